#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct PopupImageContentsView: View {
@Binding var isPresented: Bool
var body: some View {
VStack {
Image(systemName: "star.fill")
.font(.system(size: 50))
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
