import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotUI
import Testing

@testable import PopshotSnapshot

/// What VoiceOver says about an element changes without a pixel changing: its value, hint,
/// traits and sort priority. Each fails the snapshot as a semantic difference, named.
@Suite struct SemanticDiffTests {
  func screen(
    value: String = "On", hint: String = "Saves the draft", header: Bool = false,
    priority: Double = 0
  ) -> Scene {
    let title = Text("Drafts").accessibilityAddTraits(header ? .isHeader : [])
    return Scene(
      name: "card",
      page: VStack {
        title.id("title")
        Button("Save") {}.accessibilityValue(value).accessibilityHint(hint)
          .accessibilitySortPriority(priority).id("save")
      })
  }

  @Test(arguments: [
    ("value", "save: value \"On\" → \"Off\""),
    ("hint", "save: hint \"Saves the draft\" → \"Discards it\""),
    ("traits", "title: traits [] → [isHeader]"), ("priority", "save: sort priority 0 → 2"),
  ])
  func aChangeOnlyVoiceOverHearsFails(_ what: String, _ line: String) throws {
    let t = TemporaryStore()
    #expect(try verify(t, screen(), .missing).status == .recorded)
    let changed =
      switch what {
      case "value": screen(value: "Off")
      case "hint": screen(hint: "Discards it")
      case "traits": screen(header: true)
      default: screen(priority: 2)
      }
    let o = try verify(t, changed, .never)
    #expect(o.status == .failed)
    #expect(o.difference?.kind == .semantics)
    #expect(o.message.contains(line), "\(o.message)")
  }
}
