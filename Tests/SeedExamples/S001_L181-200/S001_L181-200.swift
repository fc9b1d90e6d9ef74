#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct ContentView: View {
@State private var selectedDetent: PresentationDetent = .height(100)
var body: some View {
Text("Create with Swift")
.sheet(isPresented: .constant(true)) {
VStack {
Image(systemName: "swift")
.resizable()
.scaledToFit()
.padding()
.foregroundStyle(Color.accentColor)
if (selectedDetent != .height(100)) {
Text("We can’t wait to see what you will Create with Swift!")
}
}
.presentationDetents([.height(100), .medium, .large], selection: $selectedDetent)
.interactiveDismissDisabled()
}
}
}
