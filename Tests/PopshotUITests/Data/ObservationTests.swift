import PopshotGraphics
import Testing

@testable import PopshotUI

@Observable private final class Profile {
  var name = "Ada"
  var visits = 0
  @ObservationIgnored var scratch = 0
}

private let screen = Size(width: 300, height: 200)

/// A view that owns its model with @State and hands it to an editor with @Bindable.
private struct ProfileScreen: View {
  @State var model = Profile()
  var body: some View {
    VStack {
      Text(model.name).id("name")
      ProfileEditor(model: model)
    }
  }
}

private struct ProfileEditor: View {
  @Bindable var model: Profile
  var body: some View {
    let name: Binding<String> = $model.name
    Text("\(name.wrappedValue) \(model.visits)").id("editor")
  }
}

private struct ProfileReader: View {
  @Environment(Profile.self) var model
  var body: some View {
    @Bindable var model = model
    Text($model.name.wrappedValue).id("reader")
  }
}

private struct OptionalReader: View {
  @Environment(Profile.self) private var model: Profile?
  var body: some View { Text(model?.name ?? "none").id("optional") }
}

@MainActor @Suite struct ObservationTests {
  /// `import PopshotUI` gives the Observation module: tracking reports a change of a property
  /// read inside it, and not of an ignored one.
  @Test func observationComesWithPopshotUI() {
    let profile = Profile()
    final class Flag: @unchecked Sendable { var changed = 0 }
    let flag = Flag()
    withObservationTracking {
      _ = profile.name
    } onChange: {
      flag.changed += 1
    }
    profile.scratch = 9
    #expect(flag.changed == 0)
    profile.name = "Grace"
    #expect(flag.changed == 1)
  }

  /// A still shows the model's current values; a Bindable's binding writes into the object.
  @Test func stateAndBindableShowCurrentValues() throws {
    let view = ProfileScreen()
    let first = try LayoutEngine.render(view, size: screen)
    #expect(first.semantics["name"]?.label == "Ada")
    #expect(first.semantics["editor"]?.label == "Ada 0")
    let bindable = Bindable(view.model)
    bindable.name.wrappedValue = "Grace"
    bindable.visits.wrappedValue = 2
    #expect(view.model.name == "Grace")
    let second = try LayoutEngine.render(view, size: screen)
    #expect(second.semantics["name"]?.label == "Grace")
    #expect(second.semantics["editor"]?.label == "Grace 2")
  }

  /// `.environment(object)` reaches `@Environment(T.self)` inside; the optional form reads nil
  /// without one, and `.environment(nil as T?)` takes it out again.
  @Test func environmentObjectsByType() throws {
    let profile = Profile()
    profile.name = "Lin"
    let found = try LayoutEngine.render(
      VStack {
        ProfileReader()
        OptionalReader()
      }.environment(profile), size: screen)
    #expect(found.semantics["reader"]?.label == "Lin")
    #expect(found.semantics["optional"]?.label == "Lin")
    let missing = try LayoutEngine.render(OptionalReader(), size: screen)
    #expect(missing.semantics["optional"]?.label == "none")
    let removed = try LayoutEngine.render(
      OptionalReader().environment(nil as Profile?).environment(profile), size: screen)
    #expect(removed.semantics["optional"]?.label == "none")
  }
}
