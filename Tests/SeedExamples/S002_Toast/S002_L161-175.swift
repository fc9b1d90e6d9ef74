#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct FancyToastView_Previews: PreviewProvider {
  static var previews: some View {
    VStack {
        FancyToastView(
            type: .error,
            title: "Error",
            message: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ") {}
        
        FancyToastView(
            type: .info,
            title: "Info",
            message: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ") {}
    }
  }
}
