// CoreGraphics's colour, which Linux's Foundation lacks: what `UIColor.cgColor` hands to a
// layer's `shadowColor` or `borderColor`. A CGColor is one colour, not one per appearance:
// `cgColor` resolves the UIColor in the appearance being drawn when it is asked for, as UIKit
// resolves it in the current trait collection.
import Foundation
import PopshotGraphics

#if !canImport(CoreGraphics)
  /// A colour in sRGB (CoreGraphics's CGColor).
  public final class CGColor: @unchecked Sendable, Hashable {
    let srgb: SRGBColor
    init(_ srgb: SRGBColor) { self.srgb = srgb }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(
        SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var alpha: CGFloat { CGFloat(srgb.alpha) }
    /// Red, green, blue and alpha.
    public var components: [CGFloat]? {
      [srgb.red, srgb.green, srgb.blue, srgb.alpha].map { CGFloat($0) }
    }
    public var numberOfComponents: Int { 4 }
    /// The same colour at another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
      CGColor(SRGBColor(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: Double(alpha)))
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.srgb == b.srgb }
    public func hash(into h: inout Hasher) { h.combine(srgb) }
  }

  extension Color {
    /// A CoreGraphics colour as a SwiftUI colour.
    public init(cgColor: CGColor) { self.init(cgColor.srgb) }
  }
#endif
