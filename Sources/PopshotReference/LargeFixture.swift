import Foundation

/// The large fixture the fixture.decode figures and the decode-memory test read.
public enum LargeFixture {
  /// A one-line fixture of `rows` rows under one vstack. Each row is an hstack of a headline text
  /// and a vstack holding a detail text: 4 views and 5 modifiers in about 354 bytes, the mix of
  /// nesting, modifiers and short strings a long list screen has.
  public static func text(rows: Int) -> String {
    let items = (0..<rows).map { i in
      let n = String(format: "%05d", i)
      return #"{"hstack":{"alignment":"top","spacing":8,"children":[{"text":"Row \#(n)","#
        + #""modifiers":[{"font":"headline"},{"foregroundColor":"primary"}]},"#
        + #"{"vstack":{"alignment":"leading","spacing":2,"children":[{"text":"#
        + #""Detail line for row \#(n)","modifiers":[{"foregroundColor":"secondary"},"#
        + #"{"padding":{"horizontal":4,"vertical":2}}]}]}}]},"modifiers":[{"padding":6}]}"#
    }
    return #"{"description":"Large fixture for memory measurement","page":{"view":{"vstack":"#
      + #"{"alignment":"leading","spacing":0,"children":["# + items.joined(separator: ",")
      + "]}}}}"
  }
}
