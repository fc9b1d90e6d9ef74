#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
extension View {
    func toastView(toast: Binding<FancyToast?>) -> some View {
        self.modifier(FancyToastModifier(toast: toast))
    }
}
