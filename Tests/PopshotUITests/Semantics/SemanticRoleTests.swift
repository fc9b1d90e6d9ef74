import Foundation
import Testing

@testable import PopshotUI

/// Each role's facts, against the lists they come from: UIKit's controls and their traits
/// (UIAccessibilityTraits), and which layers a presentation lays over the page.
@Suite struct SemanticRoleTests {
  /// The controls a finger uses: UIKit's button, switch, text field, slider or stepper, link and
  /// tab bar item, and nothing a presentation adds.
  @Test func controls() {
    #expect(
      SemanticRole.allCases.filter(\.isControl) == [
        .button, .toggle, .textField, .adjustable, .link, .tab,
      ])
  }

  /// What lies over the page: a scrim, and the sheet, popup and toast drawn over it. A system
  /// alert, dialog, popover or menu draws its own scrim element, so its card is not one.
  @Test func coveringLayers() {
    #expect(SemanticRole.allCases.filter(\.coversWhatIsUnder) == [.scrim, .sheet, .toast, .popup])
  }

  /// What VoiceOver reads as one control, its label inside it: the controls and a progress
  /// view (UIProgressView reads its label and value as one element).
  @Test func oneControl() {
    #expect(
      SemanticRole.allCases.filter(\.readsAsOneControl) == [
        .button, .toggle, .textField, .adjustable, .link, .progress, .tab,
      ])
    #expect(SemanticRole.allCases.filter(\.isPlainView) == [.text, .image, .container])
  }

  /// The controls whose texts are their own (a button's title, a picker's options), which a
  /// list row does not treat as its label.
  @Test func ownTexts() {
    #expect(
      SemanticRole.allCases.filter(\.drawsItsOwnTexts) == [
        .button, .toggle, .textField, .adjustable,
      ])
  }

  /// iOS's own words: a UISwitch is a "switch", a UISlider "adjustable" in VoiceOver and a slider
  /// in the findings, a UITextField a "text field".
  @Test func spokenNames() {
    #expect(SemanticRole.toggle.spokenName == "switch")
    #expect(SemanticRole.adjustable.spokenName == "slider")
    #expect(SemanticRole.textField.spokenName == "text field")
    #expect(SemanticRole.button.spokenName == "button")
  }

  /// UIKit's default traits: UIButton .button, a link .link, UIImageView .image, UILabel
  /// .staticText, UISwitch .toggleButton (iOS 17), UISlider .adjustable; a text field has none
  /// of these (it announces "text field" itself).
  @Test func impliedTraits() {
    #expect(SemanticRole.button.impliedTraits == [.isButton])
    #expect(SemanticRole.tab.impliedTraits == [.isButton])
    #expect(SemanticRole.link.impliedTraits == [.isLink])
    #expect(SemanticRole.image.impliedTraits == [.isImage])
    #expect(SemanticRole.text.impliedTraits == [.isStaticText])
    #expect(SemanticRole.toggle.impliedTraits == [.isToggle])
    #expect(SemanticRole.adjustable.impliedTraits == [.adjustable])
    #expect(SemanticRole.textField.impliedTraits.isEmpty)
  }

  /// Sidecars keep storing a trait as its name, a plain JSON string.
  @Test func aTraitIsStoredByName() throws {
    let data = try JSONEncoder().encode([SemanticTrait.isModal, .notEnabled])
    #expect(String(decoding: data, as: UTF8.self) == #"["isModal","notEnabled"]"#)
    let back = try JSONDecoder().decode([SemanticTrait].self, from: data)
    #expect(back == [.isModal, .notEnabled])
  }

  /// Every AccessibilityTraits member is recorded under SwiftUI's spelling of its name.
  @Test func swiftUITraitsKeepSwiftUINames() {
    #expect(AccessibilityTraits([.isHeader, .isModal]).nameList == [.isHeader, .isModal])
    #expect(AccessibilityTraits.isHeader.nameList.map(\.rawValue) == ["isHeader"])
    #expect(AccessibilityTraits.names.count == 16)
  }
}
