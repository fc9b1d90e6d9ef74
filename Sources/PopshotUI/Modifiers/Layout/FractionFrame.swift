import PopshotGraphics

nonisolated extension View {
  /// A fraction of the space offered (the seeds' `GeometryReader { g in ….frame(width:
  /// g.size.width * 0.8, …) }` idiom, without the reader); an unspecified fraction takes the
  /// content's size. Popshot's own: SwiftUI has no such frame. Disfavoured, so that SwiftUI's
  /// `frame(alignment:)` still means the fixed frame (three overloads with every argument
  /// defaulted are otherwise ambiguous in a builder closure's inference).
  @_disfavoredOverload
  public func frame(
    widthFraction: Double? = nil, heightFraction: Double? = nil, alignment: Alignment = .center
  ) -> some View {
    modified(
      FrameModifier(
        width: widthFraction, height: heightFraction, alignment: alignment,
        unit: .fractionOfProposal))
  }
}

/// A fraction of the proposal. Child sizing: the fractions of the proposal (nil where the
/// proposal or the fraction is nil). Preferred size: those dimensions, the child's elsewhere.
final class FractionFrameNode: AligningFrameNode {
  override class var memoisesSize: Bool { true }
  func fixed(_ p: ProposedSize) -> (Double?, Double?) {
    (width.flatMap { f in p.width.map { f * $0 } }, height.flatMap { f in p.height.map { f * $0 } })
  }
  override func measure(_ p: ProposedSize) -> Size {
    let (w, h) = fixed(p)
    let s = child.size(ProposedSize(width: w ?? p.width, height: h ?? p.height))
    return Size(width: w ?? s.width, height: h ?? s.height)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(ProposedSize(frame.size))
    child.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
  }
}

extension FixtureModifier {
  /// `{"fractionFrame": {"width": 0.8, "height": 0.3}}`: the seeds' GeometryReader idiom,
  /// `.frame(width: g.size.width * w, height: g.size.height * h)`.
  static let fractionFrame = FixtureModifier("fractionFrame") { m, v in
    let o = try m.members(["width", "height", "alignment"])
    return AnyView(
      v.frame(
        widthFraction: try o["width"]?.number("a fraction", in: 0...1),
        heightFraction: try o["height"]?.number("a fraction", in: 0...1),
        alignment: try o["alignment"]?.alignment() ?? .center))
  }
}
