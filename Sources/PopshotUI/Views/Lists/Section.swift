// Section (SwiftUI's Section): rows with an optional header and footer. In a list it is a group of
// rows (a card in the inset grouped style) with its header above and footer below, drawn as the
// list's style says (ListNode); elsewhere its header, rows and footer stand in a column.

/// Rows with a header and a footer (SwiftUI's Section).
public nonisolated struct Section: PrimitiveView {
  let content: ViewList, header: ViewList?, footer: ViewList?

  public init(
    @ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View,
    @ViewBuilder footer: () -> some View
  ) {
    self.content = ViewList.of(content())
    self.header = ViewList.of(header())
    self.footer = ViewList.of(footer())
  }
  public init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View) {
    self.content = ViewList.of(content())
    self.header = ViewList.of(header())
    footer = nil
  }
  public init(@ViewBuilder content: () -> some View, @ViewBuilder footer: () -> some View) {
    self.content = ViewList.of(content())
    header = nil
    self.footer = ViewList.of(footer())
  }
  public init(@ViewBuilder content: () -> some View) {
    self.content = ViewList.of(content())
    header = nil
    footer = nil
  }
  /// A section titled by a text header.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> some View) {
    self.init(content: content, header: { Text(String(title)) })
  }
  /// The older spelling, with the header and footer as views.
  public init(header: some View, footer: some View, @ViewBuilder content: () -> some View) {
    self.init(content: content, header: { header }, footer: { footer })
  }
  public init(header: some View, @ViewBuilder content: () -> some View) {
    self.init(content: content, header: { header })
  }
  public init(footer: some View, @ViewBuilder content: () -> some View) {
    self.init(content: content, footer: { footer })
  }

  func makeNode() -> ViewNode {
    .leaf(
      SectionContent(
        rows: ListRows.rows(of: content.makeNode()), header: header?.makeNode(),
        footer: footer?.makeNode()))
  }
}

/// A section, reduced.
final class SectionContent: LeafContent {
  let rows: [ViewNode], header: ViewNode?, footer: ViewNode?
  init(rows: [ViewNode], header: ViewNode?, footer: ViewNode?) {
    self.rows = rows
    self.header = header
    self.footer = footer
  }
  var kind: String { "section" }
  var preferenceSources: [ViewNode] {
    [header].compactMap { $0 } + rows + [footer].compactMap { $0 }
  }

  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let env = c.environment
    let appearance = env.listAppearance
    let header = header.map {
      c.build($0, component: "header", environment: appearance.map { headerEnvironment(env, $0) })
    }
    let footer = footer.map {
      c.build($0, component: "footer", environment: appearance.map { footerEnvironment(env, $0) })
    }
    let rows = c.children(rows, axis: .vertical)
    return SectionNode(
      ListSection(
        header: header, rows: rows, footer: footer, spacing: env.listSectionSpacing,
        headerProminence: env.headerProminence))
  }

  /// A header's text style in a list: the style's, or prominent when asked for. A colour or
  /// font set on the header itself wins, as it is set inside.
  func headerEnvironment(_ env: EnvironmentValues, _ appearance: ListAppearance)
    -> EnvironmentValues
  {
    let m = ListMetrics.of(env.design)
    var e = env
    e.textStyleLeading = false
    let style = env.headerProminence == .increased ? .prominent : appearance.headerStyle
    switch style {
    case .grouped:
      e.font = m.groupedHeaderFont
      e.foregroundStyle = Color.secondary
      if let textCase = m.groupedHeaderTextCase { e.textCase = textCase }
    case .plain:
      e.font = m.plainHeaderFont
      e.foregroundStyle = Color.secondary
    case .prominent:
      e.font = m.prominentHeaderFont
      e.foregroundStyle = Color.primary
    }
    return e
  }

  func footerEnvironment(_ env: EnvironmentValues, _ appearance: ListAppearance)
    -> EnvironmentValues
  {
    var e = env
    e.textStyleLeading = false
    e.font = ListMetrics.of(env.design).footerFont
    e.foregroundStyle = Color.secondary
    return e
  }
}

/// A section's parts, built.
struct ListSection {
  let header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?
  /// The space after the section in a grouped list.
  let spacing: ListSectionSpacing
  let headerProminence: Prominence
}

/// A section. In a list, the list lays out its parts (ListNode). Elsewhere — child sizing and
/// preferred size: a VStack's, of the header, the rows and the footer.
final class SectionNode: WrapperNode {
  let section: ListSection
  init(_ section: ListSection) {
    self.section = section
    let parts =
      [section.header].compactMap { $0 } + section.rows + [section.footer].compactMap { $0 }
    super.init(StackNode(axis: .vertical, alignment: .center, spacing: nil, children: parts))
  }

  /// The section a list child is: itself, under preference modifiers (which change nothing a
  /// list draws), or as the branch of an `if` or `switch` taken (SwiftUI's sections are the
  /// same whichever builder produced them; the branch's condition region is not recorded for
  /// it); nil for a row.
  static func find(in node: LayoutNode) -> SectionNode? {
    if let s = node as? SectionNode { return s }
    if let p = node as? PreferenceNode { return find(in: p.child) }
    if let c = node as? ConditionalNode { return find(in: c.child) }
    return nil
  }
}
