// The alert's card as views: the title and message centred, a hairline, then the buttons side by
// side (two that fit) or stacked, with hairlines between them. The material behind it is drawn
// by SystemAlert; the card's buttons are buttons, so VoiceOver and the audit read them.
import PopshotGraphics
import PopshotText
import PopshotUI

/// An alert's title, message and arranged buttons, 270 pt wide.
nonisolated struct AlertCard: View {
  let title: Text?
  let message: AnyView?
  let buttons: [DialogButton]
  let stacked: Bool
  /// One pixel, in points.
  let hairline: Double
  let metrics: AlertMetrics
  /// The height the title and message are given when the card is taller than the screen allows:
  /// they scroll, and a still shows their top.
  var textHeight: Double? = nil

  /// The title and message with the space around them.
  var texts: some View {
    VStack(spacing: metrics.titleMessageSpacing) {
      if let title { title.font(metrics.titleFont) }
      if let message { message.font(metrics.messageFont) }
    }
    .foregroundStyle(Color.label)
    .multilineTextAlignment(.center)
    .environment(\.textStyleLeading, false)
    .frame(maxWidth: .infinity)
    .padding(metrics.contentInset)
  }

  var body: some View {
    VStack(spacing: 0) {
      if let textHeight {
        ScrollView { texts }.frame(height: textHeight)
      } else {
        texts
      }
      separator.frame(height: hairline)
      if stacked {
        VStack(spacing: 0) {
          ForEach(buttons.indices, id: \.self) { i in
            if i > 0 { separator.frame(height: hairline) }
            row(buttons[i])
          }
        }
      } else {
        HStack(spacing: 0) {
          row(buttons[0])
          separator.frame(width: hairline)
          row(buttons[1])
        }
        .frame(height: metrics.buttonHeight)
      }
    }
    .frame(width: metrics.width)
  }

  private var separator: some View { Rectangle().fill(metrics.separator) }

  private func row(_ b: DialogButton) -> some View {
    b.action(
      font: metrics.buttonFont, cancelFont: metrics.cancelFont, inset: metrics.buttonLabelInset,
      minHeight: metrics.buttonHeight)
  }
}

/// An alert's or a confirmation dialog's action: its label on one line in the row's middle,
/// blue, red when destructive, in the cancel font when it cancels; the whole row takes the tap.
nonisolated struct SystemActionStyle: PrimitiveButtonStyle {
  let font: Font, cancelFont: Font
  let inset: Double, minHeight: Double
  let isEnabled: Bool
  /// The label of an action that is neither destructive nor disabled.
  var tint: Color = .blue

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(configuration.role == .cancel ? cancelFont : font)
      .foregroundStyle(color(configuration.role))
      .lineLimit(1)
      .padding(.horizontal, inset)
      .frame(maxWidth: .infinity, minHeight: minHeight)
      .contentShape(Rectangle())
  }

  private func color(_ role: ButtonRole?) -> Color {
    guard isEnabled else { return .tertiaryLabel }
    return role == .destructive ? .red : tint
  }
}

extension DialogButton {
  /// The action as a system action button (SystemActionStyle), disabled when the action is: an
  /// alert's row, a dialog's row, an iOS 26 capsule's label.
  func action(
    font: Font, cancelFont: Font, inset: Double, minHeight: Double, tint: Color = .blue
  ) -> some View {
    SystemActionButton(button: self)
      .buttonStyle(
        SystemActionStyle(
          font: font, cancelFont: cancelFont, inset: inset, minHeight: minHeight,
          isEnabled: isEnabled, tint: tint)
      )
      .disabled(!isEnabled)
  }
}

/// A dialog's action as a button: a tap closes the dialog (`dismiss`, which the dialog's layer
/// sets: `DialogContent.buttonEnvironment`), then runs what the view's button runs, as iOS does.
private nonisolated struct SystemActionButton: View {
  let button: DialogButton
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    let (dismiss, perform) = (self.dismiss, button.perform)
    return Button(
      role: button.role,
      action: onRenderingThread {
        dismiss()
        if let perform { ElementAction.perform(perform) }
      }
    ) { button.label }
  }
}
