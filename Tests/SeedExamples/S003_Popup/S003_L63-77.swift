#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct PopupImageView: View {
@Binding var isPresented: Bool
var body: some View {
GeometryReader { geometry in
ZStack {
PopupBackgroundView(isPresented: isPresented)
.transition(.opacity)
PopupImageContentsView(isPresented: $isPresented)
.frame(width: geometry.size.width * 0.8, height: geometry.size.height * 0.3)
.background(Color.gray)
.cornerRadius(20)
}
}
}
}
