import PopshotGraphics
import Testing

@testable import PopshotUI

/// aheze/Setting's divided stack, written again: a VStack of the children with a Divider after
/// every child but the last.
private struct DividedStack: _VariadicView_UnaryViewRoot {
  @ViewBuilder func body(children: _VariadicView.Children) -> some View {
    let last = children.last?.id
    VStack(spacing: 0) {
      ForEach(children) { child in
        child
        if child.id != last {
          Divider()
        }
      }
    }
  }
}

/// Keeps the children it is given and draws them as they are.
private final class Seen { var children: _VariadicView.Children? }
private struct Keep: _VariadicView_MultiViewRoot {
  let seen: Seen
  func body(children: _VariadicView.Children) -> some View {
    seen.children = children
    return children
  }
}

/// The children as one unary view.
private struct Unary: _VariadicView_UnaryViewRoot {
  func body(children: _VariadicView.Children) -> some View { children }
}

private struct Badge: _ViewTraitKey {
  static let defaultValue = "none"
}

/// A view whose body is two views: they are two children, as they are two views of a stack.
private struct Pair: View {
  var body: some View {
    Text("P")
    Text("Q")
  }
}

@Suite struct VariadicViewTests {
  /// Three texts with a divider between each two: a body text is L = 20.333 pt tall (SF Pro's
  /// 17 × 2444 / 2048 = 20.287 rounded up to the 3x pixel) and a divider one 3x pixel, 1/3 pt,
  /// with no spacing: the texts start at 0, L + 1/3 and 2L + 2/3, the dividers at L and
  /// 2L + 1/3, across the 400 pt offered: every edge on a pixel.
  @Test func dividersBetweenChildren() throws {
    let tree = _VariadicView.Tree(DividedStack()) {
      Text("Wi-Fi").id("a")
      Text("Bluetooth").id("b")
      Text("Cellular").id("c")
    }
    let result = try LayoutEngine.render(
      tree.frame(width: 400, height: 400, alignment: .topLeading),
      size: Size(width: 400, height: 400))
    let line = SF.lineOnPixels(17)
    let hair = 1.0 / 3
    #expect(near(result.frames["a"]?.minY, 0))
    #expect(near(result.frames["b"]?.minY, line + hair))
    #expect(near(result.frames["c"]?.minY, 2 * line + 2 * hair))
    #expect(near(result.frames["c"]?.height, line))
    let separator = Color.separator.resolved(.light)
    let dividers = result.displayList.items.compactMap { item -> Rect? in
      guard case .fill(let p, .solid(let c), _) = item, c == separator else { return nil }
      return p.controlBounds
    }
    #expect(dividers.count == 2)
    for (d, y) in zip(dividers, [line, 2 * line + hair]) {
      #expect(near(d.minY, y) && near(d.height, hair) && d.minX == 0 && d.width == 400)
    }
  }

  /// The children are the views a stack would lay out: 1 text, a ForEach's 2 rows, nothing for a
  /// false `if` or an EmptyView, a Group's 2 views and a custom view's 2: 7 in all, in order.
  @Test func childrenAreTheFlattenedViews() throws {
    let seen = Seen()
    let show = false
    _ = try layout(
      _VariadicView.Tree(Keep(seen: seen)) {
        Text("A")
        ForEach(0..<2) { i in Text("row \(i)") }
        if show { Text("hidden") }
        EmptyView()
        Group {
          Text("G1")
          Text("G2")
        }
        Pair()
      })
    let children = try #require(seen.children)
    #expect(children.count == 7)
    #expect(Set(children.map(\.id)).count == 7)
    #expect(children.last?.id == children[6].id)
  }

  /// A multi root's children join the HStack around the tree (two 10 pt squares side by side,
  /// no spacing); a unary root's tree is one view of the HStack, its two children in a column
  /// 8 pt apart (the VStack gap between two views).
  @Test func multiJoinsTheContainerUnaryIsOneView() throws {
    let multi = try layout(
      HStack(spacing: 0) {
        _VariadicView.Tree(Keep(seen: Seen())) {
          Color.red.frame(width: 10, height: 10).id("a")
          Color.blue.frame(width: 10, height: 10).id("b")
        }
      })
    expectFrames(multi, ["a": r(0, 0, 10, 10), "b": r(10, 0, 10, 10)])
    let unary = try layout(
      HStack(spacing: 0) {
        _VariadicView.Tree(Unary()) {
          Color.red.frame(width: 10, height: 10).id("a")
          Color.blue.frame(width: 10, height: 10).id("b")
        }
      })
    expectFrames(unary, ["a": r(0, 0, 10, 10), "b": r(0, 18, 10, 10)])
  }

  /// Traits and explicit ids are read from each child, through its other modifiers.
  @Test func traitsAndExplicitIDs() throws {
    let seen = Seen()
    _ = try layout(
      _VariadicView.Tree(Keep(seen: seen)) {
        Text("A")._trait(Badge.self, "new").padding().id("first")
        Text("B")
      })
    var children = try #require(seen.children)
    #expect(children[0][Badge.self] == "new")
    #expect(children[1][Badge.self] == "none")
    #expect(children[0].id(as: String.self) == "first")
    #expect(children[1].id(as: String.self) == nil)
    var second = children[1]
    second[Badge.self] = "set"
    #expect(second[Badge.self] == "set")
    children = try #require(seen.children)
    #expect(children[1][Badge.self] == "none")
  }
}
