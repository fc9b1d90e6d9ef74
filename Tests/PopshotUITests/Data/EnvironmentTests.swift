import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

@MainActor @Suite struct EnvironmentTests {
  /// The defaults a still is drawn with, the same on every machine.
  @Test func defaults() {
    let e = EnvironmentValues()
    #expect(e.locale.identifier == "en_US")
    #expect(e.timeZone.secondsFromGMT() == 0)
    #expect(e.calendar.identifier == .gregorian)
    #expect(e.calendar.timeZone == e.timeZone)
    #expect(e.layoutDirection == .leftToRight)
    #expect(e.scenePhase == .active)
    #expect(e.displayScale == 3)
    #expect(e.editMode == nil)
    #expect(!e.isSearching)
    e.dismissSearch()
    #expect(!e.accessibilityReduceMotion && !e.accessibilityVoiceOverEnabled)
    #expect(!e.accessibilityEnabled)
    #expect(e.colorSchemeContrast == .standard && e.legibilityWeight == .regular)
    #expect(!e.presentationMode.wrappedValue.isPresented)
  }

  /// `.scrollDismissesKeyboard` sets the mode the views inside read; it is automatic elsewhere.
  @Test func scrollDismissesKeyboardSetsTheMode() throws {
    struct Reader: View {
      @Environment(\.scrollDismissesKeyboardMode) var mode
      var body: some View { Text(mode == .interactively ? "interactive" : "other").id("t") }
    }
    let size = Size(width: 200, height: 100)
    let set = try LayoutEngine.render(Reader().scrollDismissesKeyboard(.interactively), size: size)
    #expect(set.semantics["t"]?.text?.string == "interactive")
    #expect(try LayoutEngine.render(Reader(), size: size).semantics["t"]?.text?.string == "other")
    #expect(EnvironmentValues().scrollDismissesKeyboardMode == .automatic)
  }

  /// sizeCategory is dynamicTypeSize under its old name: the twelve sizes pair in order.
  @Test func sizeCategoryFollowsDynamicTypeSize() {
    var e = EnvironmentValues()
    #expect(e.sizeCategory == .large)
    e.dynamicTypeSize = .accessibility3
    #expect(e.sizeCategory == .accessibilityExtraLarge)
    #expect(e.sizeCategory.isAccessibilityCategory)
    e.sizeCategory = .extraExtraLarge
    #expect(e.dynamicTypeSize == .xxLarge)
    e.sizeCategory = .extraSmall
    #expect(e.dynamicTypeSize == .xSmall && !e.sizeCategory.isAccessibilityCategory)
  }

  /// presentationMode says what isPresented and dismiss say, and its dismiss calls dismiss.
  @Test func presentationModeReadsThePresentation() {
    final class Flag { var dismissed = 0 }
    let flag = Flag()
    var e = EnvironmentValues()
    e.isPresented = true
    e.dismiss = DismissAction { flag.dismissed += 1 }
    let mode = e.presentationMode
    #expect(mode.wrappedValue.isPresented)
    mode.wrappedValue.dismiss()
    #expect(flag.dismissed == 1)
  }

  /// The default openURL opens nothing and reports it; an action with a handler calls it.
  @Test func openURL() throws {
    let url = try #require(URL(string: "https://example.com"))
    var accepted: Bool?
    EnvironmentValues().openURL(url)
    EnvironmentValues().openURL(url) { accepted = $0 }
    #expect(accepted == false)
    var seen: URL?
    let handled = OpenURLAction { u in
      seen = u
      return .handled
    }
    handled(url) { accepted = $0 }
    #expect(seen == url && accepted == true)
  }

  /// `.rightToLeft` is read back, and mirrors nothing: an HStack of two 50 pt frames 10 pt
  /// apart (110 pt) centred in 300 pt starts at x = 95, so the second frame spans 155…205 and
  /// its text is centred at x = 180 in either direction (mirrored, it would be at 120).
  /// The direction is read back by the views that ask, and it mirrors the layout: in a 300 pt
  /// wide stack of 110 pt centred at 150, the second view's centre moves from 180 to 120.
  @Test func layoutDirectionIsReadAndMirrors() throws {
    struct Probe: View {
      @Environment(\.layoutDirection) var direction
      var body: some View {
        HStack(spacing: 10) {
          Color.red.frame(width: 50, height: 50).id("a")
          Text(direction == .rightToLeft ? "rtl" : "ltr").frame(width: 50, height: 50).id("b")
        }
      }
    }
    let size = Size(width: 300, height: 100)
    let rtl = try LayoutEngine.render(
      Probe().environment(\.layoutDirection, .rightToLeft), size: size)
    let ltr = try LayoutEngine.render(Probe(), size: size)
    #expect(rtl.semantics["b"]?.label == "rtl" && ltr.semantics["b"]?.label == "ltr")
    #expect(abs((rtl.semantics["b"]?.frame.midX ?? 0) - 120) < 1e-9)
    #expect(ltr.semantics["b"]?.frame.midX == 180)
  }
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var accentName: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@MainActor @Suite struct EnvironmentKeyTests {
  private struct Badge: View {
    @Environment(\.accentName) var accent
    @State var count: Int
    init(count: Int) { _count = State(initialValue: count) }
    var body: some View { Text("\(accent) \(count)").id("badge") }
  }

  /// A custom key reads its default until a modifier sets it; `_x = State(initialValue:)` sets
  /// the state a view starts with.
  @Test func customKeysAndInitialState() throws {
    let size = Size(width: 200, height: 100)
    let plain = try LayoutEngine.render(Badge(count: 3), size: size)
    #expect(plain.semantics["badge"]?.label == "blue 3")
    let set = try LayoutEngine.render(Badge(count: 4).environment(\.accentName, "red"), size: size)
    #expect(set.semantics["badge"]?.label == "red 4")
  }
}
