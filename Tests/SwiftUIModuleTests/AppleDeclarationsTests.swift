import PopshotTesting
import SwiftUI
import Testing

// Code written against Apple's generic declarations: extensions constrained on a view's type
// parameters, declared types that name them, and a ForEach whose content is a function.

extension Button where Label == Text {
  init(confirming title: String) { self.init(title.uppercased()) {} }
}

extension Toggle where Label == Text {
  init(setting title: String) { self.init(title, isOn: .constant(true)) }
}

extension TextField where Label == Text {
  init(search text: String) { self.init("Search", text: .constant(text)) }
}

extension SecureField where Label == Text {
  init(pin: String) { self.init("PIN", text: .constant(pin)) }
}

// The iOS 13 initialisers, as packages that wrap them call them.
extension TextField where Label == Text {
  init(optionalKey: LocalizedStringKey?, text: Binding<String>) {
    self.init(optionalKey ?? "Untitled", text: text, onEditingChanged: { _ in }, onCommit: {})
  }
}

private struct Legacy: View {
  var body: some View {
    VStack {
      TextField(optionalKey: nil, text: .constant(""))
      TextField("Count", value: .constant(42), formatter: NumberFormatter())
      SecureField("Code", text: .constant("abc"), onCommit: {})
      Toggle(LocalizedStringKey("Alerts"), isOn: .constant(false))
    }
  }
}

private struct Settings: View {
  let rows = ["Wi-Fi", "Bluetooth"]
  let confirm: Button<Text> = Button(confirming: "save")
  let stack: VStack<Text> = VStack { Text("Header") }

  func row(_ name: String) -> some View { Text(name).accessibilityIdentifier(name) }

  var body: some View {
    VStack(spacing: 8) {
      stack
      ForEach(rows, id: \.self, content: row)
      Toggle(setting: "Sync")
      TextField(search: "tea")
      SecureField(pin: "1234")
      confirm
    }
  }
}

@MainActor @Suite struct AppleDeclarationsTests {
  /// Each constrained initialiser made its control: the button's title is upper-cased by the
  /// extension, the rows come from the function, the toggle reads on, the field its text and
  /// the secure field four bullets.
  @Test func constrainedExtensionsMakeTheirControls() throws {
    let r = try layout(Settings())
    let elements = r.semantics.elements
    #expect(elements.contains { $0.label == "SAVE" })
    #expect(r.semantics["Wi-Fi"]?.label == "Wi-Fi" && r.semantics["Bluetooth"] != nil)
    #expect(elements.contains { $0.label == "Sync" && $0.value == "1" })
    #expect(elements.contains { $0.label == "Search" && $0.value == "tea" })
    #expect(elements.contains { $0.label == "PIN" && $0.value?.count == 4 })
  }

  /// The iOS 13 forms: an untitled field reads "Untitled", 42 through a number formatter reads
  /// "42", three typed characters are three bullets, and the toggle is off.
  @Test func olderInitialisersMakeTheirControls() throws {
    let elements = try layout(Legacy()).semantics.elements
    #expect(elements.contains { $0.label == "Untitled" && $0.value == "" })
    #expect(elements.contains { $0.label == "Count" && $0.value == "42" })
    #expect(elements.contains { $0.label == "Code" && $0.value?.count == 3 })
    #expect(elements.contains { $0.label == "Alerts" && $0.value == "0" })
  }
}
