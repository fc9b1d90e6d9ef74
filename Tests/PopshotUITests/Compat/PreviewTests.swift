import Testing

@testable import PopshotUI

// Previews as SwiftUI files write them: they must build here (the compiler type-checks each
// body against the macro's signature) and expand to nothing.
#Preview {
  Text("Hello")
}

#Preview("Dark card", traits: .sizeThatFitsLayout, .landscapeLeft) {
  VStack { Text("Card") }.padding().preferredColorScheme(.dark)
}

#Preview("With state") {
  @Previewable @State var isOn = true
  return Toggle("Wi-Fi", isOn: $isOn)
}

// The body is a view builder, as in SwiftUI: state before the view needs no `return`, and
// several views are one.
#Preview("Builder") {
  @Previewable @State var name = "Ada"
  TextField("Name", text: $name)
  Text(name)
}

#Preview("UIKit builder") {
  let label = UILabel()
  label
}

#Preview("Builder with traits", traits: .sizeThatFitsLayout) {
  Text("One")
  Text("Two")
}

@Suite struct PreviewTests {
  /// The previews above compiled; their traits are values a test can read.
  @Test func traitsAreKeptByName() {
    #expect(PreviewTrait<Preview.ViewTraits>.sizeThatFitsLayout.name == "sizeThatFitsLayout")
    #expect(
      PreviewTrait<Preview.ViewTraits>.fixedLayout(width: 320, height: 100).name
        == "fixedLayout(320.0, 100.0)")
  }
}
