// SF Pro's tracking (letter spacing) by point size, from Apple's Human Interface Guidelines
// ("Typography", "Tracking values", iOS, iPadOS and visionOS), in points. iOS applies it to the
// system font; Popshot applies it to whichever face draws the text (Inter by default), so lines
// wrap and truncate nearer to where they do on the device. Between listed sizes the last listed
// value holds; below 6 pt the 6 pt value, from 80 pt none. docs/platform.md says more.

/// Tracking in points for a point size.
public enum Tracking {
  /// (size, tracking in points), ascending. Apple's iOS copy swaps 52 and 53 pt (+0.33, +0.31);
  /// the em values (+6 at both) and the macOS table give 52 → +0.31 and 53 → +0.33.
  static let table: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38),
    (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38),
    (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35),
    (52, 0.31), (53, 0.33), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0),
  ]

  /// SF Pro's tracking at `size` points.
  public static func sfPro(size: Double) -> Double {
    guard size >= table[0].size else { return table[0].points }
    var points = 0.0
    for row in table {
      if row.size > size + 1e-9 { break }
      points = row.points
    }
    return points
  }
}
