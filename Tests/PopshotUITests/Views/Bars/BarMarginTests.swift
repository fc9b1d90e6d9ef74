import PopshotGraphics
import Testing

@testable import PopshotUI

/// A classic navigation bar's margins are UIKit's layout margins: 16 on a 390 pt phone, 20 on a
/// 428 pt one (ModularHomeInventory's iOS 18 recording of the same view on both: its large title
/// and trailing button 20 pt from the edges on the wide one).
@Suite struct BarMarginTests {
  func title(width: Double, height: Double) throws -> Rect {
    var env = EnvironmentValues()
    env.horizontalSizeClass = .compact
    env.verticalSizeClass = .regular
    env.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    env.design = .classic
    env.screen = ScreenTraits(size: Size(width: width, height: height), scale: 3, idiom: .phone)
    let r = try LayoutEngine.render(
      NavigationStack { Text("Body").navigationTitle("Notifications") },
      size: Size(width: width, height: height), environment: env)
    return try #require(r.semantics.elements.first { $0.label == "Notifications" }).frame
  }

  @Test func widePhonesHave20PointMargins() throws {
    #expect(try title(width: 390, height: 844).minX == 16)
    #expect(try title(width: 428, height: 926).minX == 20)
  }
}
