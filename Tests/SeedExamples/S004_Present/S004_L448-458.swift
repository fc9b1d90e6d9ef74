#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
extension UIViewController {
    func present<Content: View>(@ViewBuilder content:() -> Content) {
        let toPresent = UIHostingController(rootView: AnyView(EmptyView()))
        toPresent.modalPresentationStyle = .overCurrentContext
        toPresent.modalTransitionStyle = .crossDissolve
        toPresent.view.backgroundColor = .clear
        toPresent.rootView = AnyView(content().environment(.viewController, toPresent))
        
        present(toPresent, animated: false)
    }
}
