// System chrome drawn as iOS does: the status bar (time, signal, battery) and the home indicator.
import Foundation
import PopshotGraphics
import PopshotText
import PopshotUI

/// How a device lays its status bar out (docs/platform.md, "Status bar").
enum StatusBarStyle: Hashable {
  /// Face ID phones: the clock centred in the left "ear", signal, Wi-Fi and battery centred in the
  /// right one, either side of the camera housing (`gap` points wide).
  case ears(gap: Double)
  /// Home-button phones: signal, carrier and Wi-Fi on the left, the time centred, the battery on
  /// the right, in a 20 pt bar.
  case homeButton
  /// iPads: the time and date on the left, Wi-Fi and battery on the right.
  case pad

  init(_ device: Device) {
    if device.family == .pad {
      self = .pad
    } else {
      // The Dynamic Island spacer of Apple's status-bar component is 124 pt; a notch is wider
      // (an estimate: 162 pt).
      switch device.cutout {
      case .none: self = .homeButton
      case .notch: self = .ears(gap: 162)
      case .dynamicIsland: self = .ears(gap: 124)
      }
    }
  }
}

/// The status bar's content, as Apple's iOS 17 status bars lay it out.
nonisolated struct StatusBarView: View {
  let width: Double
  let height: Double
  let style: StatusBarStyle

  /// The Dynamic Island bar's text row: 21 pt from the top, 22 pt tall (Apple Design Resources).
  static let earRowTop = 21.0
  static let earRowHeight = 22.0

  var body: some View {
    switch style {
    case .ears(let gap):
      // Each ear is (width − gap) / 2 wide, with 16 pt on the screen's side and 6 on the
      // housing's; its content is centred in what is left.
      let ear = (width - gap) / 2
      HStack(spacing: 0) {
        Text(verbatim: "9:41").font(.system(size: 17, weight: .semibold)).id("statusbar.time")
          .frame(width: ear - 22)
          .padding(.leading, 16).padding(.trailing, 6)
        Spacer().frame(width: gap)
        HStack(spacing: 7) {
          SignalBars().frame(width: 19.2, height: 12.226).id("statusbar.signal")
          WiFi().frame(width: 17.142, height: 12.328).id("statusbar.wifi")
          Battery().frame(width: 27.328, height: 13).id("statusbar.battery")
        }
        .frame(width: ear - 22)
        .padding(.leading, 6).padding(.trailing, 16)
      }
      .frame(height: StatusBarView.earRowHeight)
      .padding(.top, StatusBarView.earRowTop)
      .frame(width: width, height: height, alignment: .top)
    case .homeButton:
      ZStack {
        Text(verbatim: "9:41 AM").font(.system(size: 12, weight: .semibold)).id("statusbar.time")
        HStack(spacing: 4) {
          SignalBars().frame(width: 17, height: 10.5).id("statusbar.signal")
          Text(verbatim: "Carrier").font(.system(size: 12)).id("statusbar.carrier")
          WiFi().frame(width: 14, height: 10).id("statusbar.wifi")
          Spacer()
          Battery().frame(width: 24.5, height: 11.5).id("statusbar.battery")
        }
        .padding(.horizontal, 6)
      }
      .frame(width: width, height: height)
    case .pad:
      HStack(spacing: 6) {
        Text(verbatim: "9:41").font(.system(size: 12, weight: .semibold)).id("statusbar.time")
        Text(verbatim: "Mon Jun 10").font(.system(size: 12, weight: .semibold)).id("statusbar.date")
        Spacer()
        WiFi().frame(width: 15.5, height: 11).id("statusbar.wifi")
        Battery().frame(width: 24.5, height: 11.5).id("statusbar.battery")
      }
      .padding(.horizontal, 20)
      .frame(width: width, height: height)
    }
  }
}

/// Wi-Fi: a quarter-circle fan of three bars, the smallest a wedge, pointing up from the bottom
/// centre.
nonisolated struct WiFi: Shape {
  func path(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
    var p = Path()
    let centre = Point(x: r.midX, y: r.maxY)
    // The fan spans 90°; its outer radius reaches the frame's top, or its sides, whichever is
    // nearer.
    let outer = min(r.height, r.width / 2 / (0.5 * 2.0.squareRoot()))
    let band = outer / 3
    let gap = band * 0.28
    func arc(_ radius: Double, from a0: Double, to a1: Double, into p: inout Path, first: Bool) {
      let steps = 12
      for k in 0...steps {
        let a = a0 + (a1 - a0) * Double(k) / Double(steps)
        let pt = Point(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        if k == 0 && first { p.move(to: pt) } else { p.line(to: pt) }
      }
    }
    let left = -0.75 * Double.pi
    let right = -0.25 * Double.pi
    // The wedge.
    p.move(to: centre)
    arc(band - gap / 2, from: left, to: right, into: &p, first: false)
    p.close()
    // Two bands.
    for i in 1...2 {
      let inner = Double(i) * band + gap / 2
      let outerR = Double(i + 1) * band - gap / 2
      arc(outerR, from: left, to: right, into: &p, first: true)
      arc(inner, from: right, to: left, into: &p, first: false)
      p.close()
    }
    return p
  }
}

nonisolated struct SignalBars: Shape {
  func path(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
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
nonisolated struct Battery: Shape {
  var fillRule: FillRule { .evenOdd }
  func path(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
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
