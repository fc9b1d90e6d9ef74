// `.kerning` and `.tracking`: points added after every character. Core Text's tracking keeps
// ligatures and kerning's does not; the faces here form no ligatures in UI text, so both add to
// each glyph's advance, on top of SF Pro's own tracking table.

extension EnvironmentValues {
  var kerning: Double {
    get { textSettings.kerning }
    set { textSettings.kerning = newValue }
  }
  var textTracking: Double {
    get { textSettings.tracking }
    set { textSettings.tracking = newValue }
  }
}

nonisolated extension View {
  public func kerning(_ kerning: Double) -> some View { environment(\.kerning, kerning) }
  public func tracking(_ tracking: Double) -> some View { environment(\.textTracking, tracking) }
}

extension Text {
  public func kerning(_ kerning: Double) -> Text { modified { $0.kerning = kerning } }
  public func tracking(_ tracking: Double) -> Text { modified { $0.textTracking = tracking } }
}
