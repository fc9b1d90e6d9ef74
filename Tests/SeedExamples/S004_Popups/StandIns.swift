// Stand-ins, named as such: names seed 004's popup code uses that its article never defines
// (the screen size constants, CustomPopView1…4 and the Gradient presets), and QuartzCore's 3D
// transforms, which are Apple's and not Popshot's to imitate.
import PopshotUI

/// The screen size the article's helpers would read from UIScreen: an iPhone 15's.
let kScreenWidth: CGFloat = 393
let kScreenHeight: CGFloat = 852

/// The article never shows its popups' contents; a labelled card stands for each.
struct CustomPopView1: View {
  var body: some View { StandInCard(title: "CustomPopView1") }
}
struct CustomPopView2: View {
  var body: some View { StandInCard(title: "CustomPopView2") }
}
struct CustomPopView3: View {
  var body: some View { StandInCard(title: "CustomPopView3") }
}
struct CustomPopView4: View {
  var body: some View { StandInCard(title: "CustomPopView4") }
}

struct StandInCard: View {
  let title: String
  var body: some View {
    Text(title)
      .padding()
      .frame(width: 300, height: 200)
      .background(Color.white)
      .cornerRadius(10)
  }
}

/// The article's button colours, which it never defines: each colour fading to 60% downwards, as
/// the seven-buttons-page fixture draws them.
extension Gradient {
  static let red = Gradient(colors: [.red, .red.opacity(0.6)])
  static let orange = Gradient(colors: [.orange, .orange.opacity(0.6)])
  static let yellow = Gradient(colors: [.yellow, .yellow.opacity(0.6)])
  static let blue = Gradient(colors: [.blue, .blue.opacity(0.6)])
  static let indigo = Gradient(colors: [.indigo, .indigo.opacity(0.6)])
  static let purple = Gradient(colors: [.purple, .purple.opacity(0.6)])
}

/// QuartzCore's 4 × 4 transform (row vectors, as Core Animation writes it).
struct CATransform3D {
  var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }
  init() {}
  init(rows r: [[CGFloat]]) {
    (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
    (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
    (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
    (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  }
  /// a × b: a first, then b.
  static func * (a: CATransform3D, b: CATransform3D) -> CATransform3D {
    let x = a.rows
    let y = b.rows
    return CATransform3D(
      rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } }
    )
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
let CATransform3DIdentity = CATransform3D()

/// Rotates by `angle` radians about the axis (x, y, z) before `t`, as Core Animation does.
// swift-format-ignore: AlwaysUseLowerCamelCase
func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return t }
  let (u, v, w) = (x / length, y / length, z / length)
  let c = CGFloat(cos(Double(angle)))
  let s = CGFloat(sin(Double(angle)))
  let k = 1 - c
  let r = CATransform3D(rows: [
    [c + u * u * k, u * v * k + w * s, u * w * k - v * s, 0],
    [u * v * k - w * s, c + v * v * k, v * w * k + u * s, 0],
    [u * w * k + v * s, v * w * k - u * s, c + w * w * k, 0],
    [0, 0, 0, 1],
  ])
  return r * t
}

/// Translates by (x, y, z) before `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
func CATransform3DTranslate(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  var m = CATransform3D()
  (m.m41, m.m42, m.m43) = (x, y, z)
  return m * t
}

/// SwiftUI's ProjectionTransform from a 3D transform: the z row and column dropped.
extension ProjectionTransform {
  init(_ t: CATransform3D) {
    self.init()
    (m11, m12, m13) = (t.m11, t.m12, t.m14)
    (m21, m22, m23) = (t.m21, t.m22, t.m24)
    (m31, m32, m33) = (t.m41, t.m42, t.m44)
  }
}

/// The article's keyboard helpers, which it never shows. Popshot has no keyboard: the observer
/// never calls back, and there is no keyboard to hide.
extension View {
  func keyBoardObserver(_ action: @escaping (Notification, Bool) -> Void) -> some View { self }
  func hideKeyBoard() {}
}
