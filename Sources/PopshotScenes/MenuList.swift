// An open menu's items as views: rows of a title with its icon trailing, hairlines between rows
// and a thicker band where a `Divider` separates groups. The material is drawn by SystemMenu.
import PopshotGraphics
import PopshotText
import PopshotUI

/// The rows of an open menu, top to bottom.
nonisolated struct MenuList: View {
  let items: [MenuItem]
  let hairline: Double
  let metrics: MenuMetrics

  var body: some View {
    VStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { i in
        if items[i].kind == .divider {
          Rectangle().fill(metrics.groupSeparator).frame(height: metrics.groupSeparatorHeight)
        } else {
          if i > 0 && items[i - 1].kind != .divider {
            Rectangle().fill(metrics.separator).frame(height: hairline)
          }
          MenuRow(item: items[i], metrics: metrics)
        }
      }
    }
  }

  /// The items as shown: dividers only between items (none leading, trailing or doubled).
  static func shown(_ items: [MenuItem]) -> [MenuItem] {
    var out: [MenuItem] = []
    for item in items {
      if item.kind == .divider && (out.last?.kind ?? .divider) == .divider { continue }
      out.append(item)
    }
    if out.last?.kind == .divider { out.removeLast() }
    return out
  }
}

/// One item: a button whose title leads and whose icon trails; red when destructive; a submenu
/// ends in a chevron.
nonisolated struct MenuRow: View {
  let item: MenuItem
  let metrics: MenuMetrics

  var body: some View {
    Button(role: item.role) {
      HStack(spacing: 8) {
        item.label.labelStyle(MenuLabelStyle())
        if item.kind == .submenu {
          Spacer(minLength: 0)
          Image(systemName: "chevron.right")
        }
      }
    }
    .buttonStyle(MenuRowStyle(metrics: metrics, isEnabled: item.isEnabled))
    .disabled(!item.isEnabled)
  }
}

/// A label in a menu row: the title at the leading edge, the icon at the trailing one.
nonisolated struct MenuLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.title
      Spacer(minLength: 0)
      configuration.icon
    }
  }
}

nonisolated struct MenuRowStyle: PrimitiveButtonStyle {
  let metrics: MenuMetrics
  let isEnabled: Bool

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(metrics.font)
      .foregroundStyle(color(configuration.role))
      .lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, metrics.rowHorizontalInset)
      .frame(minHeight: metrics.rowHeight)
      .contentShape(Rectangle())
  }

  private func color(_ role: ButtonRole?) -> Color {
    guard isEnabled else { return .tertiaryLabel }
    return role == .destructive ? .red : .primary
  }
}
