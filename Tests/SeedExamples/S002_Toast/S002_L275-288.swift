#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct ContentView: View {
    @State private var toast: FancyToast? = nil
    var body: some View {
        VStack {
            Button {
                toast = FancyToast(type: .info, title: "Toast info", message: "Toast message")
            } label: {
                Text("Run")
            }

        }
        .toastView(toast: $toast)
    }
}
