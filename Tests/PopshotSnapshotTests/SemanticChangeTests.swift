import Foundation
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotSnapshot

@Suite struct SemanticChangeTests {
  /// Changed actions and ways out read as Swift writes the cases, without module or type names.
  @Test func enumCasesAreWrittenPlainly() {
    #expect(
      SemanticChange.Format.list([SemanticAction.tap("tap"), .dismiss].map(SemanticDiff.plainCase))
        == #"[tap("tap"), dismiss]"#)
    #expect(
      SemanticChange.Format.list([WayOut.swipe, .closeControl("x")].map(SemanticDiff.plainCase))
        == #"[swipe, closeControl("x")]"#)
  }
}
