// The parts of an action sheet as views: the group of the title, message and actions, with
// hairlines between them, and one action's row. The group's material and the cancel button's
// background are drawn by SystemDialog.
import PopshotGraphics
import PopshotText
import PopshotUI

/// The title, message and actions of a confirmation dialog.
nonisolated struct DialogGroup: View {
  let title: Text?
  let message: AnyView?
  let actions: [DialogButton]
  let hairline: Double
  let metrics: DialogMetrics.Sheet

  var body: some View {
    VStack(spacing: 0) {
      if title != nil || message != nil {
        VStack(spacing: metrics.titleMessageSpacing) {
          if let title {
            title.font(metrics.contentFont.weight(message == nil ? .regular : .semibold))
          }
          if let message {
            message.font(metrics.contentFont.weight(title == nil ? .semibold : .regular))
          }
        }
        .foregroundStyle(metrics.contentColor)
        .multilineTextAlignment(.center)
        .environment(\.textStyleLeading, false)
        .frame(maxWidth: .infinity)
        .padding(.horizontal, metrics.contentHorizontalInset)
        .padding(.vertical, metrics.contentVerticalInset)
        if !actions.isEmpty { separator }
      }
      ForEach(actions.indices, id: \.self) { i in
        if i > 0 { separator }
        DialogRow(button: actions[i], metrics: metrics)
      }
    }
  }

  private var separator: some View {
    Rectangle().fill(metrics.separator).frame(height: hairline)
  }
}

/// One action of a confirmation dialog: its label centred, blue, red when destructive, semibold
/// for the cancel button; the whole row takes the tap.
nonisolated struct DialogRow: View {
  let button: DialogButton
  let metrics: DialogMetrics.Sheet

  var body: some View {
    button.action(
      font: metrics.buttonFont, cancelFont: metrics.cancelFont,
      inset: metrics.buttonHorizontalInset, minHeight: metrics.buttonMinHeight)
  }
}
