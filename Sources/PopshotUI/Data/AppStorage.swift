// `@AppStorage` (SwiftUI's AppStorage): a value kept in UserDefaults. A still shows the default
// value given in the declaration and never reads UserDefaults: the screen a snapshot stands for
// is a fresh install, where no key is set yet, and the defaults of the machine that renders
// (files under its home folder, written by earlier runs or other tests) must not change a
// picture. Writes are kept by the property, as `@State` keeps them, so a binding set before a
// render, or an `.onAppear` that sets it, shows in that render; they never reach UserDefaults,
// and two properties with one key do not see each other's writes.
import Foundation

/// A value stored in UserDefaults under a key (SwiftUI's AppStorage); in a still, its default.
public typealias AppStorage<Value> = StillStorage<UserDefaultsStore, Value>

// The initialisers SwiftUI has, one per stored type: the key and the store are not read.
extension StillStorage where Store == UserDefaultsStore {
  public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(initial: wrappedValue)
  }
}

extension StillStorage where Store == UserDefaultsStore, Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(initial: nil)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(initial: nil)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(initial: nil)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(initial: nil)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(initial: nil)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(initial: nil)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(initial: nil)
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(initial: nil)
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(initial: nil)
  }
}

nonisolated extension View {
  /// The store that `@AppStorage` in this view uses when it names none; not read in a still.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
