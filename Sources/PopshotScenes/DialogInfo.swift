// What the audit knows of an alert's or a confirmation dialog's actions, stored in sidecars as
// the flat keys `destructiveActions` and `cancelAction` of its presentation.
import PopshotUI

/// What the audit knows only of an alert or a confirmation dialog: which of its buttons are
/// destructive and which cancels.
public struct DialogInfo: Hashable, Sendable {
  /// The element ids of its destructive actions.
  public var destructiveActions: [String]
  /// The element id of its cancel action, if it has one.
  public var cancelAction: String?
  public init(destructiveActions: [String], cancelAction: String?) {
    self.destructiveActions = destructiveActions
    self.cancelAction = cancelAction
  }
}

extension DialogInfo {
  /// The facts of the button elements a dialog placed, in the order of their roles.
  init(_ placed: [SemanticElement], _ roles: [ButtonRole?]) {
    let pairs = zip(placed, roles)
    destructiveActions = pairs.filter { $0.1 == .destructive }.map(\.0.id)
    cancelAction = pairs.first { $0.1 == .cancel }?.0.id
  }

  init(_ c: KeyedDecodingContainer<PresentationInfo.Key>) throws {
    destructiveActions = try c.decode([String].self, forKey: .destructiveActions)
    cancelAction = try c.decodeIfPresent(String.self, forKey: .cancelAction)
  }
}
