// `@Entry` (iOS 18, back-deployed): declares an environment or transaction value in one line,
// `extension EnvironmentValues { @Entry var accent: Color = .blue }`. The macro
// (PopshotPreviewMacros) writes what code wrote by hand before it: a private key type whose
// default is the initial value (nil for an optional with none), and accessors through that key.

/// Makes a property of EnvironmentValues or Transaction read and write a key of its own.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PopshotPreviewMacros", type: "EntryMacro")
