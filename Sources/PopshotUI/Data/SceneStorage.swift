// `@SceneStorage` (SwiftUI's SceneStorage): a value the system saves with the scene and restores
// when the app comes back. A still is a scene opened for the first time, so it shows the default
// value; writes are kept by the property, as `@State` keeps them.
import Foundation

/// A value saved and restored with the scene (SwiftUI's SceneStorage); in a still, its default.
public typealias SceneStorage<Value> = StillStorage<SceneStore, Value>

// The initialisers SwiftUI has, one per stored type: the key is not read.
extension StillStorage where Store == SceneStore {
  public init(wrappedValue: Bool, _ key: String) where Value == Bool {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Int, _ key: String) where Value == Int {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Double, _ key: String) where Value == Double {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: String, _ key: String) where Value == String {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: URL, _ key: String) where Value == URL {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Data, _ key: String) where Value == Data {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Date, _ key: String) where Value == Date {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(initial: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(initial: wrappedValue)
  }
}

extension StillStorage where Store == SceneStore, Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == Bool? { self.init(initial: nil) }
  public init(_ key: String) where Value == Int? { self.init(initial: nil) }
  public init(_ key: String) where Value == Double? { self.init(initial: nil) }
  public init(_ key: String) where Value == String? { self.init(initial: nil) }
  public init(_ key: String) where Value == URL? { self.init(initial: nil) }
  public init(_ key: String) where Value == Data? { self.init(initial: nil) }
  public init(_ key: String) where Value == Date? { self.init(initial: nil) }
  public init<R: RawRepresentable>(_ key: String)
  where Value == R?, R.RawValue == Int {
    self.init(initial: nil)
  }
  public init<R: RawRepresentable>(_ key: String)
  where Value == R?, R.RawValue == String {
    self.init(initial: nil)
  }
}
