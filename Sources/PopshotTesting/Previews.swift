// Previews as snapshots. The `PopshotPreviews` build-tool plugin reads a view target's
// `#Preview` blocks and `PreviewProvider`s and writes one test per preview into the test target
// (popshot-previews, PopshotPreviewScanner), each calling `expectPreview`. A preview is drawn as
// its traits and modifiers ask (layout, orientation, device, appearance) on each variant of the
// matrix, with the presentations its tree can show opened (`presenting: .each`), and compared
// with `Snapshots/<File>Previews/<preview>/<variant>.png`. A failure is reported at the
// preview's own file and line.
import Foundation
import PopshotAudit
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotUI
import Testing

/// One preview of a view target: where it is written and what it makes.
public struct PreviewSnapshot {
  /// `Module/File.swift`, as `#fileID` spells it.
  public let fileID: String
  /// The source file's path, where failures are reported.
  public let filePath: String
  public let line: Int
  /// The preview's name (`#Preview("Dark")`, `previewDisplayName`), if it has one.
  public let name: String?
  public let traits: [PreviewTrait<Preview.ViewTraits>]
  public let make: @MainActor () -> any View

  public init(
    fileID: String, filePath: String, line: Int, name: String? = nil,
    traits: [PreviewTrait<Preview.ViewTraits>] = [], _ make: @escaping @MainActor () -> any View
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.name = name
    self.traits = traits
    self.make = make
  }

  /// The previews of a `PreviewProvider`, each named by its `previewDisplayName`, else by its
  /// place among them, at the provider's line.
  @MainActor
  public static func previews<P: PreviewProvider>(
    of provider: P.Type, fileID: String, filePath: String, line: Int
  ) -> [PreviewSnapshot] {
    let names = PreviewSettings.previews(in: P.previews).map { PreviewSettings.of($0).displayName }
    let count = names.count
    return names.indices.map { index in
      let name = names[index] ?? (count > 1 ? "\(P.self) \(index + 1)" : "\(P.self)")
      return PreviewSnapshot(fileID: fileID, filePath: filePath, line: line, name: name) {
        PreviewSettings.previews(in: P.previews)[index]
      }
    }
  }

  /// The baselines' name: `<File>Previews/<preview name>`, or `…/line-<n>` for an unnamed one;
  /// each part file-safe as steps are (`Interaction.fileSafe`: a name in other letters is told
  /// apart by its hash).
  var storageName: String {
    let file = ((fileID as NSString).lastPathComponent as NSString).deletingPathExtension
    let preview = name.map(Interaction.fileSafe) ?? "line-\(line)"
    return "\(Interaction.fileSafe(file))Previews/\(preview)"
  }

  /// Where a failure of this preview is reported: its own line.
  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
  }
}

/// The variants a preview is drawn on when the matrix names none.
public let defaultPreviewVariants: [Variant] = [.iPhone15]

/// The variants `view` is drawn on: each of `matrix`, with the preview's device, orientation and
/// appearance where it asks for them, or a canvas where its layout is not a device. Throws a
/// message naming an unknown device and the devices there are.
@MainActor
func previewVariants(of preview: PreviewSnapshot, view: any View, matrix: [Variant]) throws
  -> [Variant]
{
  let settings = PreviewSettings.of(view)
  var device: Device?
  if let name = settings.device {
    device =
      Device.catalog.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
      ?? Device.named(name)
    guard device != nil else {
      let names = Device.catalog.map { "\"\($0.name)\"" }.joined(separator: ", ")
      throw PreviewError(
        message: "previewDevice(\"\(name)\") is not a device Popshot draws; it draws \(names)")
    }
  }
  let layout = preview.traits.compactMap(\.layout).last ?? settings.layout ?? .device
  let orientation = preview.traits.compactMap(\.orientation).last ?? settings.orientation
  var variants: [Variant] = []
  for base in matrix {
    var v = base
    if let device { v.device = device }
    if let orientation { v.orientation = orientation.isLandscape ? .landscape : .portrait }
    if let scheme = settings.colorScheme { v.appearance = scheme == .dark ? .dark : .light }
    switch layout {
    case .device: break
    case .sizeThatFits, .fixed:
      let canvas: SnapshotLayout
      if case .fixed(let w, let h) = layout {
        canvas = .fixed(width: CGFloat(w), height: CGFloat(h))
      } else {
        canvas = .sizeThatFits
      }
      var traits = UITraitCollection()
      traits.userInterfaceStyle = v.appearance == .dark ? .dark : .light
      let drawn = canvas.variant(for: AnyView(view), traits: traits, design: v.design, chrome: nil)
      v = drawn
    }
    if !variants.contains(where: { $0.name == v.name }) { variants.append(v) }
  }
  return variants
}

struct PreviewError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// Swift Testing: the preview as snapshots, one per variant of `variants` (the suite's
/// configuration, else `defaultPreviewVariants`), with the presentations its tree can show
/// opened (with `eachTap`, each state one tap leads to instead); with `audit`, its findings at
/// error too. Failures are reported at the preview's line.
@MainActor
public func expectPreview(
  _ preview: PreviewSnapshot, variants: [Variant]? = nil, audit: Bool = false,
  eachTap: Bool = false, mode: RecordMode = .current
) {
  let location = preview.sourceLocation
  let place = "\((preview.fileID as NSString).lastPathComponent):\(preview.line)"
  let view = preview.make()
  let matrix = SnapshotConfiguration.current.variants(variants, fallback: defaultPreviewVariants)
  let drawn: [Variant]
  do {
    drawn = try previewVariants(of: preview, view: view, matrix: matrix)
  } catch {
    Issue.record(Comment(rawValue: "\(place): \(error)"), sourceLocation: location)
    return
  }
  let scene = Scene(name: "preview", page: AnyView(view))
  let directory = snapshotsDirectory(for: preview.filePath)
  let failures = verifySnapshots(
    of: scene, variants: drawn, named: preview.storageName, presenting: eachTap ? .eachTap : .each,
    mode: mode,
    directory: directory)
  for failure in failures {
    Issue.record(Comment(rawValue: "\(place): \(failure.message)"), sourceLocation: location)
  }
  guard audit else { return }
  for message in findingFailures(
    of: scene, atOrAbove: .error, variants: drawn, config: AuditConfig())
  {
    Issue.record(Comment(rawValue: "\(place): \(message)"), sourceLocation: location)
  }
}

/// A preview's body as a view: what `#Preview { … }` builds (the generated tests wrap each body
/// in it).
@MainActor
public func previewBody<V: View>(@ViewBuilder _ body: () -> V) -> AnyView { AnyView(body()) }

/// A UIKit preview's body (`#Preview { let v = UILabel(); …; return v }`): a view, or a view
/// controller's view, shown through a representable. The generated tests use it for a body that
/// names a UIKit type (`UI…(`).
@MainActor
public func previewUIKitBody(_ body: () -> AnyObject) -> AnyView {
  let made = body()
  let view = (made as? UIViewController)?.view ?? (made as? UIView) ?? UIView()
  return AnyView(PreviewUIView(view: view))
}

private struct PreviewUIView: UIViewRepresentable {
  let view: UIView
  func makeUIView(context: Context) -> UIView { view }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A variant of the previews' matrix (popshot-previews.json): a device by id, `light` or
/// `dark`, and `liquidGlass`, `classic` or "" (the default design). An unknown name fails the
/// test that asks, listing the names there are.
public func previewVariant(device: String, appearance: String, design: String) -> Variant {
  var v = Variant.iPhone15
  if let d = Device.named(device) {
    v.device = d
  } else {
    let ids = Device.catalog.map(\.id).joined(separator: ", ")
    Issue.record(
      Comment(rawValue: "popshot-previews.json: no device \"\(device)\"; the devices: \(ids)"))
  }
  switch appearance {
  case "dark": v.appearance = .dark
  case "light", "": break
  default:
    Issue.record(
      Comment(rawValue: "popshot-previews.json: appearance is light or dark, not \"\(appearance)\"")
    )
  }
  switch design {
  case "": break
  case "classic": v.design = .classic
  case "liquidGlass": v.design = .liquidGlass
  default:
    Issue.record(
      Comment(
        rawValue: "popshot-previews.json: design is liquidGlass or classic, not \"\(design)\""))
  }
  return v
}
