// SwiftUICore is where the iOS 18 SDK keeps SwiftUI's core (View, Text, Color, the layout and
// the data flow); SwiftUI re-exports it, and code sometimes names it (`SwiftUICore.View`). On
// Linux this module is PopshotUI under that name. It declares nothing of its own. Depend on it
// (or on SwiftUI) for Linux only: on Apple platforms the SDK's module is the one to use
// (docs/swiftui.md, "The SwiftUI module").
#if !canImport(Darwin)
  @_exported import PopshotUI
#endif
