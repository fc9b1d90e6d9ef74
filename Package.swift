// swift-tools-version:6.0
// Popshot: snapshot tests and accessibility audits for iOS-style overlays, rendered on Linux.
// No outside Swift packages: the toolchain plus Debian's C libraries (see scripts/) are all it uses.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Popshot",
  products: [
    .library(name: "PopshotSupport", targets: ["PopshotSupport"]),
    .library(name: "PopshotGraphics", targets: ["PopshotGraphics"]),
    .library(name: "PopshotText", targets: ["PopshotText"]),
    .library(name: "PopshotUI", targets: ["PopshotUI"]),
    // `import UIKit` on Linux: depend on it for Linux only (docs/swiftui.md, "The UIKit module").
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "PopshotScenes", targets: ["PopshotScenes"]),
    .library(name: "PopshotSnapshot", targets: ["PopshotSnapshot"]),
    .library(name: "PopshotAudit", targets: ["PopshotAudit"]),
    .library(name: "PopshotTesting", targets: ["PopshotTesting"]),
    .library(name: "PopshotReport", targets: ["PopshotReport"]),
    .library(name: "PopshotRun", targets: ["PopshotRun"]),
    .executable(name: "popshot", targets: ["popshot"]),
    .executable(name: "popshot-bench", targets: ["popshot-bench"]),
    // On a test target: a snapshot test per `#Preview` and `PreviewProvider` of the view targets
    // it depends on (README, "Previews as snapshots").
    .plugin(name: "PopshotPreviews", targets: ["PopshotPreviews"]),
  ],
  targets: [
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    .systemLibrary(
      name: "CJPEG",
      pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"])]
    ),
    // zlib (a dependency of libpng-dev): inflates the FlateDecode streams of PDF vector assets.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // libdeflate: inflates PNG image data in one call, several times faster than zlib's
    // streaming inflate on UI frames (popshot_png_quick.c).
    .systemLibrary(
      name: "CDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]
    ),
    // Small C helpers: libpng's full write API reports errors by longjmp and PNG_FORMAT_RGBA & co.
    // are macros, so the PNG glue stays on the C side and hands Swift plain functions and status
    // codes (libjpeg's errors likewise); and a 32-bit fill over glibc's vectorised wmemset.
    // Optimised even in debug builds: `swift test` hashes and fills whole frames.
    .target(name: "CPopshotShims", dependencies: ["CPNG", "CJPEG", "CDeflate"]),
    // What every layer uses and nothing pixel-shaped: atomic files, the record policy, JSON
    // reading, "did you mean" names, path arithmetic, parallel map and the renderer version.
    .target(name: "PopshotSupport"),
    .target(
      name: "PopshotGraphics", dependencies: ["CPNG", "CPopshotShims", "CZlib", "PopshotSupport"]),
    // The golden-image expectation of Popshot's own test targets (Swift Testing).
    .target(name: "PopshotGoldens", dependencies: ["PopshotGraphics", "PopshotSupport"]),
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]
    ),
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    .target(name: "PopshotText", dependencies: ["PopshotGraphics", "CFreeType", "CHarfBuzz"]),
    // The benchmark's reference frame (the seed's toast over a dimmed page), shared with the tests.
    .target(name: "PopshotReference", dependencies: ["PopshotText", "PopshotGraphics"]),
    // Combine is not on Linux: this target stands in for the part SwiftUI code uses.
    .target(name: "Combine"),
    // `#Preview`'s compiler plugin: it speaks the compiler's plugin protocol itself (no
    // swift-syntax) and expands previews to nothing, so SwiftUI files with previews build.
    .macro(name: "PopshotPreviewMacros"),
    .target(
      name: "PopshotUI",
      dependencies: [
        "PopshotText", "PopshotGraphics", "PopshotSupport", "Combine", "PopshotPreviewMacros",
      ]),
    // UIKit is not on Linux either: this target re-exports PopshotUI's UIKit names under UIKit's
    // module name (those names stay in PopshotUI, since `import SwiftUI` brings them on iOS).
    .target(name: "UIKit", dependencies: ["PopshotUI"]),
    // The seeds' SwiftUI views transcribed into the DSL: shared by tests and the benchmark.
    .target(name: "PopshotSeeds", dependencies: ["PopshotUI", "PopshotText", "PopshotGraphics"]),
    .target(
      name: "PopshotScenes",
      dependencies: ["PopshotUI", "PopshotText", "PopshotGraphics", "PopshotSupport"]),
    .target(
      name: "PopshotSnapshot",
      dependencies: [
        "PopshotScenes", "PopshotUI", "PopshotText", "PopshotGraphics", "PopshotSupport",
      ]),
    .target(
      name: "PopshotAudit",
      dependencies: ["PopshotScenes", "PopshotUI", "PopshotGraphics", "PopshotSupport"]),
    // Links no report writer: its accessibility strategies draw with PopshotSnapshot's
    // AccessibilityImage.
    .target(
      name: "PopshotTesting",
      dependencies: [
        "PopshotSnapshot", "PopshotAudit", "PopshotScenes", "PopshotUI", "PopshotText",
        "PopshotGraphics", "PopshotSupport",
      ]),
    // The gallery's CSS and JavaScript are files of the target's resource bundle (GalleryAssets).
    .target(
      name: "PopshotReport",
      dependencies: [
        "PopshotSnapshot", "PopshotAudit", "PopshotScenes", "PopshotUI", "PopshotText",
        "PopshotGraphics", "PopshotSupport",
      ],
      resources: [.copy("Resources")]),
    // The run pipeline (select, render, verify, audit, report); `popshot` parses and prints.
    .target(
      name: "PopshotRun",
      dependencies: [
        "PopshotReport", "PopshotAudit", "PopshotSnapshot", "PopshotScenes", "PopshotUI",
        "PopshotText", "PopshotGraphics", "PopshotSupport",
      ]),
    .executableTarget(
      name: "popshot",
      dependencies: [
        "PopshotRun", "PopshotReport", "PopshotAudit", "PopshotSnapshot", "PopshotScenes",
        "PopshotUI", "PopshotText", "PopshotGraphics", "PopshotSupport",
      ]),
    .executableTarget(
      name: "popshot-bench",
      dependencies: [
        "PopshotSnapshot", "PopshotAudit", "PopshotSeeds", "PopshotReference", "PopshotScenes",
        "PopshotUI", "PopshotText", "PopshotGraphics", "PopshotSupport",
      ]),
    // Previews as snapshots: the scanner and test writer, the tool the plugin runs, the plugin.
    .target(name: "PopshotPreviewScanner"),
    .executableTarget(name: "popshot-previews", dependencies: ["PopshotPreviewScanner"]),
    .plugin(
      name: "PopshotPreviews", capability: .buildTool(), dependencies: ["popshot-previews"],
      path: "Sources/PopshotPreviewsPlugin"),
    // Test helpers shared by the test targets (temporary folders that do not outlive a test).
    .target(name: "PopshotTestSupport", path: "Tests/PopshotTestSupport"),
    .testTarget(name: "PopshotPreviewScannerTests", dependencies: ["PopshotPreviewScanner"]),
    .testTarget(
      name: "PopshotSupportTests",
      dependencies: ["PopshotSupport", "PopshotTestSupport"]
    ),
    .testTarget(
      name: "PopshotGraphicsTests",
      dependencies: [
        "PopshotGraphics", "PopshotGoldens", "PopshotReference", "PopshotSupport",
        "PopshotTestSupport",
      ],
      exclude: ["Goldens"],
      resources: [.copy("Resources/PngSuite")]
    ),
    .testTarget(name: "PopshotGoldensTests", dependencies: ["PopshotGoldens", "PopshotGraphics"]),
    .testTarget(
      name: "PopshotTextTests",
      dependencies: ["PopshotText", "CFreeType", "PopshotGoldens", "PopshotReference"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "PopshotUITests",
      dependencies: [
        "PopshotUI", "PopshotSeeds", "PopshotScenes", "PopshotGoldens", "PopshotSupport",
        "PopshotTestSupport",
      ],
      exclude: ["Goldens"]
    ),
    // What `import UIKit` alone gives, in a module that imports nothing else of Popshot.
    .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
    .testTarget(
      name: "PopshotScenesTests",
      dependencies: [
        "PopshotScenes", "PopshotGoldens", "PopshotReference", "PopshotSupport",
        "PopshotTestSupport",
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "PopshotAuditTests",
      dependencies: ["PopshotAudit", "PopshotSupport", "PopshotTestSupport"]
    ),
    .testTarget(
      name: "PopshotCLITests",
      // PopshotSupport for its JSON parser, which tells true from 1 (the SARIF schema check);
      // PopshotReport and PopshotRun for the gallery's accept commands and the selections they
      // make; PopshotAudit for the rule list the reports' rule counts are checked against.
      dependencies: [
        "popshot", "PopshotAudit", "PopshotReport", "PopshotRun", "PopshotSupport",
        "PopshotTestSupport",
      ]
    ),
    .testTarget(
      name: "PopshotRunTests",
      dependencies: ["PopshotRun", "PopshotSupport", "PopshotTestSupport"]
    ),
    .testTarget(
      name: "PopshotSnapshotTests",
      dependencies: [
        "PopshotSnapshot", "PopshotScenes", "PopshotUI", "PopshotGraphics", "PopshotSupport",
        "PopshotReference", "PopshotTestSupport",
      ]
    ),
    .testTarget(
      name: "PopshotTestingTests",
      dependencies: ["PopshotTesting", "PopshotSupport", "PopshotTestSupport"],
      // Baselines of the strategies' own tests (AccessibilityImageStrategyTests).
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "PopshotReportTests",
      dependencies: [
        "PopshotReport", "PopshotSnapshot", "PopshotScenes", "PopshotSupport", "PopshotTestSupport",
      ]
    ),
  ]
)

// `import SwiftUI` on Linux: SwiftUI and SwiftUICore are PopshotUI under Apple's module names
// (docs/swiftui.md, "The SwiftUI module"). Declared on Linux only, where the SDK has no module of
// those names; a package depends on the product with a Linux condition.
#if os(Linux)
  package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
  package.targets += [
    .target(name: "SwiftUICore", dependencies: ["PopshotUI"]),
    .target(name: "SwiftUI", dependencies: ["SwiftUICore", "PopshotUI"]),
    // A view file with a plain `import SwiftUI` and Apple's qualified names, rendered.
    .testTarget(name: "SwiftUIModuleTests", dependencies: ["SwiftUI", "PopshotTesting"]),
  ]
#endif

// The seeds' SwiftUI examples, each as its article prints it but for the import line, compiled
// as a test module of its own (many declare their own ContentView) with tests of what it draws.
// Swift 5 language mode, as the articles' code was written.
let seedExamples = [
  "S001_L11-22",
  "S001_L26-37",
  "S001_L42-53",
  "S001_L66-87",
  "S001_L89-114",
  "S001_L122-134",
  "S001_L136-148",
  "S001_L151-178",
  "S001_L181-200",
  "S001_L204-231",
  "S001_L234-261",
  "S001_L55-64",
  "S000_L157-181",
  "S002_L13-53",
  "S002_Toast",
  "S003_Popup",
  "S004_L11-23",
  "S004_L365-415",
  "S004_Popups",
  "S004_Present",
]
// Seed 003's playground program ends with a top-level statement, which only an executable's
// main.swift may hold: it is built as one (its stand-ins for UIKit and PlaygroundSupport beside
// it), and its views are tested through the article's later excerpts in S003_Popup.
package.targets.append(
  .executableTarget(
    name: "SeedExampleS003_L11_129", dependencies: ["PopshotUI"],
    path: "Tests/SeedExamples/S003_L11-129", swiftSettings: [.swiftLanguageMode(.v5)]))
package.targets += seedExamples.map { name in
  .testTarget(
    name: "SeedExample" + String(name.map { $0 == "-" ? "_" : $0 }),
    dependencies: ["PopshotTesting"],
    path: "Tests/SeedExamples/" + name,
    swiftSettings: [.swiftLanguageMode(.v5)]
  )
}
