// `import SwiftUI` on Linux: this module is PopshotUI under SwiftUI's name, re-exporting
// SwiftUICore as the iOS 18 SDK's SwiftUI does, so `import SwiftUI` needs no conditional import
// and qualified names (`SwiftUI.View`, `SwiftUI.Color`, `SwiftUICore.Text`) resolve. Like the
// SDK's module it brings Foundation, Combine and Observation, and the UIKit names SwiftUI code
// reaches for. It declares only an app's entry point (App.swift), which PopshotUI leaves out. Depend on it for Linux only, so that nothing
// changes on Apple platforms (docs/swiftui.md, "The SwiftUI module").
#if !canImport(Darwin)
  @_exported import PopshotUI
  @_exported import SwiftUICore
#endif
