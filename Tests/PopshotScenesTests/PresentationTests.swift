import PopshotGraphics
import PopshotSeeds
import PopshotSupport
import PopshotUI
import Testing

@testable import PopshotScenes

@Suite struct PresentationTests {
  static let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."

  /// On every device and orientation the toast spans the safe area's width and sits 30 pt above
  /// its bottom (the seed's offset), and never under the home indicator or status bar.
  @Test(arguments: Device.catalog.flatMap { d in Orientation.allCases.map { (d.id, $0) } })
  func toastSitsInsideTheSafeArea(_ device: String, _ o: Orientation) throws {
    let scene = try fixture("toast-error")
    let r = try render(scene, variant(device, o))
    let toast = r.semantics.presentations[0]
    let safe = r.semantics.safeArea
    #expect(abs(toast.frame.minX - safe.minX) < 1e-9 && abs(toast.frame.width - safe.width) < 1e-9)
    #expect(abs(toast.frame.maxY - (safe.maxY - 30)) < 1e-9)
    if let home = r.semantics.homeIndicator { #expect(toast.frame.maxY <= home.minY) }
    if let bar = r.semantics.statusBar { #expect(toast.frame.minY >= bar.maxY) }
  }

  @Test func toastAtTheTopSitsBelowTheStatusBar() throws {
    var t = Toast(style: .info, title: "Info", message: "Saved")
    t.edge = .top
    let r = try render(
      Scene(name: "t", page: EmptyView(), presentations: [.toast(t)]), variant("iphone-15"))
    #expect(r.semantics.presentations[0].frame.minY == 59)
  }

  /// A 100 × 50 popup on an iPhone 15 (safe area 393 × 759 from y = 59).
  @Test(arguments: [
    (PopupPosition.center, PopupKind.default, 146.5, 413.5), (.topLeading, .default, 0, 59),
    (.bottomTrailing, .default, 293, 768), (.top, .default, 146.5, 59),
    (.leading, .default, 0, 413.5),
    // Floater: 10 pt inside the safe area.
    (.top, .floater, 146.5, 69), (.bottomLeading, .floater, 10, 758),
    // Toast kind: attached to the screen's edge, ignoring the safe area.
    (.bottom, .toast, 146.5, 802), (.top, .toast, 146.5, 0),
  ])
  func popupPositions(_ position: PopupPosition, _ kind: PopupKind, _ x: Double, _ y: Double) throws
  {
    var p = Popup(content: Color.blue.frame(width: 100, height: 50))
    p.position = position
    p.kind = kind
    let r = try render(
      Scene(name: "t", page: EmptyView(), presentations: [.popup(p)]), variant("iphone-15"))
    #expect(near(r.semantics.presentations[0].frame, Rect(x: x, y: y, width: 100, height: 50)))
  }

  /// Popups stack in order: the later one is drawn (and listed) above the earlier one.
  @Test func popupsStackInOrder() throws {
    let first = Popup(content: Color.red.frame(width: 50, height: 50))
    var second = Popup(content: Color.blue.frame(width: 20, height: 20))
    second.scrim = Color.black.opacity(0.3)
    let r = try render(
      Scene(name: "t", page: EmptyView(), presentations: [.popup(first), .popup(second)]),
      variant("iphone-15"))
    #expect(r.semantics.presentations.map(\.id) == ["popup[0]", "popup[1]"])
    let z = Dictionary(uniqueKeysWithValues: r.semantics.elements.map { ($0.id, $0.zOrder) })
    #expect(z["popup[0]"]! < z["popup[1]/scrim"]! && z["popup[1]/scrim"]! < z["popup[1]"]!)
    // The second popup's scrim makes the first inert.
    #expect(r.semantics["popup[0]"]!.inert)
  }

  @Test func statusBarAndHomeIndicator() throws {
    let portrait = try render(Scene(name: "t", page: EmptyView()), variant("iphone-15"))
    #expect(portrait.semantics.statusBar == Rect(x: 0, y: 0, width: 393, height: 59))
    #expect(portrait.semantics.homeIndicator == Rect(x: 129.5, y: 852 - 13, width: 134, height: 5))
    let landscape = try render(
      Scene(name: "t", page: EmptyView()), variant("iphone-15", .landscape))
    #expect(landscape.semantics.statusBar == nil)
    let se = try render(Scene(name: "t", page: EmptyView()), variant("iphone-se-3"))
    #expect(se.semantics.homeIndicator == nil && se.semantics.statusBar?.height == 20)
  }

  /// A fixture decoded from JSON renders exactly as the same scene built in Swift.
  @Test func jsonFixtureEqualsTheSwiftScene() throws {
    var toast = Toast(style: .error, title: "Error", message: PresentationTests.lorem)
    toast.duration = 3
    toast.offset = 30
    let swift = Scene(
      name: "toast-error", seed: "002_ab4183c87b7e2c7e.txt",
      page: VStack {
        Button {
        } label: {
          Text("Run")
        }.id("page.run")
      },
      presentations: [.toast(toast)])
    for v in [variant("iphone-15"), variant("ipad-air-11", .landscape)] {
      let a = try render(swift, v)
      let b = try render(try fixture("toast-error"), v)
      #expect(a.displayList == b.displayList)
      #expect(a.semantics == b.semantics)
    }
  }

  /// One thread or several: the same pixels in the same order.
  @Test func parallelRenderingMatchesSerial() throws {
    let scene = try fixture("sheet-medium-large")
    let variants = scene.variants(.default).filter { $0.device.id != "ipad-air-11" }
    let jobs = variants.map { RenderJob(scene: scene, variant: $0) }
    let render: @Sendable (Int) -> Pixmap? = { i in
      try? Painter(scale: 0.25).render(
        SceneRenderer().render(jobs[i].scene, jobs[i].variant).displayList,
        size: jobs[i].variant.device.size(jobs[i].variant.orientation))
    }
    let serial = ParallelRunner.map(jobs.count, jobs: 1, render)
    let parallel = ParallelRunner.map(jobs.count, jobs: 3, render)
    #expect(serial.allSatisfy { $0 != nil })
    #expect(serial == parallel)
  }
}

/// Every fixture that presents something also yields its page variant: the same screen with
/// nothing presented, so the audit sees the controls that open the presentation.
@Suite struct PageVariantTests {
  static let names = try! FileManager.default.contentsOfDirectory(
    atPath: scenesRepositoryRoot.appendingPathComponent("Fixtures").path
  ).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  @Test(arguments: names)
  func pageVariantShowsNothingPresented(_ name: String) throws {
    let scene = try fixture(name)
    let pages = scene.variants().filter(\.isPage)
    if scene.presentations.isEmpty {
      #expect(pages.isEmpty)
      return
    }
    // One page variant beside each device and orientation of its matrix (the default one: 8).
    let places = Set(scene.variants().map { "\($0.device.id).\($0.orientation)" })
    #expect(pages.count == places.count)
    let full = scene.restriction.devices == nil && scene.restriction.orientations == nil
    #expect(!full || pages.count == 8)
    #expect(pages.allSatisfy { $0.name.hasSuffix(".page") })
    let r = try render(scene, pages[0])
    #expect(r.semantics.presentations.isEmpty)
    #expect(r.semantics.elements.allSatisfy { $0.layer == .page || $0.layer == .chrome })
    #expect(r.semantics.elements.filter { $0.layer == .page }.allSatisfy { !$0.inert })
  }

  /// seed 004's modal-buttons page: in the sheet's variant the two buttons are under the scrim;
  /// in the page variant they are the audit's to measure.
  @Test func pageVariantAuditsTheButtonsThatOpenTheSheet() throws {
    let scene = try fixture("half-screen-sheet")
    let page = try #require(scene.variants().first { $0.isPage && $0.name.hasPrefix("iphone-15.") })
    let r = try render(scene, page)
    #expect(r.semantics.elements.filter { $0.role == .button && !$0.inert }.count == 2)
  }

  @Test func detentNamedPageIsRefused() {
    let json = #"""
      {"page": {"view": {"text": "a"}}, "presentations": [{"sheet": {"content": {"text": "x"},
        "detents": [{"custom": {"name": "page", "height": 100}}]}}]}
      """#
    #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(json, name: "t", file: "t.json")
    }
  }
}
