import PopshotGraphics
import PopshotUI

/// A VStack of 5,000 and of 20,000 buttons laid out: semantics must cost the number of elements,
/// not its square (issue 48 measured 0.5 s for 2,500 buttons and 87 s for 20,000 before: each
/// button copied every element placed before it).
func manyButtonsLayout() throws {
  for count in [5_000, 20_000] {
    let page = VStack(spacing: 0) {
      ForEach(0..<count) { i in Button("Button \(i)") {} }
    }
    let ms = try median { _ = try LayoutEngine.render(page, size: Size(width: 393, height: 852)) }
    reportTime("layout.buttons.\(count / 1000)k", ms)
  }
}
