#if canImport(SwiftUI)
import SwiftUI
#else
import PopshotUI
#endif
private struct SmallDetent: CustomPresentationDetent {
static func height(in context: Context) -> CGFloat? {
return 100
}
}
private struct CompactDetent: CustomPresentationDetent {
static func height(in context: Context) -> CGFloat? {
max(50, min(context.maxDetentValue * 0.3, 200))
}
}
