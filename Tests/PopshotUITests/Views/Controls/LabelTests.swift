import PopshotGraphics
import Testing

@testable import PopshotUI

/// A style of the user's: the icon above the title, 4 pt apart.
private struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.icon
      configuration.title
    }
  }
}

@Suite struct LabelTests {
  let screen = Size(width: 300, height: 300)

  func size(_ view: some View) -> Size {
    LayoutEngine.size(of: view, proposal: ProposedSize(width: 300, height: 300))
  }

  /// SF's info.circle.fill is 1.2 em square in Popshot's table; body text is 17 pt.
  let icon = Size(width: 1.2 * 17, height: 1.2 * 17)

  @Test func titleAndIconSitSideBySideAtTheStandardSpacing() {
    let text = size(Text("Mail"))
    let label = size(Label("Mail", systemImage: "info.circle.fill"))
    #expect(label.width == icon.width + 8 + text.width)
    #expect(label.height == max(icon.height, text.height))
  }

  @Test func builtInStylesShowOneOrBothParts() {
    let text = size(Text("Mail"))
    let label = Label("Mail", systemImage: "info.circle.fill")
    #expect(size(label.labelStyle(.titleOnly)) == text)
    #expect(size(label.labelStyle(.iconOnly)) == icon)
    #expect(size(label.labelStyle(.automatic)) == size(label.labelStyle(.titleAndIcon)))
  }

  @Test func theNearestStyleWins() {
    let label = Label("Mail", systemImage: "info.circle.fill")
    #expect(size(label.labelStyle(.iconOnly).labelStyle(.titleOnly)) == icon)
  }

  @Test func aCustomStyleArrangesTheConfiguration() {
    let text = size(Text("Mail"))
    let stacked = size(
      Label("Mail", systemImage: "info.circle.fill").labelStyle(StackedLabelStyle()))
    #expect(
      stacked == Size(width: max(icon.width, text.width), height: icon.height + 4 + text.height))
  }

  /// An icon-only label still reads its title, and so does the button it labels.
  @Test func anIconOnlyLabelIsReadAsItsTitle() throws {
    let result = try LayoutEngine.render(
      Button {
      } label: {
        Label("Delete", systemImage: "xmark").labelStyle(.iconOnly)
      }.id("delete"), size: screen)
    #expect(result.semantics["delete"]?.label == "Delete")
    #expect(result.semantics.elements.contains { $0.role == .image && $0.label == "Delete" })
  }

  @Test func labelsWithViewsTakeBoth() {
    let label = Label {
      Text("Mail")
    } icon: {
      Color.red.frame(width: 10, height: 10)
    }
    let text = size(Text("Mail"))
    #expect(size(label) == Size(width: 10 + 8 + text.width, height: max(10, text.height)))
  }

  /// In a list row the default style tints the icon and leaves the title in the label colour.
  @Test func aListRowTintsTheIcon() throws {
    let result = try LayoutEngine.render(
      List { Label("Favourites", systemImage: "star.fill") }, size: screen)
    let icon = try #require(result.semantics.elements.first { $0.role == .image })
    let title = try #require(result.semantics.elements.first { $0.role == .text })
    // iOS 26's blue (the render's design is Liquid Glass).
    #expect(icon.foreground == (try SRGBColor(hex: "#0088FF")))
    #expect(title.foreground == .black)
    // Outside a list both are the label colour.
    let plain = try LayoutEngine.render(Label("Favourites", systemImage: "star.fill"), size: screen)
    #expect(plain.semantics.elements.first { $0.role == .image }?.foreground == .black)
  }
}
