import Foundation
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotSnapshot

/// Sidecars recorded before presentations had typed kinds and layers read back and write out to
/// the same bytes: the format is the designers' reviewed record, not an implementation detail.
@Suite struct SidecarFormatTests {
  @Test(arguments: [
    "sheet-background-interaction/ipad-air-11.portrait",  // a page sheet live at "page"
    "sheet-background-up-through/iphone-15-pro-max.portrait",
    "toast-error/iphone-15.portrait",
    "full-screen-cover/iphone-se-3.landscape",
    "popup-in-navigation/iphone-15.portrait",
  ])
  func recordedSidecarsRoundTrip(_ name: String) throws {
    let path = repositoryRoot.appendingPathComponent("Snapshots/\(name).json")
    let bytes = try Data(contentsOf: path)
    let sidecar = try JSONDecoder().decode(Sidecar.self, from: bytes)
    #expect(try sidecar.encoded() == bytes)
  }

  /// `pageInteractive` is written for readers and derived from `modal` (issue 29): a sidecar
  /// where the two disagree is not one Popshot wrote, and is refused.
  @Test func pageInteractiveIsDerivedFromModal() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Snapshots/toast-error/iphone-15.portrait.json")
    let text = try String(contentsOf: path, encoding: .utf8)
    let toast = try JSONDecoder().decode(Sidecar.self, from: Data(text.utf8))
    #expect(toast.semantics.presentations.allSatisfy { $0.pageInteractive == !$0.modal })
    let altered = text.replacingOccurrences(
      of: #""pageInteractive" : true"#, with: #""pageInteractive" : false"#)
    #expect(altered != text)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Sidecar.self, from: Data(altered.utf8))
    }
  }

  @Test func kindsAndLayersAreTyped() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Snapshots/sheet-background-interaction/ipad-air-11.portrait.json")
    let semantics = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: path)).semantics
    let sheet = try #require(semantics.presentations.first)
    #expect(sheet.kind == .sheet && sheet.layer == .presentation("sheet"))
    // The iPad page sheet has no detent; the page behind stays live at the whole sheet.
    #expect(sheet.sheet?.detent == nil && sheet.waysOut.contains(.interactivePageAtDetent("page")))
    #expect(semantics.elements.contains { $0.layer == .chrome && $0.id.hasPrefix("statusbar.") })
    #expect(semantics.elements.contains { $0.layer == .page })
  }
}
