import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Vector assets: PDF and SVG imagesets ("Preserve Vector Data") draw their shapes at their own
/// size in points, and `.symbolset` custom symbols draw as symbols. Expected pixels are worked out
/// from the files' coordinates by hand.
@Suite struct VectorAssetTests {
  /// Renders `view` on a `size` canvas at 1x and returns the pixel at (x, y) as RGBA bytes.
  func pixels(_ view: some View, _ size: Size) throws -> (Int, Int) -> [UInt8] {
    let r = try LayoutEngine.render(view, size: size)
    let pixmap = try Painter(scale: 1).render(r.displayList, size: size)
    let rgba = pixmap.straightRGBA()
    let w = pixmap.width
    return { x, y in Array(rgba[(y * w + x) * 4..<(y * w + x) * 4 + 4]) }
  }

  func size(_ view: some View) -> Size {
    LayoutEngine.size(of: view, proposal: ProposedSize(width: 300, height: 300))
  }

  /// An imageset holding one vector file.
  func vectorSet(
    _ c: AssetTestCatalog, _ name: String, _ file: String, _ bytes: [UInt8],
    template: Bool = false
  ) throws {
    try c.imageSet(
      name, [(file: file, scale: nil, png: nil, bytes: bytes)],
      properties:
        #"{"preserves-vector-representation":true\#(template ? #","template-rendering-intent":"template""# : "")}"#
    )
  }

  /// A 40 × 20 pt SVG whose 80 × 40 viewBox holds a red square on the left half and a
  /// half-transparent blue circle on the right.
  static let svg = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="40px" height="20px" viewBox="0 0 80 40">
      <style>.left{fill:#FF0000}</style>
      <g transform="translate(0,0)">
        <rect class="left" x="0" y="0" width="40" height="40"/>
        <circle cx="60" cy="20" r="20" style="fill:#0000ff;fill-opacity:0.5"/>
      </g>
    </svg>
    """

  @Test func anSVGDrawsItsShapesAtItsSize() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try vectorSet(c, "logo", "logo.svg", Array(Self.svg.utf8))
    let logo = Image("logo", bundle: c.bundle)
    #expect(size(logo) == Size(width: 40, height: 20))
    let px = try pixels(
      logo.frame(width: 40, height: 20, alignment: .topLeading), Size(width: 40, height: 20))
    #expect(px(5, 10) == [255, 0, 0, 255])
    // The circle's centre (60, 20) in the viewBox is (30, 10) in points: blue at half alpha.
    let centre = px(30, 10)
    #expect(centre[2] == 255 && (126...129).contains(centre[3]))
    // Resizable: the drawing stretches to the frame (the red half is 40 pt wide at 80 pt).
    let big = try pixels(
      logo.resizable().frame(width: 80, height: 40).frame(
        width: 80, height: 40, alignment: .topLeading),
      Size(width: 80, height: 40))
    #expect(big(38, 30) == [255, 0, 0, 255])
  }

  /// A one-page PDF, 30 × 20 pt: a red 10 × 20 rectangle at the left, then a blue 4 pt line at
  /// PDF y = 10 (10 pt from the top) from x = 15 to 30, stroked at 50% alpha (`/G1 gs`). The
  /// content stream is Flate-compressed (zlib, level 6, by Python's zlib.compress).
  static func pdf(content: String = "", compressed: Bool = true) -> [UInt8] {
    let flate =
      "eJwrVDBUMADConQwZWigYATkpCqkKQQq6LsbKqQXQ8QVgtwVTBTKFQxNQWpyFYzBanMUggHLoQ3a"
    let stream: [UInt8] =
      compressed ? [UInt8](Data(base64Encoded: flate)!) : Array(content.utf8)
    let filter = compressed ? " /Filter /FlateDecode" : ""
    var out = Array(
      """
      %PDF-1.4
      1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
      2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 30 20] >> endobj
      3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R
        /Resources << /ExtGState << /G1 << /CA 0.5 >> >> >> >> endobj
      4 0 obj << /Length \(stream.count)\(filter) >>
      stream

      """.utf8)
    out += stream
    out += Array("\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)
    return out
  }

  @Test func aPDFDrawsItsFirstPage() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try vectorSet(c, "badge", "badge.pdf", Self.pdf())
    let badge = Image("badge", bundle: c.bundle)
    // The MediaBox, inherited from the page tree.
    #expect(size(badge) == Size(width: 30, height: 20))
    let px = try pixels(
      badge.frame(width: 30, height: 20, alignment: .topLeading), Size(width: 30, height: 20))
    #expect(px(5, 2) == [255, 0, 0, 255])
    #expect(px(5, 18) == [255, 0, 0, 255])
    let line = px(20, 10)
    #expect(line[2] == 255 && (126...129).contains(line[3]))
    #expect(px(20, 3)[3] == 0)
  }

  /// A template vector is painted with the foreground colour, its alphas kept.
  @Test func aTemplateVectorTakesTheForeground() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try vectorSet(c, "mark", "mark.svg", Array(Self.svg.utf8), template: true)
    let px = try pixels(
      Image("mark", bundle: c.bundle).foregroundStyle(Color(red: 0, green: 1, blue: 0))
        .frame(width: 40, height: 20, alignment: .topLeading), Size(width: 40, height: 20))
    #expect(px(5, 10) == [0, 255, 0, 255])
    #expect(px(30, 10)[1] == 255 && (126...129).contains(px(30, 10)[3]))
  }

  /// A `.symbolset` is a custom symbol: drawn as a symbol, its box 1.2 em tall at the
  /// viewBox's aspect (a plain SVG), so 20.4 × 40.8 pt at body (17 pt).
  @Test func aSymbolsetDrawsAsASymbol() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.write(
      "Assets.xcassets/brand.mark.symbolset/Contents.json",
      #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"brand.mark.svg","idiom":"universal"}]}"#
    )
    try c.write(
      "Assets.xcassets/brand.mark.symbolset/brand.mark.svg",
      #"<svg viewBox="0 0 20 10"><path d="M0 0 H20 V10 H0 Z"/></svg>"#)
    let s = size(Image("brand.mark", bundle: c.bundle))
    #expect(abs(s.height - 1.2 * 17) < 1e-9)
    #expect(abs(s.width - 2.4 * 17) < 1e-9)
  }

  /// Broken files draw the missing-image placeholder, naming the asset and why.
  @Test func unreadableVectorsSayWhy() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try vectorSet(c, "broken", "broken.pdf", Array("%PDF-1.4\n1 0 obj << >> endobj\n".utf8))
    try vectorSet(c, "junk", "junk.svg", Array("<svg><path d=\"M0 0 L\"/></svg>".utf8))
    let (_, misses) = AssetMisses.collecting {
      _ = try? LayoutEngine.render(
        VStack {
          Image("broken", bundle: c.bundle)
          Image("junk", bundle: c.bundle)
        },
        size: Size(width: 100, height: 200))
    }
    #expect(misses.contains { $0.contains("\"broken\" cannot be read: PDF: no page") })
    #expect(misses.contains { $0.contains("\"junk\" cannot be read: SVG") })
  }

  /// Inflate stops at its limit rather than growing without bound (a deflate bomb).
  @Test func inflateIsBounded() throws {
    let hundredXs = [UInt8](Data(base64Encoded: "eJyrqKA9AABAGy7h")!)
    #expect(try Inflate.zlib(hundredXs) == [UInt8](repeating: UInt8(ascii: "x"), count: 100))
    #expect(throws: InflateError.self) { try Inflate.zlib(hundredXs, limit: 10) }
    #expect(throws: InflateError.self) { try Inflate.zlib([1, 2, 3, 4]) }
  }
}
