// `.truncationMode`: where a text cut to one line loses its characters (TextTruncation.swift).
import PopshotText

extension Text {
  public typealias TruncationMode = PopshotText.TruncationMode
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

extension EnvironmentValues {
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
}

extension View {
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }
}
