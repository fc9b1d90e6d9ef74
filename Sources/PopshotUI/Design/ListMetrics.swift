import PopshotText

/// The sizes of lists, sections and rows in one design (each number with its source in
/// docs/platform.md, "Lists" and "Lists in Liquid Glass"). Layout code reads these, never
/// literals.
struct ListMetrics: DesignMetrics {
  /// The least height of a row at the Large text size.
  var minRowHeight: Double
  /// Whether the least height follows the body text's line (iOS 26: the row is that line plus
  /// a fixed padding), else it is `minRowHeight` at every size.
  var minRowHeightFollowsText = false
  /// Space above and below a row's content.
  var rowVerticalInset: Double
  /// Space above and below a row's content when it holds a control's graphic (a switch, a
  /// slider, a colour well): iOS keeps such rows at the least height where its taller padding
  /// around text would not.
  var controlRowVerticalInset: Double
  /// The layout margin: a card's inset from the screen edge, and a row's content inset from its
  /// cell's edges. `narrowMargin` below `wideWidth`, `wideMargin` from it.
  var narrowMargin: Double
  var wideMargin: Double
  var wideWidth: Double
  /// The corner radius of an inset grouped card.
  var cornerRadius: Double
  /// Space between sections of a grouped list (and above the first), by `listSectionSpacing`.
  var sectionSpacing: Double
  /// iOS 26: from a section's footer text to the next section, replacing `sectionSpacing`; nil:
  /// `sectionSpacing` after the footer's text (iOS 17–18).
  var spacingAfterFooter: Double? = nil
  /// How much less than the spacing between sections lies above a grouped header's line (iOS
  /// 26: the previous card to the header's line top is 35 − 7.2; iOS 17–18: 35 − 0.43).
  var headerSpacingReduction = 0.0
  /// iOS 26: the space above the first section of a grouped list, and what is left of it when
  /// the app sets a top content margin (the margin replaces the rest); nil: `sectionSpacing`,
  /// with the margin added (iOS 17–18).
  var firstSection: (default: Double, underMargin: Double, underLargeTitle: Double)? = nil
  var compactSectionSpacing: Double
  /// Where a grouped header's card starts (measured): a gap under the header's line, the same
  /// at every text size (iOS 17–18), or a distance under its last baseline, less the header
  /// font's descent (iOS 26).
  enum HeaderToCard {
    case belowLine(Double)
    case belowBaseline(Double)
  }
  var headerToCard: HeaderToCard
  /// From a card to its footer, at Medium.
  var footerTop: Double
  /// Whether `footerTop` grows with the footnote text (iOS 26: `footerTop(at:)`).
  var footerTopFollowsText = false
  /// Space above and below a plain list's header text.
  var plainHeaderVertical: Double
  /// The text styles of headers and footers.
  var groupedHeaderFont: Font
  /// The case a grouped header's text takes (iOS 17–18: upper case; iOS 26: as written).
  var groupedHeaderTextCase: Text.Case?
  var plainHeaderFont: Font
  var prominentHeaderFont: Font
  var footerFont: Font
  /// How far short of an inset grouped cell's trailing edge a separator ends (other styles: at
  /// the edge).
  var separatorTrailingInset = 0.0
  /// The disclosure chevron of a navigation link row: its box and its stroke.
  var chevronWidth: Double
  var chevronHeight: Double
  var chevronStroke: Double
  /// Space between a row's label and its chevron.
  var chevronSpacing: Double
  /// iOS 17–18: how much less space lies above the first section when it has a header (its
  /// card 18.33 pt higher than `sectionSpacing` and the header would put it); 0 in iOS 26 (not
  /// measured there).
  var firstHeaderReduction = 0.0
  /// iOS 17–18: the space above a first section without a header right under a large title
  /// (TimeSheet's iOS 18.2 form: its first card at the large title bar's bottom, 34.7 pt above
  /// where 35 put it); nil: as elsewhere. iOS 26 has its own (`firstSection`).
  var firstUnderLargeTitle: Double? = nil
  /// A `Label` in a list row puts its icon centred in a column this wide at its leading edge
  /// and its title this far from that edge, whatever the icon's width; nil: the icon and the
  /// title at a stack's spacing.
  var labelColumns: (icon: Double, title: Double)? = nil
  /// Whether those columns are the Large size's and grow with the body text, the title staying
  /// the same gap after the icon's column (iOS 17–18); iOS 26's are fixed.
  var labelColumnsFollowText = false

  /// iOS 17–18. A row with a control keeps 44 pt around 33.33 pt of content (a compact date
  /// picker at Medium, and a switch beside two lines of text: iOS 18 recordings), so its inset
  /// is at most 16/3; text rows keep the 6 pt estimate.
  static let classic = ListMetrics(
    minRowHeight: 44, rowVerticalInset: 6, controlRowVerticalInset: 16 / 3, narrowMargin: 16,
    wideMargin: 20, wideWidth: 390, cornerRadius: 10, sectionSpacing: 35,
    // A later section's header: its baseline 46.0 pt below the previous card at Medium (cards
    // 55.0 apart in six gaps of two apps' iOS 17–18 recordings), where 35 pt and SF Pro's
    // ascent at 12 pt (11.43) would put it 46.43.
    headerSpacingReduction: 0.43,
    // Cards 55.0 pt apart at Medium (12 pt footnote: a 14.33 pt line) and 56.33 at Large (13
    // pt: 15.67), in iOS 17–18 recordings of two apps: 35 − 0.43 + the line + 6.1 at both.
    compactSectionSpacing: 20, headerToCard: .belowLine(6.1), footerTop: 5,
    plainHeaderVertical: 6,
    groupedHeaderFont: .footnote, groupedHeaderTextCase: .uppercase,
    plainHeaderFont: .subheadline.weight(.semibold),
    prominentHeaderFont: .title3.weight(.bold), footerFont: .footnote,
    chevronWidth: 7, chevronHeight: 12, chevronStroke: 2, chevronSpacing: 8,
    // A first section with a header: its card 37.33 pt below the list's top at Medium, where
    // 35 pt and the header (14.33 + 6.11) would put it 55.44, in five iOS 17–18 recordings of
    // two apps (docs/platform.md, "Lists").
    firstHeaderReduction: 18.11,
    firstUnderLargeTitle: 0,
    // A label's icon centred in a column 28.33 pt wide at Large (26.67 at Medium), its title 16
    // pt after the column: FinancialControl's iOS 17.5 expense row (Large: a 25 pt credit card
    // centred 14.17 pt in, the title 44 in) and ModularHomeInventory's iOS 18 "Backup Now"
    // (Medium: a 25 pt cloud centred 13.5 in, the title 42.7 in).
    labelColumns: (icon: 28.33, title: 44.33), labelColumnsFollowText: true)

  /// iOS 26: inset grouped cards with a 26 pt corner radius and 16 pt layout margins on a
  /// phone in portrait (both measured on iOS 26 recordings of system `List`s; the margin is 16
  /// where iOS 17–18 used 20 from 390 pt), 20 from 600 pt (iPads, landscape: the classic value,
  /// unmeasured). Rows, headers, footers and the spacing between sections as measured on iOS 26
  /// recordings (docs/platform.md, "Lists in Liquid Glass").
  static let liquidGlass: ListMetrics = {
    var m = classic
    m.cornerRadius = 26
    m.wideWidth = 600
    // Rows 52 pt at Large (an app's iOS 26 constants) and 51 at Medium (measured on two iOS 26
    // recordings of system lists): the body line (20.29 at Large, 19.09 at Medium) plus 31.7.
    m.minRowHeight = 52
    m.minRowHeightFollowsText = true
    // The first card 35 pt below the list's top, as in iOS 17–18 (three iOS 26 recordings of
    // two apps, with and without an inline bar; Home Assistant's one recording had 42), or the
    // top margin + 7 when `.contentMargins` sets one (Home Assistant's recording with a 4 pt
    // margin: 11); right under a large title (one recording: an estimate).
    m.firstSection = (default: 35, underMargin: 7, underLargeTitle: 0)
    m.firstHeaderReduction = 0
    // Taller padding (Home Assistant's recordings at Medium: a 147 pt header in a 178 pt cell,
    // two body lines in a 70.67 pt cell), but rows with a switch stay 51 (28 + 2 × 11.5).
    m.rowVerticalInset = 14.67
    m.controlRowVerticalInset = 11.5
    // Footers 7.4 pt below the card (line top; classic 5), the next card 24.3 pt below the
    // footer's text; headers in the headline style as written, their line top 27.8 pt below
    // the previous card and their baseline 14 pt above their own.
    m.footerTop = 7.4
    m.footerTopFollowsText = true
    m.spacingAfterFooter = 24.3
    m.groupedHeaderFont = .headline
    m.groupedHeaderTextCase = nil
    m.headerToCard = .belowBaseline(14)
    m.headerSpacingReduction = 7.2
    // Separators end 16 pt before the card's trailing edge (x 358 of a 374 pt card).
    m.separatorTrailingInset = 16
    // Labels: icons centred 12 pt in, titles 40 pt in (BrunoCerberus/Pulse's topic list, seven
    // rows whose icons are 20–29 pt wide).
    m.labelColumns = (icon: 24, title: 40)
    m.labelColumnsFollowText = false
    return m
  }()

  /// The least height of a row at a text size, on a display of `scale` pixels per point: the
  /// body line as iOS lays it out (rounded up to the pixel) and the same padding as at Large,
  /// 52 − 20.333 + 19.333 = 51.0 at Medium at 3x (iOS 26 recordings: rows 51.0 apart).
  func minRowHeight(at size: DynamicTypeSize, scale: Double) -> Double {
    guard minRowHeightFollowsText else { return minRowHeight }
    let line = {
      roundUpToPixel(SystemFontMetrics.lineHeight(TextStyle.body.size(at: $0)), scale: scale)
    }
    return minRowHeight - line(.large) + line(size)
  }

  /// From a card to its footer's line at a text size: as set, or (iOS 26) as much larger than
  /// at Medium as the footnote is. Medium's 7.4 is measured on two recordings of Home
  /// Assistant; at Large (13 pt footnotes) Pulse's iOS 26 topic list puts the footer's
  /// baseline 0.67 pt lower than 7.4 does, and 7.4 × 13/12 = 8.02 puts it there (an estimate
  /// of how the space scales: two sizes measured).
  func footerTop(at size: DynamicTypeSize) -> Double {
    guard footerTopFollowsText else { return footerTop }
    return footerTop * TextStyle.footnote.size(at: size) / TextStyle.footnote.size(at: .medium)
  }

  /// The label columns at a text size: as set, or grown with the body text.
  func labelColumns(at size: DynamicTypeSize) -> (icon: Double, title: Double)? {
    guard let c = labelColumns else { return nil }
    guard labelColumnsFollowText else { return c }
    let icon = c.icon * TextStyle.body.size(at: size) / TextStyle.body.size(at: .large)
    return (icon, icon + c.title - c.icon)
  }

  /// The layout margin for a list `width` points wide.
  func margin(forWidth width: Double) -> Double { width < wideWidth ? narrowMargin : wideMargin }

  /// The space between sections for a `listSectionSpacing` value.
  func spacing(_ s: ListSectionSpacing) -> Double {
    switch s.kind {
    case .default: return sectionSpacing
    case .compact: return compactSectionSpacing
    case .custom(let v): return v
    }
  }
}
