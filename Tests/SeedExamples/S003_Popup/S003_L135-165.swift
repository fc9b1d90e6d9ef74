#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct PopupBackgroundView: View {
@State var isPresented: Bool
var body: some View {
Color.black.opacity(0.3)
.onTapGesture {
self.isPresented = false
}
.edgesIgnoringSafeArea(.all)
}
}
struct PopupContentsView: View {
@Binding var isPresented: Bool
var body: some View {
VStack {
Text("Hello, World!")
.font(.largeTitle)
.foregroundColor(.white)
Button(action: {
isPresented = false
}, label: {
Text("Close")
.font(.headline)
.foregroundColor(.white)
.padding()
.frame(maxWidth: .infinity)
.background(Color.blue)
.cornerRadius(12)
})
}
}
}
