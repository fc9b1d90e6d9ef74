import PopshotGraphics
import Testing

@testable import PopshotTesting

/// The `.semantics` dump says what VoiceOver reads: each element's value, traits, hint, custom
/// actions, input labels, sort priority and place in the reading order.
@Suite struct SemanticsDumpTests {
  @Test func voiceOverFieldsAndOrder() throws {
    let view = VStack {
      Text("Volume").accessibilityValue("60%").id("volume")
      Button("Mute") {}.accessibilityHint("Silences the call")
        .accessibilityAction(named: "Hold") {}.accessibilityInputLabels(["Mute", "Silence"])
        .id("mute")
      Text("Call").accessibilitySortPriority(1).id("call")
    }
    let rendered = try SceneRenderer().render(Scene(name: "dump", page: view), .iPhone15)
    let lines = SemanticsDump.text(rendered.semantics).split(separator: "\n").map(String.init)
    func line(_ id: String) throws -> String {
      try #require(lines.first { $0.hasPrefix(id + " ") })
    }
    // The label, then the value before the frame; traits, hint and order after the actions.
    let volume = try line("volume")
    #expect(volume.hasPrefix("volume text \"Volume\" value \"60%\" ("))
    #expect(volume.hasSuffix(" traits isStaticText order 2"))
    let mute = try line("mute")
    #expect(
      mute.hasSuffix(
        " actions tap(\"tap\") customActions \"Hold\" traits isButton hint \"Silences the call\" "
          + "inputLabels \"Mute\", \"Silence\" order 3"))
    // Sort priority 1 is read before the others (0), whatever its place on screen.
    #expect(try line("call").hasSuffix(" traits isStaticText sortPriority 1 order 1"))
    // The button's own label is read as the button: no order of its own.
    #expect(try line("mute/label").hasSuffix(" traits isStaticText"))
  }
}
