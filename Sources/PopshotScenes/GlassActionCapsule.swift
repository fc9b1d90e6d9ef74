// An iOS 26 alert's or confirmation dialog's action: its label centred in a 48 pt capsule of
// tertiarySystemFill, the whole capsule taking the tap (docs/platform.md, "Alerts in Liquid
// Glass").
import PopshotGraphics
import PopshotText
import PopshotUI

nonisolated struct GlassActionCapsule: View {
  let button: DialogButton
  let metrics: AlertMetrics
  let capsules: AlertMetrics.Capsules

  var body: some View {
    button.action(
      font: metrics.buttonFont, cancelFont: metrics.cancelFont, inset: metrics.buttonLabelInset,
      minHeight: metrics.buttonHeight, tint: capsules.labelColor
    )
    .background(Capsule().fill(capsules.fill))
  }
}
