// The rest of iOS's system palette before iOS 26 (docs/platform.md, "System colours"): the other
// hues, the greys, the fills, and the label and background levels Color.swift does not list.

extension Color {
  public static let pink = system("systemPink", "#FF2D55", "#FF375F")
  public static let teal = system("systemTeal", "#30B0C7", "#40C8E0")
  public static let mint = system("systemMint", "#00C7BE", "#63E6E2")
  public static let cyan = system("systemCyan", "#32ADE6", "#64D2FF")
  public static let brown = system("systemBrown", "#A2845E", "#AC8E68")
  public static let systemGray2 = system("systemGray2", "#AEAEB2", "#636366")
  public static let systemGray3 = system("systemGray3", "#C7C7CC", "#48484A")
  public static let systemGray4 = system("systemGray4", "#D1D1D6", "#3A3A3C")
  public static let systemGray5 = system("systemGray5", "#E5E5EA", "#2C2C2E")
  public static let systemGray6 = system("systemGray6", "#F2F2F7", "#1C1C1E")
  public static let quaternaryLabel = system("quaternaryLabel", "#3C3C43", "#EBEBF5", 0.18, 0.16)
  public static let placeholderText = system("placeholderText", "#3C3C43", "#EBEBF5", 0.3, 0.3)
  public static let tertiarySystemBackground = system(
    "tertiarySystemBackground", "#FFFFFF", "#2C2C2E")
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", "#FFFFFF", "#2C2C2E")
  public static let systemFill = system("systemFill", "#787880", "#787880", 0.2, 0.36)
  public static let secondarySystemFill = system(
    "secondarySystemFill", "#787880", "#787880", 0.16, 0.32)
  public static let tertiarySystemFill = system(
    "tertiarySystemFill", "#767680", "#767680", 0.12, 0.24)
  public static let quaternarySystemFill = system(
    "quaternarySystemFill", "#747480", "#767680", 0.08, 0.18)
  public static let opaqueSeparator = system("opaqueSeparator", "#C6C6C8", "#38383A")
  public static let link = system("link", "#007AFF", "#0984FF")
}

// The shorthands of the hues (`.foregroundStyle(.pink)`).
extension ShapeStyle where Self == Color {
  public static var pink: Color { Color.pink }
  public static var teal: Color { Color.teal }
  public static var mint: Color { Color.mint }
  public static var cyan: Color { Color.cyan }
  public static var brown: Color { Color.brown }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIColor {
    public static var systemPink: UIColor { UIColor(.pink) }
    public static var systemTeal: UIColor { UIColor(.teal) }
    public static var systemMint: UIColor { UIColor(.mint) }
    public static var systemCyan: UIColor { UIColor(.cyan) }
    public static var systemBrown: UIColor { UIColor(.brown) }
    public static var systemGray2: UIColor { UIColor(.systemGray2) }
    public static var systemGray3: UIColor { UIColor(.systemGray3) }
    public static var systemGray4: UIColor { UIColor(.systemGray4) }
    public static var systemGray5: UIColor { UIColor(.systemGray5) }
    public static var systemGray6: UIColor { UIColor(.systemGray6) }
    public static var quaternaryLabel: UIColor { UIColor(.quaternaryLabel) }
    public static var placeholderText: UIColor { UIColor(.placeholderText) }
    public static var tertiarySystemBackground: UIColor { UIColor(.tertiarySystemBackground) }
    public static var tertiarySystemGroupedBackground: UIColor {
      UIColor(.tertiarySystemGroupedBackground)
    }
    public static var systemFill: UIColor { UIColor(.systemFill) }
    public static var secondarySystemFill: UIColor { UIColor(.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { UIColor(.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { UIColor(.quaternarySystemFill) }
    public static var opaqueSeparator: UIColor { UIColor(.opaqueSeparator) }
    public static var link: UIColor { UIColor(.link) }
  }
#endif
