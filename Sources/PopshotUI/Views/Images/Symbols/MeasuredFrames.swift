// The symbols whose layout frame and ink iOS recordings fix, each with its recording
// (docs/platform.md, "Symbols"). An SF Symbol's frame carries side bearings: its ink sits inside
// it, so the text after a symbol in a stack starts further right than the ink's edge plus the
// spacing.
import PopshotGraphics

/// A symbol's layout frame and ink in ems of the point size, as an iOS recording gives them;
/// nil keeps that side of the drawing's own box. `offset`: the ink's centre that many ems right
/// of and below the frame's centre. The ink is where the drawing's box is drawn, so a drawing
/// that does not fill its box gets a box that puts its ink at the measured size.
struct MeasuredFrame: Sendable {
  var frame: (width: Double?, height: Double?)
  var ink: (width: Double?, height: Double?)
  var offset: Point = .zero

  /// Frame and ink in ems, by symbol name.
  static let table: [String: MeasuredFrame] = {
    var t: [String: MeasuredFrame] = [:]
    // `house.fill` at 80 pt inks 93.33 × 82 pt, centred in a frame 93.4 pt tall (the views
    // above and below it sit 5.7 pt from its ink; ModularHomeInventory's About screen, iOS 18);
    // the frame is 1.25 em wide (an estimate: the recording fixes only its height).
    let house = MeasuredFrame(
      frame: (1.25, 93.4 / 80), ink: (93.33 / 80, 82.0 / 80))
    t["house"] = house
    t["house.fill"] = house
    // Inked 51.33 × 46.33 pt at 50 pt in a frame 54.2 pt tall (the confirmation dialog's title
    // sits 20 pt under it as on iOS), the ink's centre 0.5 pt below the frame's; the drawing
    // fills 0.974 × 0.942 of its box, so the box is drawn 52.7 × 49.2, 1 pt lower.
    let warning = MeasuredFrame(
      frame: (nil, 54.2 / 50), ink: (52.7 / 50, 49.2 / 50), offset: Point(x: 0, y: 1.0 / 50))
    t["exclamationmark.triangle"] = warning
    t["exclamationmark.triangle.fill"] = warning
    // Inked 23.3 × 25.7 pt at 17 pt, yet its list row is as tall as the text rows (Pulse's
    // topic editor, iOS 26: every row 52 pt at Large): the frame is no taller than 1.2 em (an
    // estimate that keeps the row; the recording fixes only that bound), the ink centred on it.
    t["atom"] = MeasuredFrame(frame: (nil, 1.2), ink: (nil, nil))
    // Inked 21.67 pt across at 17 pt (Pulse's topic list, iOS 26), where the drawing's 1.2 em
    // box inked 20.33.
    let globe = 21.67 / 17
    t["globe"] = MeasuredFrame(frame: (globe, globe), ink: (globe, globe))
    // Drawn as large as iOS 26 inks it (19.67 pt square at 17 pt), not at the 0.85 em of a
    // square-enclosed symbol (`Symbol.measuredScale`).
    t["heart.text.square"] = MeasuredFrame(frame: (nil, nil), ink: (nil, nil))
    // Inked 15.33 pt square at 16 pt, 2 pt inside a frame 19.33 pt wide: the text after it in
    // a stack starts 8 pt after the frame (ModularHomeInventory's privacy settings, iOS 18).
    t["faceid"] = MeasuredFrame(frame: (19.33 / 16, nil), ink: (nil, nil))
    // `chevron.left` (`.backward`) with `.imageScale(.large)` at 17 pt (21.93 pt) inks 10.33 ×
    // 18.33 pt, its centre 1.67 pt left of its frame's (SPLYT's navigation bar, iOS 17); the
    // frame keeps the drawing's 0.56 × 0.98 em, and `chevron.right` (`.forward`) is its mirror.
    let chevronInk: (width: Double?, height: Double?) = (10.33 / 21.93, 18.33 / 21.93)
    for (name, side) in [
      ("chevron.left", -1.0), ("chevron.backward", -1), ("chevron.right", 1),
      ("chevron.forward", 1),
    ] {
      t[name] = MeasuredFrame(
        frame: (nil, nil), ink: chevronInk, offset: Point(x: side * 1.67 / 21.93, y: 0))
    }
    // ModularHomeInventory's item detail (iOS 18, Dynamic Type Medium: 16 pt body). `tv` in a
    // `Label` inks 19.67 × 15.67 pt, 2 pt inside a frame 23.67 pt wide (its title's ink 11.33
    // pt after the icon's: 2, the stack's 8, the E's 1.33); the frame's height is not fixed by
    // the recording (the row is the price's), so it keeps the drawing's.
    let tv = MeasuredFrame(frame: (23.67 / 16, nil), ink: (19.67 / 16, 15.67 / 16))
    t["tv"] = tv
    t["tv.fill"] = tv
    // Its detail cards, each a symbol and a caption in a stack over a value, 16 pt of padding
    // round them, each card as tall as its symbol's frame makes it (73.33, 75, 74.33 and 76
    // pt: 56.7 plus the frame, the 14 pt value line 16.7): `calendar` inks 15.67 × 14.33 pt in
    // a frame 20 × 16.63, `location` 15 × 15 in 18.67 × 17.63 (its ink 0.5 pt left of the
    // frame's centre: 1.33 from its left edge, 2.33 from its right), `star.fill` 17.67 × 16.67
    // in 20.67 × 19.33; the captions' ink starts 8 pt plus their first letter's side bearing
    // after each frame.
    t["calendar"] = MeasuredFrame(frame: (20.0 / 16, 16.63 / 16), ink: (15.67 / 16, 14.33 / 16))
    let location = MeasuredFrame(
      frame: (18.67 / 16, 17.63 / 16), ink: (15.0 / 16, 15.0 / 16),
      offset: Point(x: -0.5 / 16, y: 0))
    t["location"] = location
    t["location.fill"] = location
    // Popshot's star fills 0.951 × 0.9045 of its box, its ink's centre 0.008 of the box's
    // height above the box's: the box drawn 18.58 × 18.43 pt puts the ink at iOS's size,
    // 0.15 pt lower puts it on the frame's centre, as iOS's is.
    t["star.fill"] = MeasuredFrame(
      frame: (20.67 / 16, 19.33 / 16), ink: (17.67 / 0.951 / 16, 16.67 / 0.9045 / 16),
      offset: Point(x: 0, y: 0.15 / 16))
    // The same app's About screen, two `Label`s centred in 16 pt-padded buttons. `star` inks
    // 17.67 × 16.67 pt as `star.fill` does, and its title sits where the fill's frame puts it:
    // the outline takes the fill's frame (SF's outline and fill forms share their metrics);
    // Popshot's stroked star inks 0.951 × 0.9045 of its box less the stroke, plus the stroke
    // (1.3 pt at regular), so the box is drawn 18.51 × 18.29 pt. `star.leadinghalf.filled` is
    // the outline with half of it solid, in the outline's frame (tv-maniac's rating sheet, iOS
    // 26.5: its five stars 57.33 pt apart whatever their form).
    let starOutline = MeasuredFrame(
      frame: (20.67 / 16, 19.33 / 16), ink: (18.51 / 16, 18.29 / 16),
      offset: Point(x: 0, y: 0.15 / 16))
    t["star"] = starOutline
    t["star.leadinghalf.filled"] = starOutline
    // On the same screen `square.and.arrow.up` inks 14 × 17.67 pt in a frame 18 × 21.33 (its
    // button 53.33 pt tall, the title's ink 10.67 pt after the icon's), the ink 0.5 pt below
    // the frame's centre.
    t["square.and.arrow.up"] = MeasuredFrame(
      frame: (18.0 / 16, 21.33 / 16), ink: (14.0 / 16, 17.67 / 16),
      offset: Point(x: 0, y: 0.5 / 16))
    // The same app's action sheet, each icon in a 20 pt frame at 16 pt: `pencil` inks 12.67 pt
    // square (its strokes reach past the drawing's box, by more across than down: the box drawn
    // 12.47 × 12.13 inks that), `doc.on.doc` 16 × 19.67 (a Material glyph: its box is its ink),
    // `folder` 18 × 14.33 (the drawing fills its box). Their frames keep the drawings' boxes:
    // the recording's fixed frames do not show them.
    t["pencil"] = MeasuredFrame(frame: (nil, nil), ink: (12.47 / 16, 12.13 / 16))
    let pages = MeasuredFrame(frame: (nil, nil), ink: (16.0 / 16, 19.67 / 16))
    t["doc.on.doc"] = pages
    t["doc.on.doc.fill"] = pages
    let folder = MeasuredFrame(frame: (nil, nil), ink: (18.0 / 16, 14.33 / 16))
    t["folder"] = folder
    t["folder.fill"] = folder
    // `xmark` at 17 pt in ferrostar's trip progress button (iOS 26.2; `.padding()` round the
    // image in a capsule 49.33 × 47.33 pt): its frame 17.33 × 15.33, its ink 13.33 pt square
    // centred in it, the strokes 1.3 pt. FinancialControl's bar button (iOS 17.5, 21.93 pt at
    // the large scale) agrees: ink 17 pt, 2.67 pt inside the frame's trailing edge (1.02 em
    // gives 22.37 pt, 2.6 each side). The drawing (SeedSymbols) is made at that ink.
    t["xmark"] = MeasuredFrame(frame: (17.33 / 17, 15.33 / 17), ink: (nil, nil))
    // `checkmark` at a filter sheet row's trailing edge: its ink ends 2 pt before the row's
    // content edge (x 372 of a 390 pt screen, the content ending at 374): a frame 2 pt wider
    // than the ink each side (the left bearing is taken equal: the recording fixes one side).
    t["checkmark"] = MeasuredFrame(frame: (17.67 / 16, nil), ink: (nil, nil))
    // `square.and.pencil` in the bar, at 17 pt in the large scale (21.93 pt): 21 × 21 pt of
    // ink ending 18 pt from the screen's edge, 2 pt inside the 16 pt margin, where "Close" on
    // the other side starts at the margin: a frame 2 pt wider than the ink each side.
    t["square.and.pencil"] = MeasuredFrame(frame: (25.0 / 21.93, nil), ink: (nil, nil))
    // `bell` in the same app's notification settings (a list row's icon at 16 pt) inks 15 ×
    // 16.33 pt, where the drawing's 1.05 × 1.15 em box inked 16.67 × 18.33; the frame keeps
    // the box (the list's icon column centres it; the recording does not fix it).
    let bell = MeasuredFrame(frame: (nil, nil), ink: (15.0 / 16, 16.33 / 16))
    t["bell"] = bell
    t["bell.fill"] = bell
    // `bell.badge.fill` at 43.68 pt (tv-maniac's iOS 26.5 notification sheet: 45 pt relative to
    // `.largeTitle` at Medium) inks 40.67 × 45.33 pt, bell, clapper and badge, where MDI's glyph
    // inked 44 × 51.33; the sheet's stack puts the title under it as under a frame 54.1 pt tall
    // whose centre is 1.5 pt above the ink's (the stack centred in the safe area, every view
    // between the title and the last button within 0.33 pt of iOS's).
    t["bell.badge.fill"] = MeasuredFrame(
      frame: (nil, 54.1 / 43.68), ink: (40.67 / 43.68, 45.33 / 43.68),
      offset: Point(x: 0, y: 1.5 / 43.68))
    return t
  }()
}
