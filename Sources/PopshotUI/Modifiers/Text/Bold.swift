// `.bold()`: the bold weight for the text inside, as `.fontWeight(.bold)`.
import PopshotText

nonisolated extension View {
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontWeight) { if isActive { $0 = .bold } }
  }
}

extension Text {
  public func bold() -> Text { bold(true) }
  public func bold(_ isActive: Bool) -> Text {
    modified { if isActive { $0.fontWeight = .bold } }
  }
}
