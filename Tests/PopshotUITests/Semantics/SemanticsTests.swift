import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

@Suite struct SemanticsTests {
  func render(_ view: some View, _ env: EnvironmentValues = EnvironmentValues()) throws
    -> LayoutResult
  {
    try LayoutEngine.render(view, size: Size(width: 300, height: 300), environment: env)
  }

  @Test func accessibilityModifiersChangeTheElement() throws {
    let result = try render(
      VStack {
        Button {
        } label: {
          Image(systemName: "xmark")
        }.accessibilityLabel("Close").id("close")
        Text("Decoration").accessibilityHidden(true).id("deco")
        VStack { Text("Title") }.accessibilityEscapeAction().id("modal")
      })
    #expect(result.semantics["close"]?.label == "Close")
    #expect(result.semantics["deco"]?.hiddenFromAccessibility == true)
    // A stack has no element of its own: the escape action adds a container for it.
    #expect(result.semantics["modal"]?.role == .container)
    #expect(result.semantics["modal"]?.actions == [.escape])
  }

  /// A hint goes on the control's own element; a stack, which has none, gets a container for it.
  @Test func accessibilityHintGoesOnTheElement() throws {
    let result = try render(
      VStack {
        Toggle("Auto-start", isOn: .constant(true)).accessibilityHint("Starts navigation")
          .id("auto")
        VStack { Text("Note") }.accessibilityHint(Text("Read aloud")).id("notes")
      })
    let auto = try #require(result.semantics["auto"])
    #expect(auto.role == .toggle && auto.hint == "Starts navigation")
    #expect(result.semantics["notes"]?.role == .container)
    #expect(result.semantics["notes"]?.hint == "Read aloud")
  }

  /// A content shape inside the label sets the button's hit area: here the padded label.
  @Test func contentShapeSetsTheHitArea() throws {
    let result = try render(
      Button {
      } label: {
        Image(systemName: "xmark").frame(width: 14, height: 14).padding(15).contentShape(
          Rectangle())
      }.id("close"))
    let close = try #require(result.semantics["close"])
    #expect(close.hitFrame?.size == Size(width: 44, height: 44))
    #expect(close.frame.size == Size(width: 44, height: 44))
  }

  @Test func tapGestureRecordsATapElement() throws {
    let result = try render(
      Color.black.opacity(0.3).onTapGesture(actionName: "dismiss").id("scrim"))
    let scrim = try #require(result.semantics["scrim"])
    #expect(scrim.actions == [.tap("dismiss")] && scrim.hitFrame == scrim.frame)
  }

  @Test func systemColoursResolvePerAppearance() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let light = try render(Text("Hi").foregroundColor(.blue).id("t"))
    let night = try render(Text("Hi").foregroundColor(.blue).id("t"), dark)
    // iOS 26's blue in each appearance (the render's design is Liquid Glass).
    #expect(light.semantics["t"]?.foreground == (try SRGBColor(hex: "#0088FF")))
    #expect(night.semantics["t"]?.foreground == (try SRGBColor(hex: "#0091FF")))
    // Text with no colour set is the label colour: black in light mode, white in dark mode.
    #expect(try render(Text("Hi").id("t"), dark).semantics["t"]?.foreground == .white)
  }

  /// Text styles follow Dynamic Type; fixed sizes do not: body is 53 pt at AX5 (a 63.25 pt line:
  /// 53 × 2444 / 2048, 63.33 on the 3x pixels).
  @Test func dynamicTypeReachesText() throws {
    var ax5 = EnvironmentValues()
    ax5.dynamicTypeSize = .accessibility5
    let result = try render(
      VStack {
        Text("Body").id("body")
        Text("Fixed").font(.system(size: 12)).id("fixed")
      }, ax5)
    #expect(result.semantics["body"]?.text?.size == 53)
    #expect(near(result.semantics["body"]?.frame.height, SF.lineOnPixels(53)))
    #expect(result.semantics["fixed"]?.text?.size == 12)
    #expect(result.semantics["fixed"]?.text?.scalesWithDynamicType == false)
  }

  /// A frame too small for the text: as many lines as fit, the last truncated.
  @Test func textInATooSmallFrameIsTruncated() throws {
    let result = try render(
      Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.").id("t").frame(
        width: 100, height: 30))
    let t = try #require(result.semantics["t"]?.text)
    #expect(t.lineCount == 1 && t.truncated)
  }

  /// zIndex reorders a ZStack: the first text, with zIndex 1, is painted after the second.
  @Test func zIndexOrdersAZStack() throws {
    let result = try render(
      ZStack {
        Text("front").zIndex(1).id("front")
        Text("back").id("back")
      })
    let order = result.semantics.elements.map(\.id)
    #expect(order.firstIndex(of: "back")! < order.firstIndex(of: "front")!)
    #expect(result.semantics["front"]!.zOrder > result.semantics["back"]!.zOrder)
  }

  /// Ids come from the tree: numbered among siblings of a kind, explicit ids replace the path.
  @Test func idsComeFromThePlaceInTheTree() throws {
    let result = try render(
      VStack {
        HStack {
          Text("a")
          Text("b")
        }
        Text("c")
      })
    #expect(
      result.semantics.elements.map(\.id) == [
        "vstack/hstack/text[0]", "vstack/hstack/text[1]", "vstack/text",
      ])
  }
}
