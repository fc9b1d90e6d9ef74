import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// The iOS 14–18 container and content views added for the census (issue 44): what each draws
/// and what its element says.
@MainActor @Suite struct ContentViewsTests {
  func element(_ r: LayoutResult, _ label: String) -> SemanticElement? {
    r.semantics.elements.first { $0.label == label }
  }

  /// The empty state is centred in the space offered: the icon over the title over the
  /// description. The title is title2 bold (22 pt at the default size), the description
  /// subheadline (15 pt) in the secondary label colour (#3C3C43 at 60%), both centred on x = 200.
  @Test func contentUnavailableViewCentresIconTitleAndDescription() throws {
    let r = try renderControls(
      ContentUnavailableView(
        "No Mail", systemImage: "envelope", description: Text("New messages appear here.")))
    let title = try #require(element(r, "No Mail"))
    let description = try #require(element(r, "New messages appear here."))
    #expect(title.text?.size == 22 && title.text?.weight == .bold)
    #expect(description.text?.size == 15)
    #expect(description.foreground == Color.secondaryLabel.resolved(.light))
    #expect(abs(title.frame.midX - 200) < 1e-6 && abs(description.frame.midX - 200) < 1e-6)
    #expect(title.frame.maxY <= description.frame.minY)
    // The block as a whole is centred vertically in the 400 pt square.
    let icon = try #require(r.semantics.elements.first { $0.role == .image })
    let top = icon.frame.minY
    let bottom = description.frame.maxY
    #expect(abs((top + bottom) / 2 - 200) < 1e-6)
  }

  /// `.search` reads "No Results" with the system's advice; `.search(text:)` quotes the query.
  @Test func searchVariantQuotesTheQuery() throws {
    let plain = try renderControls(ContentUnavailableView.search)
    #expect(element(plain, "No Results") != nil)
    #expect(element(plain, "Check the spelling or try a new search.") != nil)
    let query = try renderControls(ContentUnavailableView.search(text: "tulips"))
    #expect(element(query, "No Results for \u{201C}tulips\u{201D}") != nil)
  }

  /// Collapsed, a disclosure group draws its label row alone; expanded, its content too. Its
  /// element is a button valued "collapsed" or "expanded".
  @Test func disclosureGroupShowsContentOnlyWhenExpanded() throws {
    let collapsed = try renderControls(DisclosureGroup("Details") { Text("Hidden text") })
    #expect(element(collapsed, "Hidden text") == nil)
    let row = try #require(collapsed.semantics.elements.first { $0.role == .button })
    #expect(row.value == "collapsed")
    let expanded = try renderControls(
      DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Shown text") })
    #expect(element(expanded, "Shown text") != nil)
    #expect(expanded.semantics.elements.first { $0.role == .button }?.value == "expanded")
  }

  /// A group box insets its content 16 pt on each side in a box of the secondary system
  /// background (#F2F2F7 in light), and puts its label 8 pt above the content.
  @Test func groupBoxInsetsContentInItsBox() throws {
    let r = try renderControls(
      GroupBox("Battery") { Color.red.frame(width: 100, height: 50) })
    let box = try #require(
      fills(r).first { $0.1 == Color.secondarySystemBackground.resolved(.light) })
    let red = try #require(fills(r).first { $0.1 == Color.red.resolved(.light) })
    #expect(near(red.0, Rect(x: box.0.minX + 16, y: red.0.minY, width: 100, height: 50)))
    #expect(abs(box.0.maxY - red.0.maxY - 16) < 1e-6)
    let label = try #require(element(r, "Battery"))
    #expect(abs(red.0.minY - label.frame.maxY - 8) < 1e-6)
    #expect(abs(label.frame.minY - box.0.minY - 16) < 1e-6)
  }

  /// A share link is a button labelled "Share" unless titled; it opens nothing in a still.
  @Test func shareLinkIsAButton() throws {
    let url = URL(string: "https://example.com")!
    let plain = try renderControls(ShareLink(item: url))
    #expect(plain.semantics.elements.contains { $0.role == .button && $0.label == "Share" })
    let titled = try renderControls(ShareLink("Send", item: "text"))
    #expect(titled.semantics.elements.contains { $0.role == .button && $0.label == "Send" })
  }

  /// Tabs made with `Tab` are tabs: the one whose value is the selection shows, and the bar has
  /// an item for each title.
  @Test func tabsAreSelectedByValue() throws {
    let r = try renderControls(
      TabView(selection: .constant(2)) {
        Tab("Home", systemImage: "house", value: 1) { Text("Home page") }
        Tab("Settings", systemImage: "gear", value: 2) { Text("Settings page") }
      })
    #expect(element(r, "Settings page") != nil && element(r, "Home page") == nil)
    #expect(element(r, "Home") != nil && element(r, "Settings") != nil)
  }

  /// Compact, a split view is one stack showing the sidebar; regular, the sidebar is a 320 pt
  /// column beside the detail.
  @Test func splitViewCollapsesInACompactWidth() throws {
    let split = NavigationSplitView {
      Text("Mailboxes")
    } detail: {
      Text("Message")
    }
    let compact = try renderControls(split.environment(\.horizontalSizeClass, .compact))
    #expect(element(compact, "Mailboxes") != nil && element(compact, "Message") == nil)
    let regular = try LayoutEngine.render(
      split.environment(\.horizontalSizeClass, .regular), size: Size(width: 1000, height: 600))
    let sidebar = try #require(element(regular, "Mailboxes"))
    let detail = try #require(element(regular, "Message"))
    #expect(sidebar.frame.maxX <= 320 && detail.frame.minX > 320)
  }

  /// `.help` is the accessibility hint; `.onLongPressGesture` makes an element whose action is
  /// "longPress"; a keyboard shortcut and text selection change nothing drawn.
  @Test func helpLongPressShortcutAndSelection() throws {
    let helped = try renderControls(Button("Save") {}.help("Saves the file"))
    #expect(element(helped, "Save")?.hint == "Saves the file")
    let pressed = try renderControls(Text("Hold").onLongPressGesture {})
    #expect(pressed.semantics.elements.contains { $0.actions.contains(.tap("longPress")) })
    let plain = try renderControls(Button("OK") {})
    let shortcut = try renderControls(
      Button("OK") {}.keyboardShortcut(.defaultAction).keyboardShortcut("s", modifiers: .command)
        .textSelection(.enabled))
    #expect(plain.displayList == shortcut.displayList)
  }

  /// The iOS 13 picker form takes its label as a view; the localized-key form reads the key.
  @Test func pickerLabelForms() throws {
    let byView = try renderControls(
      Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(1) }
        .pickerStyle(.inline))
    #expect(element(byView, "Size") != nil)
    let key: LocalizedStringKey = "Colour"
    let byKey = Picker(key, selection: .constant(1)) { Text("Red").tag(1) }
    #expect(byKey.title == "Colour")
  }

  /// A wrapped style draws as the style: a rectangle filled with AnyShapeStyle(red) has a red
  /// fill, read by the colour fast path as a solid colour.
  @Test func anyShapeStyleDrawsTheStyleItWraps() throws {
    let r = try renderControls(
      Rectangle().fill(AnyShapeStyle(Color.red)).frame(width: 10, height: 10))
    #expect(fills(r).contains { $0.1 == Color.red.resolved(.light) && $0.0.width == 10 })
    let twice = AnyShapeStyle(AnyShapeStyle(Color.blue))
    #expect(twice.base is Color)
  }

  /// UIImages are equal when they draw the same symbol in the same mode, so enums carrying one
  /// synthesise Equatable as on iOS.
  @Test func uiImagesCompareByWhatTheyDraw() {
    enum Icon: Equatable { case custom(UIImage) }
    let a = UIImage(systemName: "star")!
    let b = UIImage(systemName: "star")!
    #expect(Icon.custom(a) == Icon.custom(b))
    #expect(a != b.withRenderingMode(.alwaysTemplate))
  }
}
