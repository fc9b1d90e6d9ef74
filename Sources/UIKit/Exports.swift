// UIKit is not on Linux: this module stands in for it under its name, so `import UIKit` builds,
// as Sources/Combine does for Combine. It declares nothing of its own. On iOS `import SwiftUI`
// brings UIKit, so the UIKit names SwiftUI code reaches for live in PopshotUI (Compat/), and
// this module re-exports those names and no others: a file that imports UIKit alone sees
// UIKit's names, not SwiftUI's `View` or `Text`, as on iOS. A name added to PopshotUI's UIKit
// part is added to the list below too (UIKitTests uses every one through `import UIKit` alone).
//
// Where Apple's UIKit exists (iOS, tvOS, watchOS, visionOS) PopshotUI declares none of these,
// and this module is empty; depend on it for Linux only (docs/swiftui.md, "The UIKit module").
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  // UIKit re-exports Foundation (and CoreGraphics, whose names Foundation has on Linux).
  @_exported import Foundation

  @_exported import class PopshotUI.CALayer
  @_exported import struct PopshotUI.CACornerMask
  @_exported import class PopshotUI.NSLayoutAnchor
  @_exported import class PopshotUI.NSLayoutConstraint
  @_exported import class PopshotUI.NSLayoutDimension
  @_exported import class PopshotUI.NSLayoutXAxisAnchor
  @_exported import class PopshotUI.NSLayoutYAxisAnchor
  @_exported import enum PopshotUI.NSLineBreakMode
  @_exported import class PopshotUI.NSMutableParagraphStyle
  @_exported import class PopshotUI.NSParagraphStyle
  @_exported import class PopshotUI.NSStringDrawingContext
  @_exported import struct PopshotUI.NSStringDrawingOptions
  @_exported import enum PopshotUI.NSTextAlignment
  @_exported import enum PopshotUI.UIAccessibility
  @_exported import struct PopshotUI.UIAccessibilityPriority
  @_exported import class PopshotUI.UIActivityIndicatorView
  @_exported import class PopshotUI.UIApplication
  @_exported import protocol PopshotUI.UIApplicationDelegate
  @_exported import class PopshotUI.UIBezierPath
  @_exported import class PopshotUI.UIBlurEffect
  @_exported import class PopshotUI.UIColor
  @_exported import struct PopshotUI.UIContentSizeCategory
  @_exported import class PopshotUI.UIDevice
  @_exported import enum PopshotUI.UIDeviceOrientation
  @_exported import struct PopshotUI.UIEdgeInsets
  @_exported import class PopshotUI.UIEvent
  @_exported import class PopshotUI.UIFont
  @_exported import class PopshotUI.UIFontDescriptor
  @_exported import class PopshotUI.UIFontMetrics
  @_exported import class PopshotUI.UIGestureRecognizer
  @_exported import protocol PopshotUI.UIGestureRecognizerDelegate
  @_exported import class PopshotUI.UIImage
  @_exported import class PopshotUI.UIImageView
  @_exported import class PopshotUI.UIImpactFeedbackGenerator
  @_exported import enum PopshotUI.UIInterfaceOrientation
  @_exported import enum PopshotUI.UIKeyboardType
  @_exported import class PopshotUI.UILabel
  @_exported import class PopshotUI.UILayoutGuide
  @_exported import struct PopshotUI.UILayoutPriority
  @_exported import enum PopshotUI.UIModalPresentationStyle
  @_exported import enum PopshotUI.UIModalTransitionStyle
  @_exported import class PopshotUI.UINavigationController
  @_exported import class PopshotUI.UINotificationFeedbackGenerator
  @_exported import class PopshotUI.UIPageControl
  @_exported import class PopshotUI.UIPresentationController
  @_exported import struct PopshotUI.UIRectCorner
  @_exported import class PopshotUI.UIResponder
  @_exported import class PopshotUI.UIScene
  @_exported import class PopshotUI.UIScreen
  @_exported import class PopshotUI.UIScrollView
  @_exported import class PopshotUI.UILongPressGestureRecognizer
  @_exported import class PopshotUI.UIPanGestureRecognizer
  @_exported import protocol PopshotUI.UIScrollViewDelegate
  @_exported import class PopshotUI.UISelectionFeedbackGenerator
  @_exported import class PopshotUI.UITapGestureRecognizer
  @_exported import enum PopshotUI.UITextAutocapitalizationType
  @_exported import struct PopshotUI.UITextContentType
  @_exported import class PopshotUI.UITouch
  @_exported import struct PopshotUI.UITraitCollection
  @_exported import enum PopshotUI.UITraitEnvironmentLayoutDirection
  @_exported import struct PopshotUI.UITransitionContextViewControllerKey
  @_exported import struct PopshotUI.UITransitionContextViewKey
  @_exported import enum PopshotUI.UIUserInterfaceIdiom
  @_exported import enum PopshotUI.UIUserInterfaceActiveAppearance
  @_exported import enum PopshotUI.UIUserInterfaceStyle
  @_exported import class PopshotUI.UIView
  @_exported import class PopshotUI.UIViewController
  @_exported import protocol PopshotUI.UIViewControllerAnimatedTransitioning
  @_exported import protocol PopshotUI.UIViewControllerContextTransitioning
  @_exported import protocol PopshotUI.UIViewControllerInteractiveTransitioning
  @_exported import protocol PopshotUI.UIViewControllerTransitioningDelegate
  @_exported import class PopshotUI.UIVisualEffect
  @_exported import class PopshotUI.UIVisualEffectView
  @_exported import class PopshotUI.UIWindow
  @_exported import class PopshotUI.UIWindowScene
  // The overlay's protocol behind `UIWindow.Level.alert + 1` and `.defaultHigh - 1`.
  @_exported import protocol PopshotUI._UIKitNumericRawRepresentable
#endif

// CoreGraphics' names that Foundation lacks on Linux, which UIKit brings with CoreGraphics.
#if !canImport(CoreGraphics)
  @_exported import struct PopshotUI.CGAffineTransform
  @_exported import class PopshotUI.CGColor
  @_exported import typealias PopshotUI.CGLineCap
  @_exported import typealias PopshotUI.CGLineJoin
  @_exported import class PopshotUI.CGPath
#endif
