// `.truncationMode`: where a text cut to one line loses its characters (TextTruncation.swift).
import PopshotText

extension Text {
  public typealias TruncationMode = PopshotText.TruncationMode
}

extension EnvironmentValues {
  public var truncationMode: Text.TruncationMode {
    get { textSettings.truncationMode }
    set { textSettings.truncationMode = newValue }
  }
}

nonisolated extension View {
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }
}
