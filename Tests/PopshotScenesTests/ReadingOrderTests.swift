import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// VoiceOver's reading order (ReadingOrder.swift): top to bottom and leading to trailing, by
/// container, higher sort priority first, and only what VoiceOver can reach.
@Suite struct ReadingOrderTests {
  /// The labels read, in order, of a view shown as a page on an iPhone 15.
  func read(_ view: some View) throws -> [String] {
    let s = try render(Scene(name: "order", page: view), variant("iphone-15")).semantics
    return s.readingOrder(.leftToRight).order.map { s.elements[$0].label ?? s.elements[$0].id }
  }

  /// Two columns of two rows: read row by row, as the rows line up (each text's top is level
  /// with its neighbour's).
  @Test func rowsAcrossColumns() throws {
    #expect(try read(columns) == ["A1", "B1", "A2", "B2"])
  }

  /// Columns A and B of two texts each, 40 pt apart.
  var columns: some View {
    HStack(spacing: 40) {
      VStack {
        Text("A1")
        Text("A2")
      }
      VStack {
        Text("B1")
        Text("B2")
      }
    }
  }

  /// Right to left: the HStack puts its first column on the right, and a line is read from its
  /// leading (right) end, so the order is the same as left to right; reading a right-to-left
  /// layout left to right would start each row with the second column.
  @Test func rightToLeftReadsFromTheRight() throws {
    var rtl = variant("iphone-15")
    rtl.layoutDirection = .rightToLeft
    let s = try render(Scene(name: "order", page: columns), rtl).semantics
    let label = { (i: Int) in s.elements[i].label ?? s.elements[i].id }
    // The layout is mirrored: A is the right-hand column.
    let a1 = try #require(s.elements.first { $0.label == "A1" })
    let b1 = try #require(s.elements.first { $0.label == "B1" })
    #expect(a1.frame.minX > b1.frame.maxX)
    #expect(s.readingOrder(.rightToLeft).order.map(label) == ["A1", "B1", "A2", "B2"])
    #expect(s.readingOrder(.leftToRight).order.map(label) == ["B1", "A1", "B2", "A2"])
  }

  /// Each column an accessibility container: a container's elements are read together.
  @Test func containersKeepTheirElementsTogether() throws {
    let view = HStack(spacing: 40) {
      VStack {
        Text("A1")
        Text("A2")
      }.accessibilityElement(children: .contain)
      VStack {
        Text("B1")
        Text("B2")
      }.accessibilityElement(children: .contain)
    }
    #expect(try read(view) == ["A1", "A2", "B1", "B2"])
  }

  /// A higher sort priority is read first; equal priorities keep the geometric order.
  @Test func sortPriorityReorders() throws {
    let view = VStack {
      Text("First")
      Text("Second")
      Text("Third").accessibilitySortPriority(1)
    }
    #expect(try read(view) == ["Third", "First", "Second"])
  }

  /// A hidden element is left out; a button's own label is read as the button.
  @Test func hiddenAndControlLabelsAreLeftOut() throws {
    let view = VStack {
      Text("Shown")
      Text("Gone").accessibilityHidden(true)
      Button("Save") {}
    }
    let s = try render(Scene(name: "order", page: view), variant("iphone-15")).semantics
    let order = s.readingOrder(.leftToRight)
    #expect(order.order.map { s.elements[$0].label } == ["Shown", "Save"])
    let gone = try #require(s.elements.firstIndex { $0.label == "Gone" })
    #expect(order.status[gone] == .hidden)
    let button = try #require(s.elements.firstIndex { $0.role == .button })
    let label = try #require(s.elements.firstIndex { $0.role == .text && $0.label == "Save" })
    #expect(order.status[label] == .partOfControl(button))
    #expect(order.position(of: button) == 2)
  }

  /// Merged texts are part of the element that reads them.
  @Test func combinedPartsPointAtTheirElement() throws {
    let view = HStack {
      Text("Wi-Fi")
      Text("On")
    }.accessibilityElement(children: .combine)
    let s = try render(Scene(name: "order", page: view), variant("iphone-15")).semantics
    let order = s.readingOrder(.leftToRight)
    #expect(order.order.map { s.elements[$0].label } == ["Wi-Fi, On"])
    let row = order.order[0]
    let parts = s.elements.indices.filter { s.elements[$0].layer == .page && $0 != row }
    #expect(parts.map { order.status[$0] } == [.partOf(row), .partOf(row)])
  }

  /// A view with the isModal trait is all VoiceOver reads: the page behind it is inert.
  @Test func modalTraitLimitsTheOrder() throws {
    let view = ZStack {
      VStack {
        Text("Page")
        Button("Behind") {}
      }
      VStack {
        Text("Card")
        Button("Close") {}
      }.accessibilityAddTraits(.isModal)
    }
    let s = try render(Scene(name: "order", page: view), variant("iphone-15")).semantics
    let order = s.readingOrder(.leftToRight)
    #expect(order.order.map { s.elements[$0].label } == ["Card", "Close"])
    let behind = try #require(s.elements.firstIndex { $0.label == "Behind" && $0.role == .button })
    #expect(order.status[behind] == .inert)
  }

  /// A modal presentation leaves the page inert: only the sheet's content is read.
  @Test func modalPresentationLimitsTheOrder() throws {
    let scene = Scene(
      name: "order", page: Text("Page"),
      presentations: [.sheet(Sheet(content: Text("Sheet text")))])
    let s = try render(scene, variant("iphone-15")).semantics
    #expect(s.readingOrder(.leftToRight).order.map { s.elements[$0].label } == ["Sheet text"])
  }

  /// Lines by hand: frame 1's top (0) starts the line; frame 0's top (5) is above its middle
  /// (10), so it joins, and the line reads by left edge (0 before 60); frame 2 (top 40) is a
  /// line of its own. A top at exactly the middle starts a new line.
  @Test func linesByHand() {
    let frames = [
      Rect(x: 0, y: 5, width: 50, height: 20), Rect(x: 60, y: 0, width: 50, height: 20),
      Rect(x: 0, y: 40, width: 50, height: 20),
    ]
    #expect(ReadingOrder.lines(frames) == [0, 1, 2])
    let level = [
      Rect(x: 0, y: 10, width: 50, height: 20), Rect(x: 60, y: 0, width: 50, height: 20),
    ]
    #expect(ReadingOrder.lines(level) == [1, 0])
  }
}
