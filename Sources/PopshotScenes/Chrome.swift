// System chrome drawn as iOS does: the status bar (time, signal, battery) and the home indicator.
import PopshotGraphics
import PopshotText
import PopshotUI

/// The status bar's content: "9:41" on the left, signal bars and battery on the right.
struct StatusBarView: View {
  let height: Double
  let pad: Bool

  var body: some View {
    HStack(spacing: 6) {
      Text("9:41").font(.system(size: pad ? 15 : 17, weight: .semibold)).id("statusbar.time")
      Spacer()
      SignalBars().frame(width: 17, height: 11)
      Battery().frame(width: 27, height: 13)
    }
    .padding(.horizontal, pad ? 20 : 30)
    .frame(height: height)
  }
}

struct SignalBars: Shape {
  func path(in r: Rect) -> Path {
    var p = Path()
    let w = (r.width - 3 * 1.5) / 4
    for i in 0..<4 {
      let h = r.height * Double(i + 1) / 4
      p.append(
        .roundedRect(
          Rect(x: r.minX + Double(i) * (w + 1.5), y: r.maxY - h, width: w, height: h),
          cornerRadius: 1))
    }
    return p
  }
}

/// A battery: outline, charge and terminal (even-odd, so the outline is a ring).
struct Battery: Shape {
  var fillRule: FillRule { .evenOdd }
  func path(in r: Rect) -> Path {
    let body = Rect(x: r.minX, y: r.minY, width: r.width - 2.5, height: r.height)
    var p = Path.roundedRect(body, cornerRadius: 4)
    p.append(.roundedRect(body.insetBy(dx: 1, dy: 1), cornerRadius: 3))
    p.append(.roundedRect(body.insetBy(dx: 2.5, dy: 2.5), cornerRadius: 2))
    p.append(
      .roundedRect(Rect(x: body.maxX + 1, y: r.midY - 2, width: 1.5, height: 4), cornerRadius: 0.75)
    )
    return p
  }
}

enum Chrome {
  /// The home indicator's frame: 134 × 5 on phones (315 on iPads), 8 pt above the bottom.
  static func homeIndicator(_ device: Device, _ o: Orientation) -> Rect? {
    guard device.hasHomeIndicator else { return nil }
    let s = device.size(o)
    let w = device.family == .pad ? 315.0 : (o == .landscape ? 220.0 : 134.0)
    return Rect(x: (s.width - w) / 2, y: s.height - 8 - 5, width: w, height: 5)
  }
}
