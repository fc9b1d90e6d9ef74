// SVG path data (the `d` attribute): M L H V C S Q T A Z in absolute and relative forms, with
// SVG's compact number syntax ("1.5.5", "1-2", arc flags written "01"). Arcs become cubics.
import Foundation
import PopshotGraphics

/// Reads one `d` attribute into a Path.
struct SVGPathData {
  private let chars: [UInt8]
  private var i = 0

  /// Why path data could not be read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func parse(_ d: String) throws(Failure) -> Path {
    var reader = SVGPathData(chars: Array(d.utf8))
    return try reader.read()
  }

  private init(chars: [UInt8]) { self.chars = chars }

  private mutating func skipSeparators() {
    while i < chars.count, chars[i] == 0x20 || chars[i] == 0x2C || (0x09...0x0D).contains(chars[i])
    {
      i += 1
    }
  }

  private mutating func atNumber() -> Bool {
    skipSeparators()
    guard i < chars.count else { return false }
    let c = chars[i]
    return (0x30...0x39).contains(c) || c == 0x2D || c == 0x2B || c == 0x2E
  }

  private mutating func number() throws(Failure) -> Double {
    guard atNumber() else { throw Failure(description: "expected a number at offset \(i)") }
    let start = i
    if chars[i] == 0x2D || chars[i] == 0x2B { i += 1 }
    var dot = false
    while i < chars.count {
      let c = chars[i]
      if (0x30...0x39).contains(c) {
        i += 1
      } else if c == 0x2E && !dot {
        dot = true
        i += 1
      } else if c == 0x65 || c == 0x45 {
        i += 1
        if i < chars.count, chars[i] == 0x2D || chars[i] == 0x2B { i += 1 }
        dot = true
      } else {
        break
      }
    }
    let text = String(decoding: chars[start..<i], as: UTF8.self)
    guard let v = Double(text) else { throw Failure(description: "bad number \"\(text)\"") }
    return v
  }

  private mutating func flag() throws(Failure) -> Bool {
    skipSeparators()
    guard i < chars.count, chars[i] == 0x30 || chars[i] == 0x31 else {
      throw Failure(description: "expected an arc flag (0 or 1) at offset \(i)")
    }
    i += 1
    return chars[i - 1] == 0x31
  }

  private mutating func read() throws(Failure) -> Path {
    var path = Path()
    var current = Point(x: 0, y: 0)
    var start = current
    var lastControl: Point? = nil
    var lastCommand: UInt8 = 0
    skipSeparators()
    while i < chars.count {
      var command = chars[i]
      if (0x41...0x5A).contains(command) || (0x61...0x7A).contains(command) {
        i += 1
      } else if lastCommand != 0 && atNumber() {
        // Repeated parameters repeat the command; after a move they are lines.
        command = lastCommand == 0x4D ? 0x4C : lastCommand == 0x6D ? 0x6C : lastCommand
      } else {
        throw Failure(description: "unexpected \"\(Character(UnicodeScalar(chars[i])))\" at \(i)")
      }
      let relative = (0x61...0x7A).contains(command)
      let origin = relative ? current : Point(x: 0, y: 0)
      func point() throws(Failure) -> Point {
        let x = try number()
        let y = try number()
        return Point(x: origin.x + x, y: origin.y + y)
      }
      var control: Point? = nil
      switch command | 0x20 {
      case 0x6D:  // m
        current = try point()
        start = current
        path.move(to: current)
      case 0x6C:  // l
        current = try point()
        path.line(to: current)
      case 0x68:  // h
        let x = try number()
        current = Point(x: (relative ? current.x : 0) + x, y: current.y)
        path.line(to: current)
      case 0x76:  // v
        let y = try number()
        current = Point(x: current.x, y: (relative ? current.y : 0) + y)
        path.line(to: current)
      case 0x63:  // c
        let c1 = try point()
        let c2 = try point()
        let end = try point()
        path.cubic(to: end, control1: c1, control2: c2)
        (current, control) = (end, c2)
      case 0x73:  // s
        let c1 = reflected(lastControl, lastCommand, "cs", current)
        let c2 = try point()
        let end = try point()
        path.cubic(to: end, control1: c1, control2: c2)
        (current, control) = (end, c2)
      case 0x71:  // q
        let c = try point()
        let end = try point()
        path.quad(to: end, control: c)
        (current, control) = (end, c)
      case 0x74:  // t
        let c = reflected(lastControl, lastCommand, "qt", current)
        let end = try point()
        path.quad(to: end, control: c)
        (current, control) = (end, c)
      case 0x61:  // a
        let rx = try number()
        let ry = try number()
        let rotation = try number()
        let large = try flag()
        let sweep = try flag()
        let end = try point()
        path.svgArc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, large, sweep)
        current = end
      case 0x7A:  // z
        path.close()
        current = start
      default:
        throw Failure(description: "unknown command \"\(Character(UnicodeScalar(command)))\"")
      }
      lastControl = control
      lastCommand = command
      skipSeparators()
    }
    return path
  }

  /// The first control point of a smooth curve: the last one mirrored when the previous command
  /// was of the same family, else the current point.
  private func reflected(_ last: Point?, _ previous: UInt8, _ family: String, _ current: Point)
    -> Point
  {
    guard let last, family.utf8.contains(previous | 0x20) else { return current }
    return Point(x: 2 * current.x - last.x, y: 2 * current.y - last.y)
  }
}
