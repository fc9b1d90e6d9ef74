// Devices of a team's own, from JSON: a devices file (`popshot … --devices devices.json`) or the
// audit configuration's `"devices"`. Each is a Device as it encodes (docs/platform.md,
// "Devices"), checked, and added to the catalogue for the run: `--device` can name it, and the
// run's matrix takes it.
//
//     [{"id": "kiosk", "name": "Kiosk", "family": "pad", "scale": 2,
//       "portraitSize": {"width": 810, "height": 1080},
//       "safeAreaPortrait": {"top": 24, "leading": 0, "bottom": 20, "trailing": 0},
//       "safeAreaLandscape": {"top": 24, "leading": 0, "bottom": 20, "trailing": 0},
//       "displayCornerRadius": 18, "hasHomeIndicator": true, "regularWidthInLandscape": true}]
import Foundation
import PopshotSupport
import Synchronization

/// Why a devices file cannot be used: the file, the JSON path and what is wrong.
public struct DeviceFileError: Error, Equatable, CustomStringConvertible {
  public let file: String, path: String, message: String
  public var description: String { "\(file): \(path.isEmpty ? "" : "\(path): ")\(message)" }
}

extension Device {
  private static let added = Mutex<[Device]>([])

  /// The devices added for this run (`register`), after the catalogue's.
  public static var addedDevices: [Device] { added.withLock { $0 } }

  /// Adds devices for the rest of the process; one with an id already known replaces nothing
  /// and is refused by `decode`.
  public static func register(_ devices: [Device]) {
    added.withLock { list in
      for d in devices where !list.contains(where: { $0.id == d.id }) { list.append(d) }
    }
  }

  static func registered(_ id: String) -> Device? { added.withLock { $0.first { $0.id == id } } }

  /// The devices in `data`: a JSON array of devices, or an object whose `"devices"` is one
  /// (`prefix` names that key in messages). Errors name `file` and the JSON path.
  public static func decode(_ data: Data, file: String, prefix: String = "")
    throws(DeviceFileError) -> [Device]
  {
    func fail(_ path: String, _ message: String) -> DeviceFileError {
      DeviceFileError(file: file, path: path, message: message)
    }
    let devices: [Device]
    do {
      devices = try JSONDecoder().decode([Device].self, from: data)
    } catch {
      let (path, message) = DecodingErrorText.describe(error, prefix: prefix)
      throw fail(path, message)
    }
    var seen = Set(catalog.map(\.id) + snapshotTestingCanvases.map(\.id))
    for (i, d) in devices.enumerated() {
      let at = DecodingErrorText.path(prefix, []) + "[\(i)]"
      let idOK =
        !d.id.isEmpty
        && d.id.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
      guard idOK else {
        throw fail("\(at).id", "expected lower-case letters, digits and '-', like \"my-phone\"")
      }
      guard !seen.contains(d.id) else {
        throw fail("\(at).id", "\"\(d.id)\" is already a device; give yours another id")
      }
      seen.insert(d.id)
      guard d.portraitSize.width >= 1, d.portraitSize.height >= 1,
        d.portraitSize.width <= 4096, d.portraitSize.height <= 4096
      else { throw fail("\(at).portraitSize", "expected 1 to 4096 points on each side") }
      guard [1, 2, 3].contains(d.scale) else { throw fail("\(at).scale", "expected 1, 2 or 3") }
      for (name, insets) in [
        ("safeAreaPortrait", d.safeAreaPortrait), ("safeAreaLandscape", d.safeAreaLandscape),
      ] {
        let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
        guard sides.allSatisfy({ $0 >= 0 && $0 < 200 }) else {
          throw fail("\(at).\(name)", "expected insets of 0 to 200 points")
        }
      }
    }
    return devices
  }

  /// The devices of a devices file: a JSON array, or an object with a `"devices"` array.
  public static func load(path: String) throws(DeviceFileError) -> [Device] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DeviceFileError(file: path, path: "", message: "cannot read the file")
    }
    return try decode(devicesIn: data, file: path)
  }

  /// `data` as a devices file: an array, or an object's `"devices"`.
  public static func decode(devicesIn data: Data, file: String) throws(DeviceFileError) -> [Device]
  {
    guard let json = try? JSONSerialization.jsonObject(with: data) else {
      throw DeviceFileError(file: file, path: "", message: "not valid JSON")
    }
    if json is [Any] { return try decode(data, file: file) }
    guard let object = json as? [String: Any], let list = object["devices"],
      let inner = try? JSONSerialization.data(withJSONObject: list)
    else {
      throw DeviceFileError(
        file: file, path: "", message: "expected an array of devices or {\"devices\": [...]}")
    }
    return try decode(inner, file: file, prefix: "devices")
  }
}
