// How a presentation adapts to the space it has: `presentationCompactAdaptation` (iOS 16.4) says
// what a sheet becomes in compact height, `presentationSizing` (iOS 18) how big a sheet is where it
// is not edge-attached (iPad). The rules that use them are in PopshotScenes' SheetGeometry.
import Foundation

/// What a presentation becomes in a compact size class (SwiftUI's PresentationAdaptation).
public struct PresentationAdaptation: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case automatic, none, popover, sheet, fullScreenCover
  }
  public let kind: Kind
  public init(_ kind: Kind) { self.kind = kind }

  /// The system's choice: a sheet fills the screen in compact height.
  public static let automatic = PresentationAdaptation(.automatic)
  /// No adaptation: a sheet stays a sheet, attached to the bottom edge.
  public static let none = PresentationAdaptation(.none)
  /// A popover (in compact height, drawn as the sheet it would otherwise be).
  public static let popover = PresentationAdaptation(.popover)
  /// A sheet, attached to the bottom edge.
  public static let sheet = PresentationAdaptation(.sheet)
  /// A cover over the whole screen.
  public static let fullScreenCover = PresentationAdaptation(.fullScreenCover)
}

/// How big a sheet is where it floats over the page (SwiftUI's PresentationSizing, iOS 18).
public protocol PresentationSizing: Sendable {
  /// Popshot's name for the sizing.
  var sizingKind: PresentationSizingKind { get }
}

/// The sizings Popshot draws.
public enum PresentationSizingKind: String, Hashable, Sendable, CaseIterable {
  /// The system's choice: a form sheet.
  case automatic
  /// A fixed size that suits a form: 540 × 620 pt on iPad (UIKit's form sheet).
  case form
  /// Almost the whole screen, as wide as a page is readable.
  case page
  /// The content's own ideal size.
  case fitted
}

public struct AutomaticPresentationSizing: PresentationSizing {
  public var sizingKind: PresentationSizingKind { .automatic }
}
public struct FormPresentationSizing: PresentationSizing {
  public var sizingKind: PresentationSizingKind { .form }
}
public struct PagePresentationSizing: PresentationSizing {
  public var sizingKind: PresentationSizingKind { .page }
}
public struct FittedPresentationSizing: PresentationSizing {
  public var sizingKind: PresentationSizingKind { .fitted }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

nonisolated extension View {
  /// What the sheet becomes in compact width and in compact height.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    configurePresentation {
      $0.compactAdaptation = adaptation
      $0.compactWidthAdaptation = adaptation
    }
  }

  /// What the sheet becomes in compact width (`horizontal`) and in compact height (`vertical`).
  public func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View {
    configurePresentation {
      $0.compactAdaptation = vertical
      $0.compactWidthAdaptation = horizontal
    }
  }

  /// How big the sheet is where it floats over the page (iPad).
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    configurePresentation { $0.sizing = sizing.sizingKind }
  }
}
