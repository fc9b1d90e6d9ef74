import Foundation
import PopshotGraphics
import Testing

@testable import PopshotScenes

/// The control modifiers and views a fixture can name map onto the same SwiftUI modifiers.
@Suite struct FixtureControlTests {
  func render(_ view: String) throws -> SceneSemantics {
    let scene = try FixtureDecoder.decode(
      #"{"page": {"view": \#(view)}}"#, name: "controls", file: "controls.json")
    let variant = Variant(
      device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)
    return try SceneRenderer().render(scene, variant).semantics
  }

  @Test func aDisabledProminentButtonIsInactive() throws {
    let s = try render(
      #"{"button": {"title": "Save"}, "id": "save", "modifiers": [{"buttonStyle": "borderedProminent"}, {"disabled": true}]}"#
    )
    let save = try #require(s["save"])
    #expect(save.traits == [.notEnabled] && save.actions.isEmpty)
    let label = try #require(s.elements.first { $0.role == .text && $0.layer == .page })
    // The disabled fill is secondarySystemFill (#787880 at 16%) over the white page.
    #expect(label.background == (try SRGBColor(hex: "#787880")).opacity(0.16))
  }

  @Test func aTintAndAControlSizeReachTheButton() throws {
    let s = try render(
      #"{"button": {"title": "Go"}, "id": "go", "modifiers": [{"buttonStyle": "bordered"}, {"controlSize": "large"}, {"tint": "green"}]}"#
    )
    let label = try #require(s.elements.first { $0.role == .text && $0.layer == .page })
    #expect(label.foreground == (try SRGBColor(hex: "#34C759")))
    // Large: 15 pt above and below the label (iOS 17 and iOS 26.5 recordings, docs/platform.md
    // "Buttons").
    let go = try #require(s["go"])
    #expect(abs(go.frame.height - (label.frame.height + 30)) < 1e-9)
  }

  @Test func anIconOnlyLabelIsReadByItsTitle() throws {
    let s = try render(
      #"{"label": {"title": "Favourites", "systemImage": "star.fill"}, "modifiers": [{"labelStyle": "iconOnly"}]}"#
    )
    #expect(s.elements.contains { $0.role == .image && $0.label == "Favourites" })
    // No text on the page (the status bar's clock is chrome).
    #expect(!s.elements.contains { $0.role == .text && $0.layer == .page })
  }

  /// What VoiceOver says beyond the label: a value, a hint, traits added and taken away, and a
  /// sort priority, each as the Swift modifier sets it.
  @Test func accessibilityModifiersReachTheElement() throws {
    let s = try render(
      #"{"vstack": {"children": [{"text": "Drafts", "id": "title", "modifiers": [{"accessibilityAddTraits": "isHeader"}]}, {"button": {"title": "Volume"}, "id": "volume", "modifiers": [{"accessibilityValue": "50%"}, {"accessibilityHint": "Adjusts the volume"}, {"accessibilityAddTraits": ["isSelected", "isToggle"]}, {"accessibilityRemoveTraits": "isButton"}, {"accessibilitySortPriority": 2}]}]}}"#
    )
    let title = try #require(s["title"])
    #expect(title.traits == [.isHeader])
    let volume = try #require(s["volume"])
    #expect(volume.value == "50%" && volume.hint == "Adjusts the volume")
    #expect(volume.traits == [.isSelected, .isToggle])
    #expect(volume.removedTraits == [.isButton])
    #expect(volume.sortPriority == 2)
    // Read first: the higher priority goes before the title above it.
    let order = s.readingOrder(.leftToRight).order.map { s.elements[$0].id }
    #expect(order.filter { ["title", "volume"].contains($0) } == ["volume", "title"])
  }

  @Test(arguments: [
    (
      #"{"text": "a", "modifiers": [{"accessibilityAddTraits": ["isHeader", "isHeadr"]}]}"#,
      #"controls.json: page.view.modifiers[0].accessibilityAddTraits[1]: unknown accessibility trait "isHeadr"; did you mean "isHeader"?"#
    ),
    (
      #"{"button": {"title": "a"}, "modifiers": [{"buttonStyle": "fancy"}]}"#,
      #"controls.json: page.view.modifiers[0].buttonStyle: expected one of "automatic", "borderless", "plain", "bordered", "borderedProminent", found the string "fancy""#
    ),
    (
      #"{"label": {"title": "a", "systemImage": "strr.fill"}}"#,
      #"controls.json: page.view.label.systemImage: unknown symbol "strr.fill"; did you mean "star.fill"?; Popshot draws "#
    ),
  ])
  func badControlFixturesSayWhere(_ json: String, _ prefix: String) {
    do {
      _ = try render(json)
      Issue.record("no error for \(json)")
    } catch {
      #expect("\(error)".hasPrefix(prefix), "\(error)")
    }
  }
}
