import PopshotGraphics

/// An inline navigation bar: 44 pt, a back button (chevron and "Back" in the accent colour) and a
/// centred semibold title, over the bar's light grey with a hairline below.
package struct NavigationBarView: View {
  let title: String
  let backButton: Bool

  package init(title: String, backButton: Bool) {
    self.title = title
    self.backButton = backButton
  }

  package var body: some View {
    ZStack {
      Text(title).font(.headline).id("navigationbar.title")
      HStack(spacing: 4) {
        if backButton {
          Button {
          } label: {
            HStack(spacing: 5) {
              Chevron().stroke(
                Color.accentColor, style: StrokeStyle(width: 2.6, cap: .round, join: .round)
              )
              .frame(width: 11, height: 20)
              Text("Back").font(.body)
            }
            // UIKit gives bar buttons the bar's full 44 pt height to tap.
            .frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
          }
          .id("navigationbar.back")
        }
        Spacer()
      }
      .padding(.horizontal, 8)
    }
    .frame(maxWidth: .infinity)
    .frame(height: 44)
    // The bar's material and hairline run under the status bar and, in landscape, across the
    // side insets to the screen's edges, as UIKit's bar background does.
    .background(NavigationBarView.material.ignoresSafeArea(edges: [.top, .horizontal]))
    .overlay(
      Rectangle().fill(Color.separator).frame(height: 0.33).ignoresSafeArea(edges: .horizontal),
      alignment: .bottom
    )
    .id("navigationbar")
  }
}

extension NavigationBarView {
  static let material = Color(
    light: try! .init(hex: "#F9F9F9F0"), dark: try! .init(hex: "#1D1D1DF0"))
}

/// The back chevron: a "<" of two strokes.
struct Chevron: Shape {
  func path(in r: Rect) -> Path {
    var p = Path()
    p.move(to: Point(x: r.maxX - 1.5, y: r.minY + 1.5))
    p.line(to: Point(x: r.minX + 1.5, y: r.midY))
    p.line(to: Point(x: r.maxX - 1.5, y: r.maxY - 1.5))
    return p
  }
}
