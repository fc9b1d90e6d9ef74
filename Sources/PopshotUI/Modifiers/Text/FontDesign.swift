// `.fontDesign`: the design (rounded, serif, monospaced) of the text inside, whatever its font;
// `.monospaced()` is the monospaced design. The faces are FontCatalog's (docs/platform.md).
import PopshotText

extension EnvironmentValues {
  /// The design texts here are drawn in; nil: their font's own.
  public var fontDesign: Font.Design? {
    get { textSettings.fontDesign }
    set { textSettings.fontDesign = newValue }
  }
}

nonisolated extension View {
  public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }
  /// The monospaced design for the text inside (`isActive` false: as it was).
  public func monospaced(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontDesign) { if isActive { $0 = .monospaced } }
  }
}

extension Text {
  public func fontDesign(_ design: Font.Design?) -> Text { modified { $0.fontDesign = design } }
  public func monospaced(_ isActive: Bool = true) -> Text {
    modified { if isActive { $0.fontDesign = .monospaced } }
  }
}
