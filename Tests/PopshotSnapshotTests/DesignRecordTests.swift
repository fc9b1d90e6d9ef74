import Foundation
import PopshotScenes
import PopshotUI
import Testing

@testable import PopshotSnapshot

/// The sidecar records the design a baseline shows, and a switch of design is said first when a
/// baseline fails.
@Suite struct DesignRecordTests {
  @Test func theSidecarRecordsTheDesign() throws {
    let t = TemporaryStore()
    var v = se
    v.design = .liquidGlass
    _ = try verify(t, card(), .all, variant: v)
    #expect(
      v.name == "iphone-se-3.portrait" + (Design.default == .liquidGlass ? "" : ".liquidGlass"))
    let sidecar = try t.store.sidecar("card", v.name)
    #expect(sidecar.design == .liquidGlass)
    let json = try String(contentsOfFile: t.store.sidecarPath("card", v.name), encoding: .utf8)
    #expect(json.contains(#""design" : "liquidGlass""#))
  }

  /// Sidecars written before designs existed have no `design`: they show the classic design.
  @Test func aSidecarWithoutADesignShowsTheClassicOne() throws {
    let t = TemporaryStore()
    var v = se
    v.design = .classic
    _ = try verify(t, card(), .all, variant: v)
    let path = t.store.sidecarPath("card", v.name)
    let json = try String(contentsOfFile: path, encoding: .utf8)
    let old = json.replacingOccurrences(of: "  \"design\" : \"classic\",\n", with: "")
    #expect(old != json)
    try old.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try t.store.sidecar("card", v.name).recordedDesign == .classic)
    #expect(try verify(t, card(), .never, variant: v).status == .passed)
  }

  @Test func aDesignSwitchIsExplainedBeforeTheElements() throws {
    let t = TemporaryStore()
    var v = se
    v.design = .classic
    _ = try verify(t, card(), .all, variant: v)
    let path = t.store.sidecarPath("card", v.name)
    let json = try String(contentsOfFile: path, encoding: .utf8)
    try json.replacingOccurrences(of: #""design" : "classic""#, with: #""design" : "liquidGlass""#)
      .write(toFile: path, atomically: false, encoding: .utf8)
    // The same pixels in another design pass, as a new renderer with the same pixels does.
    #expect(try verify(t, card(), .never, variant: v).status == .passed)
    let o = try verify(t, card(dy: 1), .never, variant: v)
    #expect(o.status == .failed)
    let lines = o.message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let design = try #require(
      lines.firstIndex { $0.hasPrefix("design changed: liquidGlass → classic") })
    let moved = try #require(lines.firstIndex { $0.contains("moved") })
    #expect(design < moved)
  }

  /// Variants encoded before designs existed decode as classic ones.
  @Test func aVariantWithoutADesignDecodesAsClassic() throws {
    var v = se
    v.design = .liquidGlass
    let data = try JSONEncoder().encode(v)
    #expect(try JSONDecoder().decode(Variant.self, from: data) == v)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["design"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    #expect(try JSONDecoder().decode(Variant.self, from: old).design == .classic)
  }
}
