// An app's entry point: `@main struct MyApp: App { var body: some Scene { WindowGroup { … } } }`.
// Popshot draws views, not apps, so an App exists for app targets to build on Linux: its scenes
// are read for the views they hold (`rootViews`), and `main()` says that it opens no window.
// They are declared here, in the SwiftUI module, not in PopshotUI: Popshot's own `Scene` (a
// rendered screen, PopshotScenes) keeps its name for code that imports Popshot's modules.
#if !canImport(Darwin)
  import Foundation
  import Observation
  import PopshotUI

  /// An app: its scenes (SwiftUI's App).
  @MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
  }

  extension App {
    /// The entry point `@main` calls. Linux has no windows to open: the app is made and its
    /// scenes read (so their code runs as on a device), and a line on standard error says how to
    /// draw its views instead. Exits with status 0.
    @MainActor @preconcurrency public static func main() {
      let views = Self().body.rootViews
      let message =
        "\(Self.self): an App opens no window on Linux; its \(views.count) root view(s) are drawn "
        + "by Popshot's snapshot tests or `popshot`.\n"
      FileHandle.standardError.write(Data(message.utf8))
    }
  }

  /// A part of an app's interface with a lifecycle of its own (SwiftUI's Scene).
  @MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  }

  extension Scene {
    /// The views the scene shows at its root, its own or its children's.
    var rootViews: [any View] {
      if let primitive = self as? any PrimitiveScene { return primitive.views }
      return body.rootViews
    }
  }

  /// A scene Popshot declares itself: it has no body, and holds its views.
  protocol PrimitiveScene: Scene where Body == Never {
    var views: [any View] { get }
  }

  nonisolated extension PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
  }

  extension Never: Scene {}

  /// Builds the scenes of an app's body (SwiftUI's SceneBuilder).
  @resultBuilder public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
      -> TupleScene<repeat each Content>
    {
      TupleScene(repeat each content)
    }
  }

  /// Several scenes side by side in an app's body.
  public nonisolated struct TupleScene<each Content: Scene>: PrimitiveScene {
    let scenes: (repeat each Content)
    init(_ scenes: repeat each Content) { self.scenes = (repeat each scenes) }
    var views: [any View] {
      var all: [any View] = []
      for scene in repeat each scenes { all += scene.rootViews }
      return all
    }
  }

  /// A group of windows showing the same content (SwiftUI's WindowGroup).
  public nonisolated struct WindowGroup<Content: View>: PrimitiveScene {
    let content: Content
    /// Windows of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows of `content`, with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Titled windows of `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows of `content`, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
      self.content = content()
    }
    /// Windows of `content`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
      self.content = content()
    }
    /// Titled windows of `content`, with an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
      self.content = content()
    }
    /// Windows of `content`, titled by a localized key, with an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
      self.content = content()
    }
    var views: [any View] { [content] }
  }

  extension Scene {
    /// An environment value for the scene's views. An app is not drawn, so nothing changes.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
      -> some Scene
    { self }
    /// An observable object for the scene's views. An app is not drawn, so nothing changes.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    /// An Observable object for the scene's views. An app is not drawn, so nothing changes.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    /// What runs when `value` changes: never, as an app is not run.
    public func onChange<V: Equatable>(
      of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some Scene { self }
    /// What runs when `value` changes, without its values: never, as an app is not run.
    public func onChange<V: Equatable>(
      of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some Scene { self }
  }
#endif
