// SwiftUI code uses CGFloat, CGRect, DispatchQueue and friends without importing Foundation:
// SwiftUI re-exports it, and so does PopshotUI.
@_exported import Foundation
