// Whose a name is, for `popshot doctor`: Apple's SwiftUI, UIKit or Combine (Popshot's to add
// when missing), or one of the Apple-only frameworks Linux does not have (the package's to
// guard). The SwiftUI/UIKit/Combine names are a list (AppleNames+List.swift); the frameworks'
// names follow their prefixes, which Apple keeps per framework.
import Foundation

/// The names doctor knows the owner of.
public enum AppleNames {
  /// SwiftUI, SwiftUICore, UIKit and Combine types.
  public static let types: Set<String> = lines(typeList)
  /// SwiftUI modifiers.
  public static let modifiers: Set<String> = lines(modifierList)

  /// Modules Linux does not have: an import of one needs `#if canImport(…)`.
  public static let appleOnlyModules: Set<String> = [
    "os", "OSLog", "CoreText", "CoreGraphics", "QuartzCore", "SafariServices",
    "AuthenticationServices", "WebKit", "simd", "UniformTypeIdentifiers", "CoreTransferable",
    "AVKit", "AVFoundation", "MapKit", "PhotosUI", "Photos", "StoreKit", "Accelerate",
    "CoreImage", "CoreHaptics", "CoreLocation", "CoreMotion", "MessageUI", "LocalAuthentication",
    "UserNotifications", "ActivityKit", "WidgetKit", "SwiftData", "CoreData", "Charts",
    "MetalKit", "Metal", "SpriteKit", "SceneKit", "RealityKit", "ARKit", "GameKit", "Vision",
    "NaturalLanguage", "CryptoKit", "Contacts", "ContactsUI", "EventKit", "HealthKit",
    "CloudKit", "PencilKit", "LinkPresentation", "QuickLook", "AppKit", "WatchKit",
    "MobileCoreServices", "ImageIO", "CoreVideo", "CoreMedia", "Network", "Darwin",
    "ObjectiveC", "TipKit", "AppIntents",
  ]

  /// Popshot's stand-ins for Apple modules: a missing one is a missing product dependency.
  public static let popshotModules: Set<String> = [
    "SwiftUI", "SwiftUICore", "UIKit", "Combine", "PopshotUI",
  ]

  /// Combine's names that Popshot's Combine module has: missing only where nothing imports it.
  public static let combineNames: Set<String> = [
    "ObservableObject", "Published", "AnyCancellable", "PassthroughSubject",
    "CurrentValueSubject", "AnyPublisher", "Just", "Cancellable", "Publishers", "Subscribers",
    "ObservableObjectPublisher", "Publisher", "Subject",
  ]

  /// Modules whose import brings Combine on Linux (Foundation's does on Apple platforms only).
  public static let combineImporters: Set<String> = [
    "Combine", "SwiftUI", "SwiftUICore", "PopshotUI",
  ]

  /// The Apple-only framework a name belongs to, if doctor knows it: `Logger` is os's,
  /// `CAShapeLayer` QuartzCore's, `CTFontManagerRegisterGraphicsFont` CoreText's. Names Popshot
  /// declares (CALayer, CGColor, CGPath…) are not: those are Popshot's.
  public static func framework(of name: String) -> String? {
    if types.contains(name) { return nil }
    if let m = exactFrameworkNames[name] { return m }
    for (prefix, module) in frameworkPrefixes where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let first = rest.first, first.isUppercase || prefix.hasSuffix("_") { return module }
    }
    return nil
  }

  private static let exactFrameworkNames: [String: String] = [
    "Logger": "os", "OSLog": "os", "os_log": "os", "OSSignposter": "os", "OSLogType": "os",
    "CGFont": "CoreGraphics", "CGDataProvider": "CoreGraphics", "CGContext": "CoreGraphics",
    "CGColorSpace": "CoreGraphics", "CGGradient": "CoreGraphics", "CGMutablePath": "CoreGraphics",
    "CGPathElement": "CoreGraphics", "CGPathApplierFunction": "CoreGraphics",
    "CGBitmapInfo": "CoreGraphics", "CGImageAlphaInfo": "CoreGraphics",
    "CGColorSpaceCreateDeviceRGB": "CoreGraphics",
    // Darwin's C constants and Apple's Foundation additions that Linux's Foundation lacks.
    "NSEC_PER_MSEC": "Darwin", "NSEC_PER_SEC": "Darwin", "NSEC_PER_USEC": "Darwin",
    "USEC_PER_SEC": "Darwin", "LocalizedStringResource": "Darwin",
    "isiOSAppOnMac": "Darwin", "isMacCatalystApp": "Darwin",
    "UTType": "UniformTypeIdentifiers", "Transferable": "CoreTransferable",
    "ProxyRepresentation": "CoreTransferable", "DataRepresentation": "CoreTransferable",
    "SFSafariViewController": "SafariServices",
    "ASWebAuthenticationSession":
      "AuthenticationServices", "NSSelectorFromString": "ObjectiveC", "Selector": "ObjectiveC",
  ]

  private static let frameworkPrefixes: [(String, String)] = [
    ("CA", "QuartzCore"), ("CT", "CoreText"), ("WK", "WebKit"), ("AV", "AVFoundation"),
    ("MK", "MapKit"), ("PH", "PhotosUI"), ("SK", "StoreKit"), ("CI", "CoreImage"),
    ("CH", "CoreHaptics"), ("CL", "CoreLocation"), ("simd_", "simd"),
  ]

  private static func lines(_ text: String) -> Set<String> {
    Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
  }
}
