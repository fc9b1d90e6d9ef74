#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct ContentView: View {
@State private var selectedDetent: PresentationDetent = .medium
@State private var isSheetPresented = false
var body: some View {
Button("Show Sheet") {
isSheetPresented.toggle()
}
.sheet(isPresented: $isSheetPresented) {
sheetContent
.presentationDetents([.height(100), .medium, .fraction(0.7), .large], selection: $selectedDetent)
}
}
@ViewBuilder
private var sheetContent: some View {
switch selectedDetent {
case .medium:
Text("Medium Detent")
case .fraction(0.7):
Text("Fraction Detent")
case .large:
Text("Large Detent")
case .height(100):
Text("Height Detent")
default:
Text("Unknown Detent")
}
}
}
