import Foundation
import PopshotGoldens
import PopshotGraphics
import PopshotScenes
import PopshotSeeds
import PopshotText
import Testing

@testable import PopshotUI

/// Renders a view on a `size` screen at `scale` and compares it with Goldens/<name>.png.
func expectUIGolden(
  _ view: some View, size: Size, scale: Double = 2, _ name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  var env = EnvironmentValues()
  env.displayScale = scale
  let result = try LayoutEngine.render(view, size: size, environment: env)
  expectGolden(
    try Painter(scale: scale).render(result.displayList, size: size), name,
    sourceLocation: sourceLocation)
}

@MainActor @Suite struct RenderingTests {
  @Test func fancyToastStyles() throws {
    let message = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
    try expectUIGolden(
      VStack(spacing: 12) {
        ForEach(FancyToastStyle.allCases, id: \.self) { style in
          FancyToastView(type: style, title: style.title, message: message)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.secondarySystemBackground),
      size: Size(width: 393, height: 420), "fancy-toast-four-styles")
  }

  @Test func popupOverPage() throws {
    try expectUIGolden(
      ZStack {
        VStack {
          Button(
            action: {},
            label: {
              Text("Show Popup").padding().background(Color.green).foregroundColor(.white)
                .cornerRadius(12)
            })
        }
        PopupView()
      }.frame(width: 375, height: 700),
      size: Size(width: 375, height: 700), scale: 1, "popup-contents-over-page")
  }

  /// The symbols the seeds use, in the golden's order.
  static let seedSymbols = [
    "info.circle.fill", "exclamationmark.triangle.fill", "checkmark.circle.fill",
    "xmark.circle.fill", "xmark", "star.fill", "swift",
  ]

  @Test func symbols() throws {
    try expectUIGolden(
      HStack {
        ForEach(RenderingTests.seedSymbols, id: \.self) { name in
          Image(systemName: name).foregroundColor(.blue)
        }
      }
      .font(.system(size: 24))
      .padding(8)
      .background(Color.white),
      size: Size(width: 300, height: 50), "symbols")
  }
}
