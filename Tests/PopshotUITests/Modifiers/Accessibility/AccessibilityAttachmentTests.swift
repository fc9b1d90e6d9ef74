import PopshotGraphics
import Testing

@testable import PopshotUI

/// What SwiftUI's accessibility attachment modifiers add to a view's element: value, sort
/// priority, custom actions, input labels, removed traits, and a representation read in place
/// of the view.
@Suite struct AccessibilityAttachmentTests {
  func render(_ view: some View) throws -> LayoutResult {
    try LayoutEngine.render(view, size: Size(width: 390, height: 200))
  }
  func element(_ view: some View, _ id: String = "v") throws -> SemanticElement {
    try #require(try render(view.id(id)).semantics[id])
  }

  /// The three overloads of `.accessibilityValue` set the same value; a text keeps its label.
  @Test func valueFromTextKeyAndString() throws {
    let volume = "60 percent"
    #expect(try element(Text("Volume").accessibilityValue(volume)).value == "60 percent")
    #expect(try element(Text("Volume").accessibilityValue("60 percent")).value == "60 percent")
    let e = try element(Text("Volume").accessibilityValue(Text("60 percent")))
    #expect(e.value == "60 percent" && e.label == "Volume")
  }

  /// A stack has no element of its own: the value goes on a container element with its frame.
  @Test func valueOnAStackMakesAContainer() throws {
    let r = try render(
      VStack {
        Text("A")
        Text("B")
      }.accessibilityValue("2 items").id("stack"))
    let container = try #require(r.semantics.elements.first)
    #expect(container.role == .container && container.value == "2 items")
    #expect(container.frame == r.frames["stack"])
  }

  /// A custom slider drawn with shapes, made one labelled element with an adjustable action:
  /// its role is adjustable (as a Slider's is), so VoiceOver announces "adjustable"; a button
  /// given the action stays a button.
  @Test func anAdjustableActionMakesTheElementAdjustable() throws {
    let custom = try element(
      ZStack {
        Capsule().fill(Color.gray).frame(width: 200, height: 8)
        Circle().fill(Color.white).frame(width: 28, height: 28)
      }
      .accessibilityElement(children: .ignore).accessibilityLabel("Volume")
      .accessibilityValue("50%").accessibilityAdjustableAction { _ in })
    #expect(custom.role == .adjustable && custom.label == "Volume" && custom.value == "50%")
    #expect(custom.voiceOverTraits == [.adjustable])
    let button = try element(Button("Zoom") {}.accessibilityAdjustableAction { _ in })
    #expect(button.role == .button && button.voiceOverTraits == [.isButton])
    // The built-in slider says the same.
    let slider = try #require(
      try render(Slider(value: .constant(0.5))).semantics.elements.first { $0.role == .adjustable })
    #expect(slider.voiceOverTraits == [.adjustable])
  }

  /// The priority goes on the view's element; on a stack, on each element inside.
  @Test func sortPriority() throws {
    #expect(try element(Text("A").accessibilitySortPriority(2)).sortPriority == 2)
    let r = try render(
      VStack {
        Text("A")
        Text("B").accessibilitySortPriority(3)
      }.accessibilitySortPriority(1))
    // B's own priority (set inside) is kept; A takes the stack's.
    #expect(r.semantics.elements.map(\.sortPriority) == [1, 3])
  }

  /// Named actions are custom actions, in the order they are attached (innermost first); the
  /// default kind is the element's activation, `.escape` the escape gesture.
  @Test func actions() throws {
    let mail = try element(
      Text("Mail").accessibilityAction(named: "Archive") {}.accessibilityAction(
        named: Text("Flag")
      ) {})
    #expect(mail.customActions == ["Archive", "Flag"])
    #expect(mail.actions.isEmpty)
    let tap = try element(Text("Open").accessibilityAction {})
    #expect(tap.actions == [.tap("accessibilityAction")])
    let escape = try element(Text("Card").accessibilityAction(.escape) {})
    #expect(escape.actions == [.escape])
    // A button already activates: the default action adds no second tap.
    let button = try element(Button("Go") {}.accessibilityAction {})
    #expect(button.actions.count == 1)
  }

  /// Input labels are kept in order, from strings or texts.
  @Test func inputLabels() throws {
    let send = try element(Button("Send") {}.accessibilityInputLabels(["Send", "Submit"]))
    #expect(send.inputLabels == ["Send", "Submit"])
    let names = ["Mail"]
    #expect(try element(Text("M").accessibilityInputLabels(names)).inputLabels == ["Mail"])
  }

  /// Removing a trait takes it from those added, and from those the role gives: a button
  /// without `isButton` is not announced as one.
  @Test func removeTraits() throws {
    let button = try element(Button("Delete") {}.accessibilityRemoveTraits(.isButton))
    #expect(button.removedTraits == [.isButton] && button.voiceOverTraits == [])
    let header = try element(
      Text("Title").accessibilityAddTraits([.isHeader, .isSelected]).accessibilityRemoveTraits(
        .isHeader))
    #expect(header.traits == [.isSelected])
    #expect(header.voiceOverTraits == [.isStaticText, .isSelected])
    #expect(header.removedTraits == nil)
    // Without the modifier, a button's traits are its role's.
    #expect(try element(Button("OK") {}).voiceOverTraits == [.isButton])
  }

  /// A representation is read in place of the view and draws nothing: the view's drawing is
  /// the same with or without it, its elements are the representation's.
  @Test func representationReplacesTheElements() throws {
    let drawn = Image(systemName: "star.fill")
    let plain = try render(drawn)
    let represented = try render(
      drawn.accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) })
    #expect(plain.displayList == represented.displayList)
    let reachable = represented.semantics.elements.filter { !$0.hiddenFromAccessibility }
    #expect(reachable.contains { $0.role == .toggle && $0.label == "Wi-Fi" })
    #expect(!represented.semantics.elements.contains { $0.role == .image })
  }
}
