// `.fontWidth`: a narrower or wider cut of the text inside. Only the serif design has one here
// (DejaVu Serif Condensed for condensed and compressed); other widths draw at the standard width.
import PopshotText

extension EnvironmentValues {
  /// The width texts here ask for; nil: their font's own.
  public var fontWidth: Font.Width? {
    get { textSettings.fontWidth }
    set { textSettings.fontWidth = newValue }
  }
}

nonisolated extension View {
  public func fontWidth(_ width: Font.Width?) -> some View { environment(\.fontWidth, width) }
}

extension Text {
  public func fontWidth(_ width: Font.Width?) -> Text { modified { $0.fontWidth = width } }
}
