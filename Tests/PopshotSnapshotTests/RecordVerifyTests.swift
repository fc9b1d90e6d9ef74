import Foundation
import PopshotScenes
import PopshotUI
import Testing

@testable import PopshotSnapshot

/// A verify right after a record passes, also for views whose elements once shared an id (an
/// image or text with an id after its `.onTapGesture`; issue 29).
@Suite struct RecordVerifyTests {
  @Test func recordThenVerifyTappedLeaves() throws {
    let t = TemporaryStore()
    let page = VStack {
      Image(systemName: "xmark").onTapGesture {}.id("close")
      Text("Undo").onTapGesture {}.id("undo")
    }
    let scene = Scene(name: "card", page: page)
    #expect(try verify(t, scene, .all).status == .recorded)
    let again = try verify(t, scene, .never)
    #expect(again.status == .passed, "\(again.message)")
    let ids = try t.store.sidecar("card", se.name).semantics.elements.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
