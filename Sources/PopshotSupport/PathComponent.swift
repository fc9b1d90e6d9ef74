/// A name that becomes part of a file or folder name: a fixture's, a custom detent's (a variant's
/// state), a snapshot test's `named:`. One rule for all of them: 1 to 64 ASCII letters, digits,
/// "-", "_" or ".", not starting with "." — so never empty, "..", a hidden file or a path.
public enum PathComponent {
  /// The rule, as messages state it.
  public static let rule = #"1 to 64 letters, digits, "-", "_" or "." (not starting with ".")"#

  public static func isValid(_ name: String) -> Bool {
    (1...64).contains(name.unicodeScalars.count) && !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_" || $0 == "."
      }
  }
}
