import Foundation
import PopshotSupport
import PopshotTestSupport
import Testing

@testable import PopshotScenes

/// Malformed fixtures and the exact message each must give: the file, the JSON path, what was
/// expected and what was found, and for a misspelt key the key that was probably meant.
@Suite(.removesTemporaryFolders) struct MalformedFixtureTests {
  static let page = #""page": {"view": {"text": "a"}}"#
  static func sheet(_ body: String) -> String {
    #"{\#(page), "presentations": [{"sheet": {"content": {"text": "x"}, \#(body)}}]}"#
  }
  static func view(_ v: String) -> String { #"{"page": {"view": \#(v)}}"# }

  static let cases: [(String, String)] = [
    ("{}", #"bad.json: missing key "page""#),
    ("[]", "bad.json: expected an object, found a list"),
    (
      #"{\#(page), "presentatons": []}"#,
      #"bad.json: presentatons: unknown key "presentatons"; did you mean "presentations"?"#
    ),
    (view(#"{"txt": "Hi"}"#), #"bad.json: page.view.txt: unknown key "txt"; did you mean "text"?"#),
    (view(#"{"text": 5}"#), "bad.json: page.view.text: expected a string, found the number 5"),
    (
      view(#"{"text": "a", "color": "red"}"#),
      #"bad.json: page.view: a view has one kind, found "text" and "color""#
    ),
    (
      view(#"{"color": "blu"}"#),
      #"bad.json: page.view.color: unknown colour "blu"; did you mean "blue"?"#
    ),
    (
      view(##"{"color": "#12345"}"##),
      ##"bad.json: page.view.color: invalid colour "#12345": expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"##
    ),
    (
      view(#"{"text": "a", "modifiers": [{"paddng": 4}]}"#),
      #"bad.json: page.view.modifiers[0].paddng: unknown key "paddng"; did you mean "padding"?"#
    ),
    (
      view(#"{"text": "a", "modifiers": [{"padding": 4, "opacity": 0.5}]}"#),
      "bad.json: page.view.modifiers[0]: expected an object with exactly one key, found 2 keys"
    ),
    (
      view(#"{"text": "a", "modifiers": [{"lineLimit": "infinity"}]}"#),
      "bad.json: page.view.modifiers[0].lineLimit: expected a number, found the string \"infinity\""
    ),
    (
      view(#"{"text": "a", "modifiers": [{"lineLimit": 1e20}]}"#),
      "bad.json: page.view.modifiers[0].lineLimit: expected a whole number of lines from 1 to 10000, found the number 1e+20"
    ),
    (
      view(#"{"text": "a", "modifiers": [{"padding": -4}]}"#),
      "bad.json: page.view.modifiers[0].padding: expected a length from 0 to 100000 pt, found the number -4"
    ),
    (
      view(#"{"text": "a", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"#),
      "bad.json: page.view.modifiers[0].frame.width: a frame is either fixed (width, height) or flexible (min…, ideal…, max…), not both"
    ),
    (
      view(#"{"button": {"title": "a", "label": {"text": "b"}}}"#),
      #"bad.json: page.view.button: a button has either "title" or "label""#
    ),
    (
      sheet(#""detents": ["medium", "large", "huge"]"#),
      #"bad.json: presentations[0].sheet.detents[2]: expected a detent ("medium", "large", {"fraction": f}, {"height": h} or {"custom": {…}}), found the string "huge""#
    ),
    (
      sheet(#""detents": [{"fraction": 1.5}]"#),
      "bad.json: presentations[0].sheet.detents[0].fraction: expected a fraction above 0 and at most 1, found the number 1.5"
    ),
    (
      sheet(#""detents": []"#),
      "bad.json: presentations[0].sheet.detents: expected at least one detent"
    ),
    (
      sheet(#""detents": ["medium"], "selected": "large""#),
      #"bad.json: presentations[0].sheet.selected: the selected detent "large" is not one of the sheet's detents"#
    ),
    (
      sheet(#""dragIndicator": "shown""#),
      #"bad.json: presentations[0].sheet.dragIndicator: expected one of "automatic", "visible", "hidden", found the string "shown""#
    ),
    (
      #"{\#(page), "presentations": [{"popup": {"content": {"text": "x"}, "rootFrame": {"width": 0, "height": 700}}}]}"#,
      "bad.json: presentations[0].popup.rootFrame.width: expected a size above 0 and at most 10000 pt, found the number 0"
    ),
    (
      #"{\#(page), "presentations": [{"banner": {}}]}"#,
      #"bad.json: presentations[0].banner: unknown key "banner"; expected one of "toast", "popup", "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover", "menu""#
    ),
    (
      #"{\#(page), "presentations": [{"alert": {"message": "m"}}]}"#,
      #"bad.json: presentations[0].alert: missing key "title""#
    ),
    (
      #"{\#(page), "presentations": [{"confirmationDialog": {"title": "t", "titleVisibility": "shown"}}]}"#,
      #"bad.json: presentations[0].confirmationDialog.titleVisibility: expected one of "automatic", "visible", "hidden", found the string "shown""#
    ),
    (
      #"{\#(page), "presentations": [{"toast": {"title": "x"}}]}"#,
      #"bad.json: presentations[0].toast: missing key "message""#
    ),
    (
      #"{\#(page), "masks": ["clock", "/x"]}"#,
      #"bad.json: masks[1]: expected an element id or accessibility identifier, like "clock""#
    ),
    (
      #"{\#(page), "chrome": "off"}"#,
      #"bad.json: chrome: expected true or false, found the string "off""#
    ),
    (
      #"{\#(page), "variants": {"devices": ["iphone-12"]}}"#,
      #"bad.json: variants.devices[0]: unknown device "iphone-12"; did you mean "iphone-13"?"#
    ),
    (
      #"{\#(page), "variants": {"orientations": ["portrait", "sideways"]}}"#,
      #"bad.json: variants.orientations[1]: expected one of "portrait", "landscape", found the string "sideways""#
    ),
    (
      #"{\#(page), "design": "classik"}"#,
      #"bad.json: design: expected one of "liquidGlass", "classic", found the string "classik"; did you mean "classic"?"#
    ),
    (
      #"{"page": {"view": {"text": "a"}},}"#,
      "bad.json: not valid JSON: line 1, column 34: expected a key in double quotes"
    ),
    (
      #"{\#(page), \#(page)}"#,
      #"bad.json: not valid JSON: line 1, column 43: the key "page" appears twice"#
    ),
    (
      "{\"page\": {\"view\": {\"text\": \"a\"}}",
      "bad.json: not valid JSON: line 1, column 33: expected ',' or '}', found the end of the file"
    ),
    // A repeated key among many (checked with a set past 16 keys), and one written with an
    // escape: keys are compared as the strings they decode to.
    (
      "{\(page), \((0..<20).map { #""k\#($0)": 0"# }.joined(separator: ", ")), \"k5\": 1}",
      #"bad.json: not valid JSON: line 1, column 231: the key "k5" appears twice"#
    ),
    (
      #"{\#(page), "p\u0061ge": 1}"#,
      #"bad.json: not valid JSON: line 1, column 48: the key "page" appears twice"#
    ),
    (
      #"{"p\u0061ge": {"view": {"t\u0065xt": 5}}}"#,
      "bad.json: page.view.text: expected a string, found the number 5"
    ),
    // A path through lists and objects, past a string with escapes, worked out from the text.
    (
      view(
        #"{"vstack": {"children": [{"text": "x"}, {"hstack": {"children": [{"text": "\"q\" \u00e9"}, "#
          + #"{"text": "b", "modifiers": [{"padding": {"all": -1}}]}]}}]}}"#),
      "bad.json: page.view.vstack.children[1].hstack.children[1].modifiers[0].padding.all: "
        + "expected a length from 0 to 100000 pt, found the number -1"
    ),
  ]

  /// Hostile numbers and names (issue 14): each is refused where it is decoded, with its place
  /// and the allowed range, before any arithmetic can trap or any file name can escape.
  static let hostile: [(String, String)] = [
    (
      #"{\#(page), "variants": {"devices": []}}"#,
      "bad.json: variants.devices: expected at least one device; an empty list selects no variant"
    ),
    (
      view(#"{"vstack": {"children": [{"text": "a", "id": "x"}, {"text": "b", "id": "x"}]}}"#),
      #"bad.json: page.view.vstack.children[1].id: the id "x" is already used at page.view.vstack.children[0].id"#
    ),
    (
      view(#"{"text": "a", "modifiers": [{"font": {"size": 0}}]}"#),
      "bad.json: page.view.modifiers[0].font.size: expected a font size from 1 to 1000 pt, found the number 0"
    ),
    (
      view(#"{"text": "a", "modifiers": [{"font": {"size": 1e308}}]}"#),
      "bad.json: page.view.modifiers[0].font.size: expected a font size from 1 to 1000 pt, found the number 1e+308"
    ),
    (
      view(
        #"{"text": "a", "modifiers": [{"foregroundColor": {"color": "red", "opacity": 1e17}}]}"#),
      "bad.json: page.view.modifiers[0].foregroundColor.opacity: expected an opacity from 0 to 1, found the number 1e+17"
    ),
    (
      #"{\#(page), "presentations": [{"toast": {"title": "t", "message": "m", "offset": 1e308}}]}"#,
      "bad.json: presentations[0].toast.offset: expected an offset from -100000 to 100000 pt, found the number 1e+308"
    ),
    (
      #"{\#(page), "presentations": [{"toast": {"title": "t", "message": "m", "duration": -1}}]}"#,
      "bad.json: presentations[0].toast.duration: expected a duration from 0 to 3600 s, found the number -1"
    ),
    (
      view(
        #"{"color": "red", "modifiers": [{"frame": {"width": 1e308, "height": 10}}, {"cornerRadius": 4}]}"#
      ),
      "bad.json: page.view.modifiers[0].frame.width: expected a length from 0 to 100000 pt, found the number 1e+308"
    ),
    (
      view(#"{"text": "a", "modifiers": [{"padding": {"all": "infinity"}}]}"#),
      #"bad.json: page.view.modifiers[0].padding.all: expected a length, found the string "infinity""#
    ),
    // A popover's source must be a view of the page (issue 48: drawn at the top left before).
    (
      #"{"page": {"view": {"button": {"title": "Share"}, "id": "page.share"}}, "presentations": [{"popover": {"content": {"text": "x"}, "source": "page.shar"}}]}"#,
      #"bad.json: presentations[0].popover.source: expected the id of a view of the page, found "page.shar"; the page's ids: "page.share""#
    ),
    // A detent's name is one part of variant names, which no other part can be read as.
    (
      sheet(#""detents": [{"custom": {"name": "classic.page", "fraction": 0.3}}]"#),
      #"bad.json: presentations[0].sheet.detents[0].custom.name: expected a detent name that names no setting: a state's name has no "." in it"#
    ),
    (
      sheet(#""detents": [{"custom": {"name": "Dark", "fraction": 0.3}}]"#),
      #"bad.json: presentations[0].sheet.detents[0].custom.name: expected a detent name that names no setting: "Dark" is a part of variant names (a setting or a state Popshot names)"#
    ),
    (
      sheet(
        #""detents": [{"custom": {"name": "tall", "fraction": 0.9}}, {"custom": {"name": "Tall", "fraction": 0.8}}]"#
      ),
      #"bad.json: presentations[0].sheet.detents[1]: a detent "Tall" beside "tall": names that differ only by case are one file on macOS"#
    ),
    (
      sheet(#""detents": [{"custom": {"name": "big", "fraction": 2}}]"#),
      "bad.json: presentations[0].sheet.detents[0].custom.fraction: expected a fraction above 0 and at most 1, found the number 2"
    ),
    (
      sheet(#""detents": [{"custom": {"name": "low", "height": -500}}]"#),
      "bad.json: presentations[0].sheet.detents[0].custom.height: expected a height above 0 and at most 100000 pt, found the number -500"
    ),
    (
      sheet(#""detents": [{"custom": {"name": "odd", "fraction": 0.3, "min": 200, "max": 50}}]"#),
      "bad.json: presentations[0].sheet.detents[0].custom.min: expected a minimum no larger than the maximum (50), found the number 200"
    ),
    (
      sheet(#""detents": [{"custom": {"name": "../../../../tmp/x", "height": 100}}]"#),
      #"bad.json: presentations[0].sheet.detents[0].custom.name: expected a detent name of 1 to 64 letters, digits, "-", "_" or "." (not starting with "."), found the string "../../../../tmp/x""#
    ),
    (
      sheet(#""detents": ["medium", {"custom": {"name": "medium", "height": 100}}]"#),
      #"bad.json: presentations[0].sheet.detents[1]: a second detent named "medium"; each detent needs its own name"#
    ),
    (
      view(#"{"color": "\#(String(repeating: "x", count: 300))"}"#),
      #"bad.json: page.view.color: unknown colour "\#(String(repeating: "x", count: 200))… (300 characters in all)""#
    ),
    (
      view(#"{"text": "a", "shownWhen": ""}"#),
      "bad.json: page.view.shownWhen: expected a condition"
    ),
    // A \u escape has four hexadecimal digits, and a sign is not one (column 30 is the "u").
    (
      view(#"{"text": "\u+041"}"#),
      #"bad.json: not valid JSON: line 1, column 30: invalid \u escape"#
    ),
    // Nesting: the view and its 256 modifiers make 257.
    (
      view(#"{"text": "a", "modifiers": [\#(paddings(256))]}"#),
      "bad.json: page.view: views and modifiers nest 257 deep here; a scene may nest at most 256 (each view, each of its modifiers, its id and its condition are a level each)"
    ),
    // The stack and its 60 modifiers, its id, then its child and the child's 200: 263.
    (
      view(
        #"{"vstack": {"children": [{"text": "a", "modifiers": [\#(paddings(200))]}]}, "modifiers": [\#(paddings(60))], "id": "s"}"#
      ),
      "bad.json: page.view.vstack.children[0]: views and modifiers nest 263 deep here; a scene may nest at most 256 (each view, each of its modifiers, its id and its condition are a level each)"
    ),
  ]

  static func paddings(_ n: Int) -> String {
    Array(repeating: #"{"padding": 1}"#, count: n).joined(separator: ", ")
  }

  /// The deepest nestings allowed lay out and draw (a debug build's stack is the tightest): one
  /// view with 255 modifiers, and 63 stacks inside each other, each with a background view, an id
  /// and a condition (4 levels each), around a text with 3 modifiers.
  @Test(arguments: [
    view(#"{"text": "a", "modifiers": [\#(paddings(255))]}"#),
    view(
      (0..<63).reduce(#"{"text": "a", "modifiers": [\#(paddings(3))]}"#) { inner, i in
        #"{"vstack": {"children": [\#(inner)]}, "id": "v\#(i)", "shownWhen": "shown", "#
          + #""modifiers": [{"background": {"color": "red"}}]}"#
      }),
  ])
  func deepestAllowedNestingDraws(_ json: String) throws {
    let scene = try FixtureDecoder.decode(json, name: "deep", file: "deep.json")
    let variant = Variant(
      device: Device.named("iphone-se-3")!, orientation: .portrait, design: .classic)
    let pixmap = try SceneRenderer().render(scene, variant).pixmap()
    #expect(pixmap.width == 750)
  }

  /// A fixture of more views than `FixtureLimits.views` fails at the first view past it: a
  /// stack is view 1, so its 40,000th child is view 40,001. One child fewer decodes.
  @Test func aFixtureOfTooManyViewsFailsAtTheFirstOnePast() throws {
    #expect(FixtureLimits.views == 40_000)
    func stack(_ n: Int) -> String {
      Self.view(
        #"{"vstack": {"children": ["#
          + Array(repeating: #"{"text": "a"}"#, count: n)
          .joined(separator: ",") + "]}}")
    }
    let scene = try FixtureDecoder.decode(stack(39_999), name: "most", file: "most.json")
    #expect(scene.name == "most")
    #expect(
      throws: FixtureError(
        file: "many.json", path: "page.view.vstack.children[39999]",
        message: "this is view 40001; a fixture describes one screen, in at most 40000 views")
    ) {
      try FixtureDecoder.decode(stack(40_000), name: "many", file: "many.json")
    }
  }

  @Test(arguments: hostile)
  func hostileFixtureGivesItsExactError(_ json: String, _ message: String) {
    malformedFixtureGivesItsExactError(json, message)
  }

  @Test(arguments: cases)
  func malformedFixtureGivesItsExactError(_ json: String, _ message: String) {
    do {
      _ = try FixtureDecoder.decode(json, name: "bad", file: "bad.json")
      Issue.record("no error for \(json)")
    } catch {
      #expect(error.description == message)
    }
  }

  /// A file over 4 MiB is refused once one byte more than the limit has been read.
  @Test func oversizedFixtureIsNotRead() throws {
    let path = try temporaryFolder("popshot-fixtures") + "/big.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try h.truncate(atOffset: UInt64(4 << 20) + 1)
    try h.close()
    #expect(
      throws: FixtureError(
        file: path, path: "", message: "4194305 bytes; a fixture is at most 4194304 bytes")
    ) {
      try FixtureDecoder.load(path: path)
    }
  }

  /// A symbolic link to a 10 MiB file is measured by what it points to: refused, with the
  /// target's size (the link itself is a few bytes, which a size check by `lstat` let through).
  @Test func aLinkToALargeFileIsRefused() throws {
    let folder = try temporaryFolder("popshot-fixtures")
    let target = folder + "/target.bin"
    #expect(FileManager.default.createFile(atPath: target, contents: nil))
    let h = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
    try h.truncate(atOffset: UInt64(10 << 20))
    try h.close()
    let link = folder + "/linked.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(
      throws: FixtureError(
        file: link, path: "", message: "10485760 bytes; a fixture is at most 4194304 bytes")
    ) {
      try FixtureDecoder.load(path: link)
    }
  }

  /// Two fixtures whose names differ only by case would share a baseline folder on macOS: the
  /// second in sorted order is refused, the first loads.
  @Test func fixtureNamesThatDifferOnlyByCase() throws {
    let folder = try temporaryFolder("popshot-fixtures")
    let json = #"{"page": {"view": {"text": "a"}}}"#
    for name in ["Popup", "popup"] {
      try json.write(toFile: folder + "/\(name).json", atomically: true, encoding: .utf8)
    }
    let (scenes, errors) = FixtureLibrary.load(directory: folder)
    #expect(scenes.map(\.name) == ["Popup"])
    #expect(
      errors.map(\.description) == [
        "\(folder)/popup.json: the name differs from Popup.json's only by case; their "
          + "baselines would be one folder on macOS"
      ])
  }

  @Test func fixtureNamesArePlainIdentifiers() throws {
    let path = try temporaryFolder("popshot-fixtures") + "/bad name.json"
    try #"{"page": {"view": {"text": "a"}}}"#.write(
      toFile: path, atomically: false, encoding: .utf8)
    #expect(
      throws: FixtureError(
        file: path, path: "",
        message:
          #"fixture names are 1 to 64 letters, digits, "-", "_" or "." (not starting with "."), not "bad name""#
      )
    ) {
      try FixtureDecoder.load(path: path)
    }
    #expect(
      throws: FixtureError(file: "/nonexistent/x.json", path: "", message: "cannot read the file")
    ) {
      try FixtureDecoder.load(path: "/nonexistent/x.json")
    }
  }
}
