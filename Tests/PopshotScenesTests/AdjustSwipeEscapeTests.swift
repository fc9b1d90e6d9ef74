// Steppers, sliders, swipes and VoiceOver's escape as steps. Expected values are worked out by
// hand: a stepper moves by its step and stops at its bounds; a slider's VoiceOver step is a tenth
// of its range (UISlider's, docs/swiftui.md "Interactions"); a swipe is 200 pt.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

private struct QuantityPage: View {
  @State private var quantity = 4
  @State private var volume = 0.5
  @State private var edits = 0
  var body: some View {
    VStack {
      Stepper("Quantity", value: $quantity, in: 1...5, step: 1)
      Slider(value: $volume, in: 0...1) {
        Text("Volume")
      } onEditingChanged: { editing in
        if !editing { edits += 1 }
      }
      .accessibilityIdentifier("volume")
      Text("Quantity \(quantity), volume \(Int((volume * 100).rounded())), edits \(edits)")
    }
  }
}

/// A date picker limited to 2026, and the day it holds (seconds since 1970, UTC).
private struct DatePage: View {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
  static let end = Date(timeIntervalSince1970: 1_798_761_599)  // 2026-12-31T23:59:59Z
  @State private var day = DatePage.start
  var body: some View {
    VStack {
      DatePicker("Date", selection: $day, in: Self.start...Self.end, displayedComponents: .date)
      Text("Day \(Int(day.timeIntervalSince1970))")
    }
  }
}

/// A card whose drag reports how far it went when it ends, and a sheet to swipe away.
private struct SwipePage: View {
  @State private var moved = "none"
  @State private var changes = 0
  @State private var editing = false
  var body: some View {
    VStack {
      Text("Card").frame(width: 200, height: 100)
        .gesture(
          DragGesture()
            .onChanged { _ in changes += 1 }
            .onEnded { v in moved = "\(Int(v.translation.width)),\(Int(v.translation.height))" }
        )
        .accessibilityIdentifier("card")
      Text("Moved \(moved) after \(changes)")
      Button("Edit") { editing = true }
        .sheet(isPresented: $editing) { Text("Editor") }
    }
  }
}

/// A popup that answers VoiceOver's escape gesture.
private struct EscapablePopup: View {
  @State private var shown = false
  var body: some View {
    ZStack {
      Button("Open") { shown = true }
      if shown {
        Text("Popup").padding().background(Color.white)
          .accessibilityAction(.escape) { shown = false }
      }
    }
  }
}

private func labels(_ r: RenderedScene) -> [String] { r.semantics.elements.compactMap(\.label) }

@MainActor
@Suite struct AdjustSwipeEscapeTests {
  let iPhone = variant("iphone-15")

  func shown(_ page: some View, _ steps: [Interaction]) throws -> [String] {
    labels(try render(Scene(name: "page", page: page).after(steps), iPhone))
  }

  /// 4 → 5 → 5 (the bound) → 4; the slider 50 % → 60 % → 50 % → 80 %, three edits.
  @Test func steppersAndSlidersStep() throws {
    #expect(
      try shown(QuantityPage(), [.increment("Quantity"), .increment("Quantity")]).contains(
        "Quantity 5, volume 50, edits 0"))
    #expect(
      try shown(QuantityPage(), [.increment("Quantity"), .decrement("Quantity")]).contains(
        "Quantity 4, volume 50, edits 0"))
    #expect(
      try shown(
        QuantityPage(),
        [.increment("volume"), .decrement("volume"), .adjust("volume", toNormalizedPosition: 0.8)]
      ).contains("Quantity 4, volume 80, edits 3"))
  }

  @Test func aStepperHasNoTrackToSet() throws {
    #expect {
      try shown(QuantityPage(), [.adjust("Quantity", toNormalizedPosition: 1)])
    } throws: { error in
      "\(error)".contains("has no track to set; step it with .increment or .decrement")
    }
  }

  /// A swipe right on the card: its onChanged runs once, then onEnded with 200 pt across.
  @Test func aSwipeRunsTheDrag() throws {
    #expect(try shown(SwipePage(), [.swipe("card", .right)]).contains("Moved 200,0 after 1"))
    #expect(try shown(SwipePage(), [.swipe("card", .up)]).contains("Moved 0,-200 after 1"))
  }

  @Test func aSwipeDownOnASheetClosesIt() throws {
    let r = try render(
      Scene(name: "page", page: SwipePage()).after([.tap("Edit"), .swipe("Editor", .down)]),
      iPhone)
    #expect(r.semantics.presentations.isEmpty)
  }

  @Test func aSwipeOnNothingThatTakesOneFails() throws {
    #expect {
      try shown(SwipePage(), [.swipe("Edit", .left)])
    } throws: { error in
      "\(error)".contains("takes no swipe: no DragGesture there, and it is not on a sheet")
    }
  }

  @Test func voiceOverEscapeRunsTheFrontMostEscapeAction() throws {
    #expect(try shown(EscapablePopup(), [.tap("Open")]).contains("Popup"))
    #expect(!(try shown(EscapablePopup(), [.tap("Open"), .escape]).contains("Popup")))
    #expect {
      try shown(EscapablePopup(), [.escape])
    } throws: { error in
      "\(error)" == ".escape: no view on the screen declares accessibilityAction(.escape)"
    }
  }

  /// The probe tries the escape gesture on a popup written in the view.
  @Test func theDismissalProbeTriesTheEscape() throws {
    let scene = Scene(name: "page", page: EscapablePopup()).after([.tap("Open")])
    let o = try #require(SceneRenderer().observeDismissal(scene, iPhone))
    let escape = try #require(o.trials.first { $0.way == "VoiceOver's escape gesture" })
    #expect(escape.closed)
  }

  /// `.pick` sets the selection; a date past the picker's range is kept at its end, as
  /// UIDatePicker keeps it. 2026-03-14T09:41:00Z is 1,773,481,260 s after 1970.
  @Test func pickChoosesADateWithinTheRange() throws {
    let march = Date(timeIntervalSince1970: 1_773_481_260)
    #expect(try shown(DatePage(), [.pick(march, in: "Date")]).contains("Day 1773481260"))
    let later = Date(timeIntervalSince1970: 1_900_000_000)
    #expect(try shown(DatePage(), [.pick(later, in: "Date")]).contains("Day 1798761599"))
    #expect(
      Interaction.storageName([.pick(march, in: "Date")]) == "pick-2026-03-14T09-41-00Z-in-Date")
  }
}
