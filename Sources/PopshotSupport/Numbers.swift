// Numbers as messages and fixtures write them.

/// A number as written in a fixture: whole numbers without ".0" ("100"), others as Swift prints
/// them ("0.7", "1e+19"); never traps on values too large for an Int.
public func plainNumber(_ v: Double) -> String {
  v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}
