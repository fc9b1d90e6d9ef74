// iOS 26's alert card as views: the title and message leading-aligned, then the buttons as
// capsules, side by side (two that fit) or stacked, with no separators. The glass behind it is
// drawn by SystemAlert (AlertMetrics.liquidGlass, docs/platform.md "Alerts in Liquid Glass").
import PopshotGraphics
import PopshotText
import PopshotUI

/// An iOS 26 alert's title, message and arranged buttons, 320 pt wide.
nonisolated struct GlassAlertCard: View {
  let title: Text?
  let message: AnyView?
  let buttons: [DialogButton]
  let stacked: Bool
  let metrics: AlertMetrics
  let capsules: AlertMetrics.Capsules
  /// The height the title and message are given when the card is taller than the screen allows.
  var textHeight: Double? = nil

  var texts: some View {
    VStack(alignment: .leading, spacing: metrics.titleMessageSpacing) {
      if let title { title.font(metrics.titleFont).foregroundStyle(Color.label) }
      if let message { message.font(metrics.messageFont).foregroundStyle(Color.secondaryLabel) }
    }
    .multilineTextAlignment(.leading)
    .environment(\.textStyleLeading, false)
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal, metrics.contentInset)
    .padding(.top, capsules.textTop)
    .padding(.bottom, capsules.textBottom)
  }

  var body: some View {
    VStack(spacing: 0) {
      if let textHeight {
        ScrollView { texts }.frame(height: textHeight)
      } else {
        texts
      }
      actions.padding(capsules.padding)
    }
    .frame(width: metrics.width)
  }

  @ViewBuilder private var actions: some View {
    if stacked {
      VStack(spacing: capsules.spacing) {
        ForEach(buttons.indices, id: \.self) { i in capsule(buttons[i]) }
      }
    } else {
      HStack(spacing: capsules.spacing) {
        capsule(buttons[0])
        capsule(buttons[1])
      }
    }
  }

  private func capsule(_ b: DialogButton) -> some View {
    GlassActionCapsule(button: b, metrics: metrics, capsules: capsules)
  }
}
