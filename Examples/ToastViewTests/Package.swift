// swift-tools-version:6.0
// An app team's package as Popshot's users have it: SwiftUI views that build for iOS, tested on
// Linux against Popshot, with a plain `import SwiftUI` (UnreadToast.swift) or the conditional
// import (SaveConfirmation.swift). CI builds and tests it (scripts/test); an
// app depends on Popshot by URL and version, where this example depends on it by path.
import PackageDescription

let package = Package(
  name: "ToastViewTests",
  products: [.library(name: "ToastViews", targets: ["ToastViews"])],
  dependencies: [.package(name: "Popshot", path: "../..")],
  targets: [
    .target(
      name: "ToastViews",
      dependencies: [
        // Popshot's SwiftUI module on Linux; Apple's SDK module everywhere else.
        .product(name: "SwiftUI", package: "Popshot", condition: .when(platforms: [.linux])),
        .product(name: "PopshotUI", package: "Popshot", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "ToastViewsTests",
      dependencies: ["ToastViews", .product(name: "PopshotTesting", package: "Popshot")],
      // A snapshot test per #Preview and PreviewProvider of ToastViews, written at build time.
      plugins: [.plugin(name: "PopshotPreviews", package: "Popshot")]),
  ]
)
