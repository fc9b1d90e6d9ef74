import Foundation
import PopshotTesting
import Testing

/// A page whose body asks for two assets, as app code does.
private struct Page: View {
  let bundle: Bundle
  var body: some View {
    VStack {
      Image("logo", bundle: bundle)
      Color("Brand", bundle: bundle).frame(width: 10, height: 10)
    }
  }
}

/// A snapshot of a view that asks for an asset the catalogs do not have fails, naming it, even
/// when the baseline is recorded in the same run.
@Suite struct AssetMissTests {
  @Test func aMissingAssetFailsTheSnapshotNamingIt() throws {
    let root = URL(fileURLWithPath: NSTemporaryDirectory() + "popshot-miss-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let bundle = Bundle(path: root.path)!
    let page = Page(bundle: bundle)
    let iPhone15 = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    let failures = verifySnapshots(
      of: Scene(name: "page", page: page), variants: [iPhone15], named: "T/missing", mode: .all,
      directory: root.appendingPathComponent("Snapshots").path)
    let place = "bundle \(root.path) (no .xcassets folder in it)"
    // The body (and its colour) is evaluated before the image's layout looks its name up.
    #expect(
      Set(failures.map(\.message)) == [
        "T/missing iphone-15.portrait: image asset \"logo\" not found in \(place)",
        "T/missing iphone-15.portrait: color asset \"Brand\" not found in \(place)",
      ])
  }
}
