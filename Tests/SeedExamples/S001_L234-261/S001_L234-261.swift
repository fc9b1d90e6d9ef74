#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct ContentView: View {
@State private var selectedDetent: PresentationDetent = .height(100)
@State private var selectedColor: Color = Color.accentColor
var body: some View {
VStack {
Button("Change Color", action: {
selectedColor = selectedColor == .accentColor ? .white : .accentColor
})
.padding(.top)
Spacer()
}
.sheet(isPresented: .constant(true)) {
VStack {
Image(systemName: "swift")
.resizable()
.scaledToFit()
.padding()
.foregroundStyle(selectedColor)
if (selectedDetent != .height(100)) {
Text("We can’t wait to see what you will Create with Swift!")
}
}
.presentationDetents([.height(100), .medium, .large], selection: $selectedDetent)
.interactiveDismissDisabled()
.presentationBackgroundInteraction(.enabled(upThrough: .height(100)))
}
}
}
