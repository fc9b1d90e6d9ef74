#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct ContentView: View {
@State var isFirstPresented = false
@State var isSecondPresented = false
var body: some View {
ZStack {
VStack {
Button(action: {
self.isFirstPresented = true
}, label: {
Text("Show Popup")
.padding()
.background(Color.green)
.foregroundColor(.white)
.cornerRadius(12)
})
Button(action: {
self.isSecondPresented = true
}, label: {
Text("Show Popup2")
.padding()
.background(Color.green)
.foregroundColor(.white)
.cornerRadius(12)
})
}
if isFirstPresented {
PopupView(isPresented: $isFirstPresented)
}
if isSecondPresented {
PopupImageView(isPresented: $isSecondPresented)
}
}.frame(width: 375, height: 700)
}
}
