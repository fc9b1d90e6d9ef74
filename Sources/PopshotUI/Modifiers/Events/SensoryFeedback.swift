// Haptics (iOS 17's sensoryFeedback): felt, never seen, so a still draws the view as it is.

/// A haptic the system plays (SwiftUI's SensoryFeedback).
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of a weight (SwiftUI's SensoryFeedback.Weight).
  public struct Weight: Equatable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// An impact of a flexibility (SwiftUI's SensoryFeedback.Flexibility).
  public struct Flexibility: Equatable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact.\(weight.name)")
  }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact.\(flexibility.name)")
  }
}

nonisolated extension View {
  /// Plays `feedback` when `trigger` changes: never in a still.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }
  /// Plays `feedback` when `trigger` changes and `condition` allows: never in a still.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    self
  }
  /// Plays the feedback `feedback` returns when `trigger` changes: never in a still.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    self
  }
}
