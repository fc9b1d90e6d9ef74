#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct ViewControllerHolder {
    weak var value: UIViewController?
}

struct ViewControllerKey: EnvironmentKey {
    
    static var defaultValue: ViewControllerHolder {
        ViewControllerHolder(value: UIApplication.shared.windows.filter {$0.isKeyWindow}.first?.rootViewController)
    }
}

extension EnvironmentValues {
    var viewController: UIViewController? {
        get{ self[ViewControllerKey.self].value }
        set{ self[ViewControllerKey.self].value = newValue }
    }
}
