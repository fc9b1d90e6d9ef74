// The one rule for a symbol's line weight. SF Symbols come in the nine weights of the system font
// and their strokes match its stems, so a symbol next to bold text is as bold as the text. Popshot
// draws text in Inter: a symbol's stroke is the stem of Inter's capital I at the same weight
// (measured at 1000 pt: Thin 24 … Black 199 thousandths of an em; docs/platform.md, "Symbols").
import PopshotText

extension FontWeight {
  /// A symbol's stroke width at this weight, in ems of the point size.
  var symbolStem: Double {
    switch self {
    case .ultraLight: return 0.024
    case .thin: return 0.045
    case .light: return 0.067
    case .regular: return 0.089
    case .medium: return 0.111
    case .semibold: return 0.133
    case .bold: return 0.154
    case .heavy: return 0.176
    case .black: return 0.199
    }
  }

  /// The stroke width at this weight over the regular weight's (1 at regular).
  var symbolWeightScale: Double { symbolStem / FontWeight.regular.symbolStem }
}
