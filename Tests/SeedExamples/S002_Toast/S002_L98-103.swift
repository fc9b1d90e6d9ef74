#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
struct FancyToast: Equatable {
    var type: FancyToastStyle
    var title: String
    var message: String
    var duration: Double = 3
}
