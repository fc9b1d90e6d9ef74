// Every symbol of docs/swiftui-census.md's ranked table, used as Apple's SDK spells it, with a
// plain `import SwiftUI`: a table of views keyed by the census row's symbol. The first test
// holds the table to the census (every row covered but the ones listed as left out); the second
// lays every view out. A row that stops compiling fails the build of this file.
//
// A type is used in a declaration where Popshot's generic parameters are Apple's
// (`VStack<Text>`), and by its initialiser where they are not yet (`List`, `Section`, `Menu`,
// `NavigationLink`, `ScrollView`, `TabView`, `Group`, `GridRow`…; docs/swiftui.md). Symbols
// used at file scope (`#Preview`, `@Entry`, the property wrappers) have entries that draw the
// views that use them. Where a row does not compile, fix PopshotUI with Apple's declaration, or
// list the row in `popshotGaps` with the reason.
import PopshotTesting
import SwiftUI
import Testing

// MARK: - Rows not covered

/// Census rows this file does not use, and why. Delete a line when its symbol is added.
let censusLeftOut: [String: String] = [
  // SwiftData and Core Data are not on Linux.
  "@Query": "SwiftData, not on Linux",
  "@Model": "SwiftData, not on Linux",
  "\\.modelContext": "SwiftData, not on Linux",
  ".modelContainer": "SwiftData, not on Linux",
  "\\.managedObjectContext": "Core Data, not on Linux",
  "FetchRequest": "Core Data, not on Linux",
  "@FetchRequest": "Core Data, not on Linux",
  "FetchedResults": "Core Data, not on Linux",
  "FetchRequest(sortDescriptors:)": "Core Data, not on Linux",
  // Not iOS's, or not SwiftUI's.
  "NSViewRepresentable": "macOS only",
  "\\.theme": "an app's own environment key",
]

/// Rows whose Apple spelling does not compile against Popshot yet, and why.
let popshotGaps: [String: String] = [:]

// MARK: - Declarations the entries use

/// A view of the app's own (`View`) whose content comes from a `@ViewBuilder` closure.
private struct Card<Content: View>: View {
  let title: String
  @ViewBuilder var content: () -> Content

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      content()
    }
  }
}

/// `ViewModifier`.
private struct Framed: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(4).border(Color.gray)
  }
}

/// `Shape`, drawn with `Path`'s methods.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// `ButtonStyle`.
private struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(8)
      .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
  }
}

/// `PreferenceKey`: the widest width reported.
private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// `EnvironmentKey` with its `EnvironmentValues` property, and an `@Entry` one.
private struct MoodKey: EnvironmentKey {
  static let defaultValue = "calm"
}

extension EnvironmentValues {
  fileprivate var mood: String {
    get { self[MoodKey.self] }
    set { self[MoodKey.self] = newValue }
  }
  @Entry var censusBadge: String = "none"
}

/// Reads both environment values.
private struct EnvironmentReader: View {
  @Environment(\.mood) private var mood
  @Environment(\.censusBadge) private var badge

  var body: some View { Text("\(mood) \(badge)") }
}

/// `ToolbarContent`.
private struct SaveToolbar: ToolbarContent {
  var body: some ToolbarContent {
    ToolbarItem { Button("Save") {} }
  }
}

/// `Layout`, to name `ProposedViewSize`: its subviews side by side.
private struct Row: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

/// A model through Combine (`@MainActor`, `@Published`).
@MainActor private final class CensusModel: ObservableObject {
  @Published var unread = 4
}

/// A model through Observation (`@Observable`).
@Observable private final class Counter {
  var count = 2
}

/// An app delegate, as `@UIApplicationDelegateAdaptor` names one.
private final class CensusAppDelegate: NSObject, UIApplicationDelegate {}

/// An item for `ForEach` and `List` without an `id:` key path.
private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

// An app's own initialiser, as apps write it: SwiftUI has no `Color(hex:)`.
extension Color {
  fileprivate init(hex: UInt32) {
    self.init(
      red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }
}

// MARK: - Views with property wrappers

private struct StateCounter: View {
  @State private var count: Int

  init(count: Int) { _count = State(initialValue: count) }

  var body: some View { Text("Count \(count)") }
}

private struct Switch: View {
  @Binding var isOn: Bool

  var body: some View { Toggle("Switch", isOn: $isOn) }
}

private struct EnvironmentKeys: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.presentationMode) private var presentationMode
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.locale) private var locale
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass

  var body: some View {
    VStack {
      Button("Close") { dismiss() }
      Button("Back") { presentationMode.wrappedValue.dismiss() }
      Text(scenePhase == .active ? "active" : "inactive")
      Text(locale.identifier)
      Text(horizontalSizeClass == .compact ? "compact" : "regular")
    }
  }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

private struct ModelOwner: View {
  @StateObject private var model: CensusModel

  init() { _model = StateObject(wrappedValue: CensusModel()) }

  var body: some View { ModelReader().environmentObject(model) }
}

private struct ModelReader: View {
  @EnvironmentObject var model: CensusModel

  var body: some View { ModelRow(model: model) }
}

private struct ModelRow: View {
  @ObservedObject var model: CensusModel

  var body: some View { Text("\(model.unread) unread") }
}

private struct CounterEditor: View {
  @Bindable var counter: Counter

  var body: some View {
    Stepper("Count \(counter.count)", value: $counter.count, in: 0...9)
  }
}

private struct Stored: View {
  @AppStorage("census.volume") private var volume = 3
  @AppStorage("census.name") private var name: String?

  var body: some View { Text("Volume \(volume) \(name ?? "")") }
}

private struct Focusing: View {
  @FocusState private var isFocused: Bool

  var body: some View {
    TextField("Name", text: .constant("")).focused($isFocused)
  }
}

private struct Matched: View {
  @Namespace private var space

  var body: some View {
    Circle().frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: space)
  }
}

private struct Dragging: View {
  @GestureState private var drag: CGSize = .zero

  var body: some View {
    Circle()
      .frame(width: 20, height: 20)
      .offset(drag)
      .gesture(
        DragGesture().updating($drag) { value, state, _ in state = value.translation })
  }
}

private struct DelegateHolder: View {
  @UIApplicationDelegateAdaptor(CensusAppDelegate.self) var appDelegate

  var body: some View { Text("Delegate") }
}

private struct PathStack: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      Text("Root").navigationDestination(for: String.self) { Text($0) }
    }
  }
}

private struct Pinch: View {
  var pinch: some Gesture { MagnificationGesture().onChanged { _ in } }

  var body: some View { Circle().frame(width: 20, height: 20).gesture(pinch) }
}

/// UIKit's views in SwiftUI.
private struct UIKitLabel: UIViewRepresentable {
  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.text = "UIKit"
    return label
  }

  func updateUIView(_ uiView: UILabel, context: Context) {}
}

private struct Hosted: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIHostingController<Text> {
    UIHostingController(rootView: Text("Hosted"))
  }

  func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
}

// MARK: - Previews

private struct PreviewCard: View {
  var body: some View { Text("Preview") }
}

#Preview {
  PreviewCard()
}

#Preview("Named") {
  PreviewCard()
}

#Preview(traits: .sizeThatFitsLayout) {
  PreviewCard()
}

#Preview {
  @Previewable @State var isOn = true
  Toggle("On", isOn: $isOn)
}

private struct CardPreviews: PreviewProvider {
  static var previews: some View {
    PreviewCard()
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Card")
      .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
  }
}

// MARK: - The table

/// A census row's symbol and a view that uses it.
struct CensusEntry {
  let symbol: String
  let view: @MainActor () -> AnyView
}

/// The entries, added one statement each so that each closure is type-checked alone.
@MainActor struct CensusTable {
  var entries: [CensusEntry] = []

  mutating func add<V: View>(_ symbol: String, @ViewBuilder _ view: @escaping @MainActor () -> V) {
    entries.append(CensusEntry(symbol: symbol) { AnyView(view()) })
  }

  static var all: [CensusEntry] {
    var table = CensusTable()
    table.addTypes()
    table.addInitializers()
    table.addModifiers()
    table.addStaticMembers()
    table.addStyles()
    table.addEnvironmentKeys()
    table.addPropertyWrappers()
    table.addMethods()
    table.addAppAndContentViews()
    return table.entries
  }
}

// MARK: - Types

extension CensusTable {
  mutating func addTypes() {
    add("View") { Card(title: "Card") { Text("Body") } }
    add("Text") {
      let text: Text = Text("Typed")
      text
    }
    add("VStack") {
      let stack: VStack<Text> = VStack { Text("Stacked") }
      stack
    }
    add("Color") {
      let color: Color = .blue
      color.frame(width: 10, height: 10)
    }
    add("State") { StateCounter(count: 3) }
    add("Preview") {
      let trait: PreviewTrait<Preview.ViewTraits> = .sizeThatFitsLayout
      Text("\(String(describing: trait))")
    }
    add("Button") {
      let button: Button<Text> = Button("Typed button") {}
      button
    }
    add("Image") {
      let image: Image = Image(systemName: "star")
      image
    }
    add("HStack") {
      let stack: HStack<TupleView<(Text, Text)>> = HStack {
        Text("A")
        Text("B")
      }
      stack
    }
    add("PreviewProvider") { CardPreviews.previews }
    add("Spacer") {
      let spacer: Spacer = Spacer()
      HStack { spacer }
    }
    add("ForEach") {
      let rows: ForEach<[String], String, Text> = ForEach(["a", "b"], id: \.self) { Text($0) }
      VStack { rows }
    }
    add("ZStack") {
      let stack: ZStack<Text> = ZStack { Text("Z") }
      stack
    }
    add("Binding") {
      let binding: Binding<Bool> = .constant(true)
      Switch(isOn: binding)
    }
    add("Environment") { EnvironmentKeys() }
    add("ScrollView") { ScrollView { Text("Scrolled") } }
    add("RoundedRectangle") { RoundedRectangle(cornerRadius: 4).frame(width: 20, height: 10) }
    add("NavigationStack") {
      let stack: NavigationStack<NavigationPath, Text> = NavigationStack { Text("Root") }
      stack
    }
    add("ViewBuilder") { ViewBuilder.buildBlock(Text("Built")) }
    add("List") { List { Text("Row") } }
    add("EnvironmentObject") { ModelOwner() }
    add("StateObject") { ModelOwner() }
    add("NavigationLink") { NavigationStack { NavigationLink("Link", value: "next") } }
    add("Circle") { Circle().frame(width: 10, height: 10) }
    add("TextField") {
      let field: TextField<Text> = TextField("Field", text: .constant("x"))
      field
    }
    add("Section") { List { Section("Section") { Text("Row") } } }
    add("Group") { Group { Text("Grouped") } }
    add("ObservedObject") { ModelRow(model: CensusModel()) }
    add("Rectangle") { Rectangle().frame(width: 10, height: 10) }
    add("NavigationView") {
      let navigation: NavigationView<Text> = NavigationView { Text("Old root") }
      navigation
    }
    add("ProgressView") { ProgressView() }
    add("Label") {
      let label: Label<Text, Image> = Label("Label", systemImage: "star")
      label
    }
    add("GeometryReader") {
      GeometryReader { (proxy: GeometryProxy) in Text("\(Int(proxy.size.width))") }
    }
    add("ToolbarItem") {
      NavigationStack {
        Text("Root").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
      }
    }
    add("Divider") {
      let divider: Divider = Divider()
      divider
    }
    add("ViewModifier") { Text("Framed").modifier(Framed()) }
    add("EmptyView") {
      let empty: EmptyView = EmptyView()
      empty
    }
    add("Picker") { Picker("Size", selection: .constant(1)) { Text("Small").tag(1) } }
    add("Form") { Form { Text("In a form") } }
    add("LinearGradient") {
      let gradient: LinearGradient = LinearGradient(
        colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      gradient.frame(width: 20, height: 20)
    }
    add("Capsule") { Capsule().frame(width: 20, height: 10) }
    add("TabView") { TabView { Text("Tab") } }
    add("GridItem") {
      let columns: [GridItem] = [GridItem(.flexible()), GridItem(.flexible())]
      LazyVGrid(columns: columns) { Text("Cell") }
    }
    add("Toggle") {
      let toggle: Toggle<Text> = Toggle("Toggle", isOn: .constant(true))
      toggle
    }
    add("LazyVGrid") {
      let grid: LazyVGrid<Text> = LazyVGrid(columns: [GridItem()]) { Text("Cell") }
      grid
    }
    add("Font") {
      let font: Font = .body
      Text("Font").font(font)
    }
    add("AppStorage") { Stored() }
    add("FocusState") { Focusing() }
    add("EdgeInsets") {
      let insets: EdgeInsets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      Text("Insets").padding(insets)
    }
    add("LazyVStack") {
      let stack: LazyVStack<Text> = LazyVStack { Text("Lazy") }
      stack
    }
    add("Gradient") {
      let gradient: Gradient = Gradient(colors: [.red, .blue])
      LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
    }
    add("Angle") {
      let angle: Angle = Angle(degrees: 90)
      Text("Turned").rotationEffect(angle)
    }
    add("UIViewRepresentable") { UIKitLabel() }
    add("AnyView") {
      let view: AnyView = AnyView(Text("Erased"))
      view
    }
    add("AsyncImage") {
      let image: AsyncImage<Image> = AsyncImage(url: URL(string: "https://example.com/a.png"))
      image.frame(width: 20, height: 20)
    }
    add("Path") {
      let path: Path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
      path.fill(Color.red)
    }
    add("DragGesture") {
      let drag: DragGesture = DragGesture()
      Circle().frame(width: 10, height: 10).gesture(drag)
    }
    add("Animation") {
      let animation: Animation = .easeIn
      Text("Animated").animation(animation, value: 1)
    }
    add("Alert") {
      Text("Alerting").alert(isPresented: .constant(false)) {
        let alert: Alert = Alert(title: Text("Alert"))
        return alert
      }
    }
    add("Shape") { Triangle().fill(Color.green).frame(width: 20, height: 20) }
    add("Bindable") {
      let counter = Counter()
      let bindable: Bindable<Counter> = Bindable(counter)
      Stepper("Bound", value: bindable.count, in: 0...9)
    }
    add("UIHostingController") { Hosted() }
    add("SecureField") {
      let field: SecureField<Text> = SecureField("Secret", text: .constant("pw"))
      field
    }
    add("Link") { Link("Site", destination: URL(string: "https://example.com")!) }
    add("LocalizedStringKey") {
      let key: LocalizedStringKey = "Localized"
      Text(key)
    }
    add("UIViewControllerRepresentable") { Hosted() }
    add("EnvironmentValues") { EnvironmentReader().environment(\.mood, "keen") }
    add("Menu") { Menu("Menu") { Button("Item") {} } }
    add("DatePicker") {
      DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)))
    }
    add("Previewable") { PreviewCard() }
    add("PreferenceKey") {
      Text("Preferred").preference(key: WidthKey.self, value: 12)
    }
    add("Slider") { Slider(value: .constant(0.5)) }
    add("TextEditor") {
      let editor: TextEditor = TextEditor(text: .constant("Notes"))
      editor
    }
    add("ColorScheme") {
      let scheme: ColorScheme = .dark
      SchemeReader().environment(\.colorScheme, scheme)
    }
    add("Namespace") { Matched() }
    add("ScrollViewReader") { ScrollViewReader { _ in Text("Reader") } }
    add("EnvironmentKey") { EnvironmentReader() }
    add("PlainButtonStyle") {
      let style: PlainButtonStyle = PlainButtonStyle()
      Button("Plain") {}.buttonStyle(style)
    }
    add("StrokeStyle") {
      let style: StrokeStyle = StrokeStyle(lineWidth: 2, dash: [4])
      Circle().stroke(style: style).frame(width: 20, height: 20)
    }
    add("Alignment") {
      let alignment: Alignment = .topLeading
      ZStack(alignment: alignment) { Text("Aligned") }
    }
    add("NavigationPath") { PathStack() }
    add("ToolbarItemGroup") {
      NavigationStack {
        Text("Root").toolbar {
          ToolbarItemGroup(placement: .bottomBar) { Button("One") {} }
        }
      }
    }
    add("ButtonStyle") { Button("Pill") {}.buttonStyle(PillStyle()) }
    add("CircularProgressViewStyle") {
      let style: CircularProgressViewStyle = CircularProgressViewStyle()
      ProgressView().progressViewStyle(style)
    }
    add("GeometryProxy") {
      GeometryReader { (proxy: GeometryProxy) in Text("\(Int(proxy.size.height))") }
    }
    add("LazyHStack") {
      let stack: LazyHStack<Text> = LazyHStack { Text("Lazy row") }
      stack
    }
    add("AnyTransition") {
      let transition: AnyTransition = .slide
      Text("Sliding").transition(transition)
    }
    add("Stepper") { Stepper("Steps", value: .constant(2), in: 0...5) }
    add("HorizontalAlignment") {
      let alignment: HorizontalAlignment = .leading
      VStack(alignment: alignment) { Text("Leading") }
    }
    add("RadialGradient") {
      let gradient: RadialGradient = RadialGradient(
        colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)
      gradient.frame(width: 20, height: 20)
    }
    add("UIApplicationDelegateAdaptor") { DelegateHolder() }
    add("UnitPoint") {
      let point: UnitPoint = .topLeading
      Text("Scaled").scaleEffect(2, anchor: point)
    }
    // The census's `Entry` is the macro `@Entry` names.
    add("Entry") { EnvironmentReader().environment(\.censusBadge, "gold") }
    add("StackNavigationViewStyle") {
      let style: StackNavigationViewStyle = StackNavigationViewStyle()
      NavigationView { Text("Stacked") }.navigationViewStyle(style)
    }
    add("EditButton") {
      let button: EditButton = EditButton()
      button
    }
    add("GestureState") { Dragging() }
    add("RoundedBorderTextFieldStyle") {
      let style: RoundedBorderTextFieldStyle = RoundedBorderTextFieldStyle()
      TextField("Rounded", text: .constant("")).textFieldStyle(style)
    }
    add("Gesture") { Pinch() }
    add("Axis") {
      let axis: Axis = .vertical
      TextField("Notes", text: .constant(""), axis: axis)
    }
    add("TapGesture") {
      let tap: TapGesture = TapGesture(count: 2)
      Text("Tap").gesture(tap)
    }
    add("LazyHGrid") {
      let grid: LazyHGrid<Text> = LazyHGrid(rows: [GridItem()]) { Text("Cell") }
      grid
    }
    add("Transaction") {
      Text("Quiet").transaction { (transaction: inout Transaction) in
        transaction.animation = nil
      }
    }
    add("Grid") {
      Grid { GridRow { Text("Cell") } }
    }
    add("PageTabViewStyle") {
      TabView { Text("Page") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
    }
    add("SegmentedPickerStyle") {
      let style: SegmentedPickerStyle = SegmentedPickerStyle()
      Picker("Mode", selection: .constant(0)) { Text("A").tag(0) }.pickerStyle(style)
    }
    add("ToolbarContent") { NavigationStack { Text("Root").toolbar { SaveToolbar() } } }
    add("GridRow") { Grid { GridRow { Text("Row cell") } } }
    add("ProposedViewSize") {
      Row {
        Text("One")
        Text("Two")
      }
    }
    add("VerticalAlignment") {
      let alignment: VerticalAlignment = .top
      HStack(alignment: alignment) { Text("Top") }
    }
    add("MagnificationGesture") { Pinch() }
    add("ScrollViewProxy") {
      ScrollViewReader { (proxy: ScrollViewProxy) in
        Button("Jump") { proxy.scrollTo("end") }
      }
    }
    add("PlainListStyle") {
      let style: PlainListStyle = PlainListStyle()
      List { Text("Row") }.listStyle(style)
    }
  }
}

// MARK: - Initialisers

extension CensusTable {
  mutating func addInitializers() {
    let url = URL(string: "https://example.com/photo.png")
    let date = Date(timeIntervalSince1970: 0)

    add("Text(_:)") { Text("Census") }
    add("Preview {…}") { PreviewCard() }
    add("VStack {…}") { VStack { Text("V") } }
    add("Spacer()") { HStack { Spacer() } }
    add("Image(systemName:)") { Image(systemName: "heart") }
    add("HStack {…}") { HStack { Text("H") } }
    add("VStack(spacing:) {…}") { VStack(spacing: 8) { Text("V8") } }
    add("Environment(_:)") { EnvironmentKeys() }
    add("ZStack {…}") { ZStack { Text("Z") } }
    add("ForEach(_:id:) {…}") {
      VStack { ForEach(["Alpha", "Beta", "Gamma"], id: \.self) { Text($0) } }
    }
    add("Button {…} {…}") {
      Button {
      } label: {
        Text("Labelled")
      }
    }
    add("ForEach(_:) {…}") { VStack { ForEach(fruits) { Text($0.name) } } }
    add("HStack(spacing:) {…}") { HStack(spacing: 4) { Text("H4") } }
    add("RoundedRectangle(cornerRadius:)") {
      RoundedRectangle(cornerRadius: 8).frame(width: 20, height: 20)
    }
    add("Button(_:) {…}") { Button("Titled") {} }
    add("VStack(alignment:spacing:) {…}") { VStack(alignment: .leading, spacing: 2) { Text("V") } }
    add("NavigationStack {…}") { NavigationStack { Text("Stack root") } }
    add("Color(_:)") { Color("CensusColor").frame(width: 10, height: 10) }
    add("Circle()") { Circle() }
    add("List {…}") { List { Text("Listed") } }
    add("ScrollView {…}") { ScrollView { Text("Scroll") } }
    add("Image(_:)") { Image("census-photo") }
    add("Button(action:) {…}") { Button(action: {}) { Text("Act") } }
    add("VStack(alignment:) {…}") { VStack(alignment: .trailing) { Text("V") } }
    add("Rectangle()") { Rectangle() }
    add("TextField(_:text:)") { TextField("Title", text: .constant("Draft")) }
    add("Group {…}") { Group { Text("G") } }
    add("NavigationView {…}") { NavigationView { Text("Nav") } }
    add("GeometryReader {…}") { GeometryReader { proxy in Text("\(Int(proxy.size.width))") } }
    add("Divider()") { Divider() }
    add("ToolbarItem(placement:) {…}") {
      NavigationStack {
        Text("Root").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("T") } }
      }
    }
    add("Label(_:systemImage:)") { Label("Starred", systemImage: "star") }
    add("ProgressView()") { ProgressView() }
    add("EmptyView()") { EmptyView() }
    add("ZStack(alignment:) {…}") { ZStack(alignment: .bottom) { Text("Z") } }
    add("Button(action:label:)") { Button(action: {}, label: { Text("Both") }) }
    add("Form {…}") { Form { Text("F") } }
    add("Picker(_:selection:) {…}") {
      Picker("Flavour", selection: .constant("Mint")) {
        Text("Mint").tag("Mint")
        Text("Lime").tag("Lime")
      }
    }
    add("HStack(alignment:spacing:) {…}") { HStack(alignment: .top, spacing: 2) { Text("H") } }
    add("Capsule()") { Capsule() }
    add("ScrollView(_:showsIndicators:) {…}") {
      ScrollView(.horizontal, showsIndicators: false) { Text("Wide") }
    }
    add("Section {…}") { List { Section { Text("In section") } } }
    add("NavigationLink(destination:) {…}") {
      NavigationStack { NavigationLink(destination: Text("Detail")) { Text("Open") } }
    }
    add("Section(_:) {…}") { List { Section("Titled section") { Text("Row") } } }
    add("Image(uiImage:)") { Image(uiImage: UIImage(systemName: "star")!) }
    add("Button(_:role:) {…}") { Button("Delete", role: .destructive) {} }
    add("AppStorage(_:)") { Stored() }
    add("Preview(_:) {…}") { PreviewCard() }
    add("Section(header:) {…}") { List { Section(header: Text("Header")) { Text("Row") } } }
    add("HStack(alignment:) {…}") { HStack(alignment: .bottom) { Text("H") } }
    add("LinearGradient(colors:startPoint:endPoint:)") {
      LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)
    }
    add("Toggle(_:isOn:)") { Toggle("Wi-Fi", isOn: .constant(true)) }
    add("Gradient(colors:)") {
      LinearGradient(
        gradient: Gradient(colors: [.blue, .green]), startPoint: .top, endPoint: .bottom)
    }
    add("Binding(get:set:)") { Switch(isOn: Binding(get: { false }, set: { _ in })) }
    add("LinearGradient(gradient:startPoint:endPoint:)") {
      LinearGradient(
        gradient: Gradient(colors: [.white, .gray]), startPoint: .top, endPoint: .bottom)
    }
    add("Spacer(minLength:)") { HStack { Spacer(minLength: 12) } }
    add("NavigationLink(value:) {…}") {
      NavigationStack { NavigationLink(value: 3) { Text("Three") } }
    }
    add("NavigationLink {…} {…}") {
      NavigationStack {
        NavigationLink {
          Text("Destination")
        } label: {
          Text("Go")
        }
      }
    }
    add("TabView {…}") { TabView { Text("First") } }
    add("ScrollView(_:) {…}") { ScrollView(.vertical) { Text("Down") } }
    add("Color(red:green:blue:)") { Color(red: 1, green: 0.5, blue: 0) }
    add("State(initialValue:)") { StateCounter(count: 7) }
    add("EdgeInsets(top:leading:bottom:trailing:)") {
      Text("Inset").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    }
    add("LazyVGrid(columns:spacing:) {…}") {
      LazyVGrid(columns: [GridItem(), GridItem()], spacing: 8) { Text("Cell") }
    }
    add("RoundedRectangle(cornerRadius:style:)") {
      RoundedRectangle(cornerRadius: 12, style: .continuous)
    }
    add("List(_:) {…}") { List(fruits) { Text($0.name) } }
    add("AnyView(_:)") { AnyView(Text("Any")) }
    add("StateObject(wrappedValue:)") { ModelOwner() }
    add("GridItem(_:)") { LazyVGrid(columns: [GridItem(.fixed(40))]) { Text("Fixed") } }
    add("TabView(selection:) {…}") {
      TabView(selection: .constant(1)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }
    }
    add("Button(_:action:)") { Button("Action", action: {}) }
    add("Color(hex:)") { Color(hex: 0x3366FF) }
    add("Button(role:) {…} {…}") {
      Button(role: .destructive) {
      } label: {
        Text("Remove")
      }
    }
    add("Section {…} {…}") {
      List {
        Section {
          Text("Row")
        } header: {
          Text("Head")
        }
      }
    }
    add("DragGesture()") { Circle().gesture(DragGesture()) }
    add("UIHostingController(rootView:)") { Hosted() }
    add("NavigationStack(path:) {…}") { PathStack() }
    add("Angle(degrees:)") { Text("Tilted").rotationEffect(Angle(degrees: 10)) }
    add("SecureField(_:text:)") { SecureField("Password", text: .constant("abc")) }
    add("LazyVStack(spacing:) {…}") { LazyVStack(spacing: 6) { Text("Lazy") } }
    add("Color(uiColor:)") { Color(uiColor: .systemBlue) }
    add("TextEditor(text:)") { TextEditor(text: .constant("Body")) }
    add("PlainButtonStyle()") { Button("Plain") {}.buttonStyle(PlainButtonStyle()) }
    add("Menu {…} {…}") {
      Menu {
        Button("Copy") {}
      } label: {
        Label("More", systemImage: "ellipsis")
      }
    }
    add("ScrollView(showsIndicators:) {…}") {
      ScrollView(showsIndicators: false) { Text("Quiet") }
    }
    add("ScrollViewReader {…}") {
      ScrollViewReader { proxy in
        ScrollView { Text("Top").id("top") }.onAppear { proxy.scrollTo("top") }
      }
    }
    add("AsyncImage(url:) {…} {…}") {
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        Color.gray
      }
    }
    add("NavigationPath()") { PathStack() }
    add("Alert(title:message:dismissButton:)") {
      Text("Alerting").alert(isPresented: .constant(true)) {
        Alert(title: Text("Saved"), message: Text("Done"), dismissButton: .default(Text("OK")))
      }
    }
    add("Link(_:destination:)") { Link("Help", destination: URL(string: "https://example.com")!) }
    add("Color(red:green:blue:opacity:)") { Color(red: 0, green: 0, blue: 1, opacity: 0.5) }
    add("ToolbarItemGroup(placement:) {…}") {
      NavigationStack {
        Text("Root").toolbar {
          ToolbarItemGroup(placement: .navigationBarTrailing) {
            Button("A") {}
            Button("B") {}
          }
        }
      }
    }
    add("GridItem(_:spacing:)") {
      LazyVGrid(columns: [GridItem(.flexible(), spacing: 4)]) { Text("Cell") }
    }
    add("ProgressView(_:)") { ProgressView("Loading") }
    add("Path()") { Triangle().stroke(Color.black).frame(width: 20, height: 20) }
    add("AsyncImage(url:) {…}") {
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image
        } else {
          ProgressView()
        }
      }
    }
    add("Toggle(isOn:) {…}") { Toggle(isOn: .constant(false)) { Text("Custom toggle") } }
    add("List(_:id:) {…}") { List(["x", "y"], id: \.self) { Text($0) } }
    add("LazyVGrid(columns:) {…}") { LazyVGrid(columns: [GridItem()]) { Text("Cell") } }
    add("ToolbarItem {…}") {
      NavigationStack { Text("Root").toolbar { ToolbarItem { Text("Item") } } }
    }
    add("DatePicker(_:selection:displayedComponents:)") {
      DatePicker("Day", selection: .constant(date), displayedComponents: .date)
    }
    add("Image(_:bundle:)") { Image("census-photo", bundle: .main) }
    add("LazyVStack {…}") { LazyVStack { Text("Lazy") } }
    add("Button(_:systemImage:) {…}") { Button("Add", systemImage: "plus") {} }
    add("NavigationLink(_:destination:)") {
      NavigationStack { NavigationLink("Settings", destination: Text("Settings page")) }
    }
    add("Label {…} {…}") {
      Label {
        Text("Custom")
      } icon: {
        Image(systemName: "bolt")
      }
    }
    add("NavigationLink(_:) {…}") {
      NavigationStack { NavigationLink("About") { Text("About page") } }
    }
    add("Alert(title:message:primaryButton:secondaryButton:)") {
      Text("Asking").alert(isPresented: .constant(true)) {
        Alert(
          title: Text("Delete?"), message: Text("For good"),
          primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
      }
    }
    add("Path(_:)") { Path(CGRect(x: 0, y: 0, width: 8, height: 8)) }
    add("UIApplicationDelegateAdaptor(_:)") { DelegateHolder() }
    add("Text(_:format:)") { Text(42, format: .number) }
    add("Path {…}") {
      Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 10))
      }
      .stroke(Color.red)
    }
    add("StackNavigationViewStyle()") {
      NavigationView { Text("Stack") }.navigationViewStyle(StackNavigationViewStyle())
    }
    add("Section {…} {…} {…}") {
      List {
        Section {
          Text("Row")
        } header: {
          Text("Head")
        } footer: {
          Text("Foot")
        }
      }
    }
    add("EditButton()") { EditButton() }
    add("CircularProgressViewStyle(tint:)") {
      ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
    }
    add("EdgeInsets()") { Text("No inset").padding(EdgeInsets()) }
    add("Text(_:style:)") { Text(date, style: .date) }
    add("TextField(_:text:axis:)") {
      TextField("Bio", text: .constant("Line"), axis: .vertical)
    }
    add("Link(destination:) {…}") {
      Link(destination: URL(string: "https://example.com")!) { Text("Visit") }
    }
    add("RoundedBorderTextFieldStyle()") {
      TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
    }
    add("TextField(_:value:format:)") {
      TextField("Amount", value: .constant(2.5), format: .number)
    }
    add("DragGesture(minimumDistance:)") { Circle().gesture(DragGesture(minimumDistance: 0)) }
    add("ProgressView(value:)") { ProgressView(value: 0.25) }
    // The census counts the empty parentheses, which the project's format removes elsewhere.
    // swift-format-ignore: NoEmptyTrailingClosureParentheses
    add("HStack() {…}") { HStack() { Text("H") } }
    add("NavigationLink(destination:isActive:) {…}") {
      NavigationView {
        NavigationLink(destination: Text("Pushed"), isActive: .constant(false)) {
          Text("Push")
        }
      }
    }
    add("Button(role:action:) {…}") {
      Button(role: .cancel, action: {}) { Text("Cancel") }
    }
    add("LocalizedStringKey(_:)") { Text(LocalizedStringKey("Greeting")) }
    add("TapGesture()") { Text("Tap").gesture(TapGesture()) }
    add("Text(verbatim:)") { Text(verbatim: "%d literal") }
    add("ToolbarItem(placement:content:)") {
      NavigationStack {
        Text("Root").toolbar {
          ToolbarItem(placement: .principal, content: { Text("Centre") })
        }
      }
    }
    add("SegmentedPickerStyle()") {
      Picker("Side", selection: .constant(0)) {
        Text("L").tag(0)
        Text("R").tag(1)
      }
      .pickerStyle(SegmentedPickerStyle())
    }
    add("Preview(traits:) {…}") { PreviewCard() }
    add("TextField(_:text:prompt:)") {
      TextField("Email", text: .constant(""), prompt: Text("you@example.com"))
    }
    add("LazyHStack(spacing:) {…}") { LazyHStack(spacing: 3) { Text("L") } }
    add("Slider(value:in:)") { Slider(value: .constant(3), in: 0...10) }
    add("GridRow {…}") { Grid { GridRow { Text("A") } } }
    add("LazyVStack(alignment:spacing:) {…}") {
      LazyVStack(alignment: .leading, spacing: 2) { Text("L") }
    }
    add("StrokeStyle(lineWidth:)") {
      Rectangle().stroke(style: StrokeStyle(lineWidth: 3)).frame(width: 20, height: 20)
    }
    add("CircularProgressViewStyle()") {
      ProgressView().progressViewStyle(CircularProgressViewStyle())
    }
    add("MagnificationGesture()") { Circle().gesture(MagnificationGesture()) }
    add("PlainListStyle()") { List { Text("Row") }.listStyle(PlainListStyle()) }
    // swift-format-ignore: NoEmptyTrailingClosureParentheses
    add("VStack() {…}") { VStack() { Text("V") } }
    add("RadialGradient(gradient:center:startRadius:endRadius:)") {
      RadialGradient(
        gradient: Gradient(colors: [.yellow, .red]), center: .center, startRadius: 1,
        endRadius: 30)
    }
    add("AsyncImage(url:content:placeholder:)") {
      AsyncImage(url: url, content: { $0.resizable() }, placeholder: { Text("Loading image") })
    }
  }
}

// MARK: - Modifiers

extension CensusTable {
  mutating func addModifiers() {
    addLayoutAndStyleModifiers()
    addTextAndControlModifiers()
    addNavigationAndPresentationModifiers()
    addEventAndAccessibilityModifiers()
  }

  private mutating func addLayoutAndStyleModifiers() {
    add(".padding") { Color.red.frame(width: 20, height: 10).padding(8) }
    add(".frame") { Text("Framed").frame(maxWidth: .infinity, alignment: .leading) }
    add(".background") { Text("Backed").background(Color.yellow) }
    add(".opacity") { Text("Faint").opacity(0.5) }
    add(".resizable") { Image(systemName: "star").resizable().frame(width: 30, height: 30) }
    add(".cornerRadius") { Color.blue.frame(width: 20, height: 20).cornerRadius(6) }
    add(".overlay") { Circle().frame(width: 20, height: 20).overlay { Text("1") } }
    add(".fill") { Circle().fill(Color.orange) }
    add(".clipShape") { Color.red.frame(width: 20, height: 20).clipShape(Circle()) }
    add(".ignoresSafeArea") { Color.mint.ignoresSafeArea() }
    add(".stroke") { Circle().stroke(Color.blue, lineWidth: 2) }
    add(".offset") { Text("Moved").offset(x: 4, y: 2) }
    add(".shadow") { Text("Shadowed").shadow(color: .black, radius: 4, x: 0, y: 2) }
    add(".scaledToFit") { Image(systemName: "star").resizable().scaledToFit() }
    add(".aspectRatio") { Color.red.aspectRatio(16 / 9, contentMode: .fit) }
    add(".tint") { Toggle("Tinted", isOn: .constant(true)).tint(.purple) }
    add(".scaleEffect") { Text("Big").scaleEffect(1.5) }
    add(".contentShape") { Text("Hit").contentShape(Rectangle()) }
    add(".scaledToFill") { Image(systemName: "star").resizable().scaledToFill() }
    add(".rotationEffect") { Text("Turned").rotationEffect(.degrees(30)) }
    add(".edgesIgnoringSafeArea") { Color.teal.edgesIgnoringSafeArea(.all) }
    add(".clipped") { Color.red.frame(width: 20, height: 20).clipped() }
    add(".fixedSize") { Text("Fixed").fixedSize(horizontal: false, vertical: true) }
    add(".accentColor") { Button("Accent") {}.accentColor(.green) }
    add(".zIndex") { ZStack { Text("Front").zIndex(1) } }
    add(".border") { Text("Bordered").border(Color.gray, width: 1) }
    add(".blur") { Text("Blurred").blur(radius: 2) }
    add(".strokeBorder") { Circle().strokeBorder(Color.red, lineWidth: 3) }
    add(".mask") { Color.red.frame(width: 20, height: 20).mask { Circle() } }
    add(".position") { Text("Placed").position(x: 50, y: 20) }
    add(".rotation3DEffect") {
      Text("Flipped").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
    }
    add(".trim") { Circle().trim(from: 0, to: 0.5).stroke(Color.blue) }
    add(".safeAreaInset") { List { Text("Row") }.safeAreaInset(edge: .bottom) { Text("Bar") } }
    add(".blendMode") { Text("Blended").blendMode(.multiply) }
    add(".matchedGeometryEffect") { Matched() }
    add(".hidden") { Text("Hidden").hidden() }
    add(".glassEffect") { Text("Glass").padding().glassEffect() }
    add(".colorScheme") { SchemeReader().colorScheme(.dark) }
    add(".coordinateSpace") { VStack { Text("Space") }.coordinateSpace(name: "card") }
    add(".layoutPriority") { HStack { Text("First").layoutPriority(1) } }
    add(".alignmentGuide") {
      VStack(alignment: .leading) {
        Text("Guided").alignmentGuide(.leading) { d in d[.trailing] }
      }
    }
    add(".compositingGroup") { Text("Grouped").compositingGroup().opacity(0.8) }
    add(".scale") { Circle().scale(0.5).fill(Color.red) }
    add(".transaction") { Text("T").transaction { $0.disablesAnimations = true } }
    add(".foregroundColor") { Text("Red").foregroundColor(.red) }
    add(".foregroundStyle") { Text("Secondary").foregroundStyle(.secondary) }
    add(".animation") { Text("A").animation(.default, value: 2) }
    add(".transition") { Text("T").transition(.opacity) }
    add(".id") { Text("Identified").id("identified") }
    add(".tag") { Text("Tagged").tag(5) }
    add(".disabled") { Button("Off") {}.disabled(true) }
    add(".environment") { Text("Français").environment(\.locale, Locale(identifier: "fr")) }
    add(".environmentObject") { ModelReader().environmentObject(CensusModel()) }
    add(".preferredColorScheme") { Text("Dark").preferredColorScheme(.dark) }
    add(".preference") { Text("Pref").preference(key: WidthKey.self, value: 3) }
    add(".onPreferenceChange") {
      Text("Pref").preference(key: WidthKey.self, value: 3).onPreferenceChange(WidthKey.self) {
        _ in
      }
    }
  }

  private mutating func addTextAndControlModifiers() {
    add(".font") { Text("Title").font(.title) }
    add(".fontWeight") { Text("Heavy").fontWeight(.heavy) }
    add(".bold") { Text("Bold").bold() }
    add(".multilineTextAlignment") {
      Text("Centred\nlines").multilineTextAlignment(.center)
    }
    add(".lineLimit") { Text("One line only").lineLimit(1) }
    add(".italic") { Text("Slanted").italic() }
    add(".lineSpacing") { Text("Spaced\nlines").lineSpacing(6) }
    add(".minimumScaleFactor") { Text("Shrinks").minimumScaleFactor(0.5) }
    add(".underline") { Text("Underlined").underline() }
    add(".strikethrough") { Text("Struck").strikethrough() }
    add(".kerning") { Text("Kerned").kerning(2) }
    add(".monospacedDigit") { Text("12:30").monospacedDigit() }
    add(".textCase") { Text("loud").textCase(.uppercase) }
    add(".truncationMode") { Text("Truncated text").truncationMode(.middle) }
    add(".imageScale") { Image(systemName: "star").imageScale(.small) }
    add(".renderingMode") { Image(systemName: "star").renderingMode(.template) }
    add(".symbolVariant") { Image(systemName: "heart").symbolVariant(.fill) }
    add(".symbolRenderingMode") {
      Image(systemName: "cloud.sun").symbolRenderingMode(.hierarchical)
    }
    add(".buttonStyle") { Button("Styled") {}.buttonStyle(.bordered) }
    add(".buttonBorderShape") {
      Button("Round") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
    }
    add(".controlSize") { Button("Small") {}.controlSize(.small) }
    add(".pickerStyle") {
      Picker("P", selection: .constant(0)) { Text("Zero").tag(0) }.pickerStyle(.menu)
    }
    add(".toggleStyle") { Toggle("Switch", isOn: .constant(true)).toggleStyle(.switch) }
    add(".labelStyle") { Label("Icon", systemImage: "star").labelStyle(.titleOnly) }
    add(".labelsHidden") { Toggle("Hidden label", isOn: .constant(true)).labelsHidden() }
    add(".progressViewStyle") { ProgressView(value: 0.3).progressViewStyle(.linear) }
    add(".datePickerStyle") {
      DatePicker("When", selection: .constant(Date(timeIntervalSince1970: 0)))
        .datePickerStyle(.compact)
    }
    add(".textFieldStyle") { TextField("Plain", text: .constant("")).textFieldStyle(.plain) }
    add(".keyboardType") { TextField("Phone", text: .constant("")).keyboardType(.phonePad) }
    add(".textInputAutocapitalization") {
      TextField("Words", text: .constant("")).textInputAutocapitalization(.words)
    }
    add(".autocorrectionDisabled") {
      TextField("Code", text: .constant("")).autocorrectionDisabled()
    }
    add(".autocapitalization") {
      TextField("Old", text: .constant("")).autocapitalization(.none)
    }
    add(".submitLabel") { TextField("Search", text: .constant("")).submitLabel(.search) }
    add(".textContentType") {
      TextField("Email", text: .constant("")).textContentType(.emailAddress)
    }
    add(".focused") { Focusing() }
    add(".listStyle") { List { Text("Row") }.listStyle(.insetGrouped) }
    add(".listRowBackground") { List { Text("Row").listRowBackground(Color.yellow) } }
    add(".listRowInsets") { List { Text("Row").listRowInsets(EdgeInsets()) } }
    add(".listRowSeparator") { List { Text("Row").listRowSeparator(.hidden) } }
    add(".scrollContentBackground") { List { Text("Row") }.scrollContentBackground(.hidden) }
    add(".scrollIndicators") { ScrollView { Text("S") }.scrollIndicators(.never) }
    add(".tabViewStyle") { TabView { Text("Page") }.tabViewStyle(.page) }
    add(".tabItem") {
      TabView { Text("Home").tabItem { Label("Home", systemImage: "house") } }
    }
  }

  private mutating func addNavigationAndPresentationModifiers() {
    add(".navigationTitle") { NavigationStack { Text("Body").navigationTitle("Inbox") } }
    add(".navigationBarTitleDisplayMode") {
      NavigationStack {
        Text("Body").navigationTitle("Small").navigationBarTitleDisplayMode(.inline)
      }
    }
    add(".navigationBarTitle") { NavigationView { Text("Body").navigationBarTitle("Old") } }
    add(".navigationBarHidden") { NavigationView { Text("Body").navigationBarHidden(true) } }
    add(".navigationBarBackButtonHidden") {
      NavigationStack { Text("Body").navigationBarBackButtonHidden(true) }
    }
    add(".navigationBarItems") {
      NavigationView { Text("Body").navigationBarItems(trailing: Button("Edit") {}) }
    }
    add(".navigationDestination") { PathStack() }
    add(".navigationViewStyle") {
      NavigationView { Text("Body") }.navigationViewStyle(.stack)
    }
    add(".toolbar") {
      NavigationStack {
        Text("Body").toolbar { Button("Add") {} }
      }
    }
    add(".toolbarBackground") {
      NavigationStack { Text("Body").toolbarBackground(.visible, for: .navigationBar) }
    }
    add(".searchable") { NavigationStack { List { Text("Row") }.searchable(text: .constant("")) } }
    add(".sheet") { Text("Base").sheet(isPresented: .constant(false)) { Text("Sheet") } }
    add(".fullScreenCover") {
      Text("Base").fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
    }
    add(".presentationDetents") {
      Text("Base").sheet(isPresented: .constant(true)) {
        Text("Half").presentationDetents([.medium, .large])
      }
    }
    add(".presentationDragIndicator") {
      Text("Base").sheet(isPresented: .constant(true)) {
        Text("Grab").presentationDragIndicator(.visible)
      }
    }
    add(".interactiveDismissDisabled") {
      Text("Base").sheet(isPresented: .constant(true)) {
        Text("Stay").interactiveDismissDisabled()
      }
    }
    add(".alert") {
      Text("Base").alert("Saved", isPresented: .constant(true)) {
        Button("OK") {}
      } message: {
        Text("All done")
      }
    }
    add(".confirmationDialog") {
      Text("Base").confirmationDialog(
        "Delete?", isPresented: .constant(true), titleVisibility: .visible
      ) {
        Button("Delete", role: .destructive) {}
      }
    }
    add(".contextMenu") { Text("Press").contextMenu { Button("Copy") {} } }
    add(".swipeActions") {
      List {
        Text("Swipe").swipeActions(edge: .trailing, allowsFullSwipe: true) {
          Button("Delete", role: .destructive) {}
        }
      }
    }
    add(".onDelete") {
      List {
        ForEach(fruits) { Text($0.name) }.onDelete { _ in }
      }
    }
    add(".refreshable") { List { Text("Row") }.refreshable {} }
    add(".previewLayout") { CardPreviews.previews }
    add(".previewDisplayName") { CardPreviews.previews }
    add(".previewDevice") { CardPreviews.previews }
  }

  private mutating func addEventAndAccessibilityModifiers() {
    add(".onAppear") { Text("Appears").onAppear {} }
    add(".onDisappear") { Text("Leaves").onDisappear {} }
    add(".onTapGesture") { Text("Tap").onTapGesture(count: 2) {} }
    add(".onChange") { Text("Watch").onChange(of: 3, initial: true) { old, new in } }
    add(".task") { Text("Loads").task {} }
    add(".onReceive") { Text("Hears").onReceive(Just(1)) { _ in } }
    add(".onSubmit") { TextField("Go", text: .constant("")).onSubmit {} }
    add(".gesture") { Text("Drag").gesture(DragGesture().onEnded { _ in }) }
    add(".simultaneousGesture") { Text("Both").simultaneousGesture(TapGesture()) }
    add(".allowsHitTesting") { Text("Inert").allowsHitTesting(false) }
    add(".accessibilityLabel") {
      Image(systemName: "xmark").accessibilityLabel("Close").accessibilityIdentifier("close")
    }
    add(".accessibilityElement") {
      VStack {
        Text("A")
        Text("B")
      }
      .accessibilityElement(children: .combine)
    }
    add(".accessibilityAddTraits") { Text("Heading").accessibilityAddTraits(.isHeader) }
    add(".accessibilityIdentifier") { Text("Found").accessibilityIdentifier("found") }
    add(".accessibilityHidden") { Image(systemName: "sparkle").accessibilityHidden(true) }
    add(".accessibilityHint") { Button("Send") {}.accessibilityHint("Sends the message") }
    add(".accessibilityValue") { Text("Volume").accessibilityValue("3") }
  }
}

// MARK: - Static members

extension CensusTable {
  mutating func addStaticMembers() {
    addFontMembers()
    addColorMembers()
    addOtherMembers()
  }

  private mutating func addFontMembers() {
    add("Font.system") { Text("System").font(Font.system(size: 20, weight: .bold)) }
    add("Font.headline") { Text("Headline").font(Font.headline) }
    add("Font.caption") { Text("Caption").font(Font.caption) }
    add("Font.title") { Text("Title").font(Font.title) }
    add("Font.subheadline") { Text("Subheadline").font(Font.subheadline) }
    add("Font.largeTitle") { Text("Large").font(Font.largeTitle) }
    add("Font.title2") { Text("Title 2").font(Font.title2) }
    add("Font.title3") { Text("Title 3").font(Font.title3) }
    add("Font.footnote") { Text("Footnote").font(Font.footnote) }
    add("Font.body") { Text("Body").font(Font.body) }
    add("Font.caption2") { Text("Caption 2").font(Font.caption2) }
    add("Font.callout") { Text("Callout").font(Font.callout) }
    add("Font.custom") { Text("Custom").font(Font.custom("Helvetica", size: 15)) }
    add("Font.Weight.bold") { Text("W").fontWeight(Font.Weight.bold) }
    add("Font.Weight.semibold") { Text("W").fontWeight(Font.Weight.semibold) }
    add("Font.Weight.medium") { Text("W").fontWeight(Font.Weight.medium) }
    add("Font.Weight.heavy") { Text("W").fontWeight(Font.Weight.heavy) }
    add("Font.Weight.black") { Text("W").fontWeight(Font.Weight.black) }
    add("Font.Weight.light") { Text("W").fontWeight(Font.Weight.light) }
    add("TextAlignment.center") { Text("C").multilineTextAlignment(TextAlignment.center) }
    add("TextAlignment.leading") { Text("L").multilineTextAlignment(TextAlignment.leading) }
    add("TextAlignment.trailing") { Text("T").multilineTextAlignment(TextAlignment.trailing) }
  }

  private mutating func addColorMembers() {
    add("Color.white") { Color.white }
    add("Color.secondary") { Text("S").foregroundColor(Color.secondary) }
    add("Color.gray") { Color.gray }
    add("Color.red") { Color.red }
    add("Color.blue") { Color.blue }
    add("Color.black") { Color.black }
    add("Color.primary") { Text("P").foregroundColor(Color.primary) }
    add("Color.green") { Color.green }
    add("Color.accentColor") { Color.accentColor }
    add("Color.orange") { Color.orange }
    add("Color.yellow") { Color.yellow }
    add("Color.purple") { Color.purple }
    add("Color.pink") { Color.pink }
    add("ShapeStyle.white") { Text("S").foregroundStyle(.white) }
    add("ShapeStyle.secondary") { Text("S").foregroundStyle(.secondary) }
    add("ShapeStyle.blue") { Text("S").foregroundStyle(.blue) }
    add("ShapeStyle.red") { Circle().fill(.red) }
    add("ShapeStyle.gray") { Text("S").foregroundStyle(.gray) }
    add("ShapeStyle.black") { Text("S").foregroundStyle(.black) }
    add("ShapeStyle.ultraThinMaterial") { Text("S").background(.ultraThinMaterial) }
    add("ShapeStyle.green") { Text("S").foregroundStyle(.green) }
    add("ShapeStyle.primary") { Text("S").foregroundStyle(.primary) }
    add("ShapeStyle.clear") { Rectangle().fill(.clear) }
    add("ShapeStyle.yellow") { Text("S").foregroundStyle(.yellow) }
    add("ShapeStyle.orange") { Text("S").foregroundStyle(.orange) }
    add("ShapeStyle.background") { Text("S").background(.background) }
    add("ShapeStyle.tint") { Text("S").foregroundStyle(.tint) }
    add("ShapeStyle.thinMaterial") { Text("S").background(.thinMaterial) }
    add("ShapeStyle.pink") { Text("S").foregroundStyle(.pink) }
  }

  private mutating func addOtherMembers() {
    add("NavigationBarItem.TitleDisplayMode.inline") {
      NavigationStack {
        Text("B").navigationTitle("T")
          .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)
      }
    }
    add("NavigationBarItem.TitleDisplayMode.large") {
      NavigationStack {
        Text("B").navigationTitle("T")
          .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.large)
      }
    }
    add("Shape.rect") { Color.red.frame(width: 20, height: 20).clipShape(.rect(cornerRadius: 4)) }
    add("Shape.circle") { Color.red.frame(width: 20, height: 20).clipShape(.circle) }
    add("Shape.capsule") { Color.red.frame(width: 30, height: 20).clipShape(.capsule) }
    add("Animation.easeInOut") { Text("A").animation(Animation.easeInOut, value: 1) }
    add("Animation.default") { Text("A").animation(Animation.default, value: 1) }
    add("Animation.spring") { Text("A").animation(Animation.spring(), value: 1) }
    add("Animation.easeOut") { Text("A").animation(Animation.easeOut, value: 1) }
    add("Animation.linear") { Text("A").animation(Animation.linear, value: 1) }
    add("Animation.easeIn") { Text("A").animation(Animation.easeIn, value: 1) }
    add("AnyTransition.move") { Text("T").transition(AnyTransition.move(edge: .bottom)) }
    add("AnyTransition.opacity") { Text("T").transition(AnyTransition.opacity) }
    add("AnyTransition.scale") { Text("T").transition(AnyTransition.scale) }
    add("AnyTransition.asymmetric") {
      Text("T").transition(AnyTransition.asymmetric(insertion: .scale, removal: .opacity))
    }
    add("Visibility.hidden") { List { Text("R").listRowSeparator(Visibility.hidden) } }
    add("Visibility.visible") {
      NavigationStack { Text("B").toolbarBackground(Visibility.visible, for: .navigationBar) }
    }
    add("ColorScheme.dark") { SchemeReader().preferredColorScheme(ColorScheme.dark) }
    add("ColorScheme.light") { SchemeReader().preferredColorScheme(ColorScheme.light) }
    add("Image.Scale.large") { Image(systemName: "star").imageScale(Image.Scale.large) }
    add("Image.Scale.small") { Image(systemName: "star").imageScale(Image.Scale.small) }
    add("UIKeyboardType.numberPad") {
      TextField("N", text: .constant("")).keyboardType(UIKeyboardType.numberPad)
    }
    add("UIKeyboardType.decimalPad") {
      TextField("D", text: .constant("")).keyboardType(UIKeyboardType.decimalPad)
    }
    add("UIKeyboardType.emailAddress") {
      TextField("E", text: .constant("")).keyboardType(UIKeyboardType.emailAddress)
    }
    add("SafeAreaRegions.all") { Color.red.ignoresSafeArea(SafeAreaRegions.all) }
    add("ScrollIndicatorVisibility.hidden") {
      ScrollView { Text("S") }.scrollIndicators(ScrollIndicatorVisibility.hidden)
    }
    add("ControlSize.large") { Button("L") {}.controlSize(ControlSize.large) }
    add("ControlSize.small") { Button("S") {}.controlSize(ControlSize.small) }
    add("TextInputAutocapitalization.never") {
      TextField("T", text: .constant("")).textInputAutocapitalization(
        TextInputAutocapitalization.never)
    }
  }
}

// MARK: - Styles

extension CensusTable {
  mutating func addStyles() {
    add("ButtonStyle.plain") { Button("B") {}.buttonStyle(.plain) }
    add("ButtonStyle.borderedProminent") { Button("B") {}.buttonStyle(.borderedProminent) }
    add("ButtonStyle.bordered") { Button("B") {}.buttonStyle(.bordered) }
    add("ButtonStyle.borderless") { Button("B") {}.buttonStyle(.borderless) }
    add("ListStyle.plain") { List { Text("R") }.listStyle(.plain) }
    add("PickerStyle.segmented") {
      Picker("P", selection: .constant(0)) { Text("Zero").tag(0) }.pickerStyle(.segmented)
    }
    add("PickerStyle.menu") {
      Picker("P", selection: .constant(0)) { Text("Zero").tag(0) }.pickerStyle(.menu)
    }
    add("TextFieldStyle.roundedBorder") {
      TextField("T", text: .constant("")).textFieldStyle(.roundedBorder)
    }
    add("TabViewStyle.page") { TabView { Text("P") }.tabViewStyle(.page) }
    add("NavigationViewStyle.stack") { NavigationView { Text("N") }.navigationViewStyle(.stack) }
    add("LabelStyle.iconOnly") { Label("L", systemImage: "star").labelStyle(.iconOnly) }
  }
}

// MARK: - Environment keys

extension CensusTable {
  mutating func addEnvironmentKeys() {
    add("\\.dismiss") { EnvironmentKeys() }
    add("\\.colorScheme") { SchemeReader() }
    add("\\.presentationMode") { EnvironmentKeys() }
    add("\\.scenePhase") { EnvironmentKeys() }
    add("\\.locale") { EnvironmentKeys().environment(\.locale, Locale(identifier: "de_DE")) }
    add("\\.horizontalSizeClass") { EnvironmentKeys() }
  }
}

// MARK: - Property wrappers and attributes

extension CensusTable {
  mutating func addPropertyWrappers() {
    add("@State") { StateCounter(count: 1) }
    add("@Environment") { EnvironmentKeys() }
    add("@Binding") { Switch(isOn: .constant(true)) }
    add("@ViewBuilder") { Card(title: "Built") { Text("Content") } }
    add("@EnvironmentObject") { ModelOwner() }
    add("@StateObject") { ModelOwner() }
    add("@ObservedObject") { ModelRow(model: CensusModel()) }
    add("@AppStorage") { Stored() }
    add("@FocusState") { Focusing() }
    add("@Bindable") { CounterEditor(counter: Counter()) }
    add("@Previewable") { PreviewCard() }
    add("@Namespace") { Matched() }
    add("@UIApplicationDelegateAdaptor") { DelegateHolder() }
    add("@GestureState") { Dragging() }
    add("@Entry") { EnvironmentReader() }
    add("@MainActor") { ModelRow(model: CensusModel()) }
    add("@Published") { ModelRow(model: CensusModel()) }
    add("@Observable") { CounterEditor(counter: Counter()) }
  }
}

// MARK: - Methods

extension CensusTable {
  mutating func addMethods() {
    add(".onEnded(") { Text("Tap").gesture(TapGesture().onEnded {}) }
    add(".onChanged(") { Text("Drag").gesture(DragGesture().onChanged { _ in }) }
    add(".move(") { Triangle().frame(width: 20, height: 20) }
    add(".delay(") { Text("D").animation(.easeIn.delay(0.2), value: 1) }
    add(".weight(") { Text("W").font(.body.weight(.semibold)) }
    add(".repeatForever(") {
      Text("R").animation(.linear(duration: 1).repeatForever(autoreverses: false), value: 1)
    }
    add(".combined(") { Text("C").transition(.opacity.combined(with: .scale)) }
    add(".addLine(") { Triangle().frame(width: 20, height: 20) }
    add(".scrollTo(") {
      ScrollViewReader { proxy in
        Button("Jump") { proxy.scrollTo("end", anchor: .bottom) }
      }
    }
    add(".push(") { Text("P").transition(.push(from: .trailing)) }
    add(".updating(") { Dragging() }
    add(".degrees(") { Text("D").rotationEffect(.degrees(15)) }
    add(".addArc(") {
      Path { path in
        path.addArc(
          center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .degrees(0),
          endAngle: .degrees(180), clockwise: false)
      }
      .stroke(Color.blue)
    }
    add(".linear(") { Text("L").animation(.linear(duration: 0.5), value: 1) }
    add(".speed(") { Text("S").animation(.default.speed(2), value: 1) }
    add(".constant(") { Switch(isOn: Binding.constant(false)) }
    add(".easeInOut(") { Text("E").animation(.easeInOut(duration: 0.3), value: 1) }
    add(".closeSubpath(") { Triangle().frame(width: 20, height: 20) }
    add(".addCurve(") {
      Path { path in
        path.move(to: .zero)
        path.addCurve(
          to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 5, y: 10),
          control2: CGPoint(x: 15, y: 10))
      }
      .stroke(Color.green)
    }
  }
}

// MARK: - An app, and the content views added in the second session

/// An app's entry point, as an app target declares it. Beside PopshotTesting (whose `Scene` is
/// a rendered screen) SwiftUI's scene protocol is written qualified.
private struct CensusApp: App {
  var body: some SwiftUI.Scene {
    WindowGroup { Text("Window") }
  }
}

extension CensusTable {
  mutating func addAppAndContentViews() {
    add("App") { Text("\(CensusApp.self as any App.Type)") }
    add("Scene") {
      let scene: any SwiftUI.Scene = CensusApp().body
      Text("\(type(of: scene))")
    }
    add("WindowGroup") {
      let group: WindowGroup<Text> = WindowGroup { Text("Typed window") }
      Text("\(type(of: group))")
    }
    add("WindowGroup {…}") { Text("\(type(of: WindowGroup { Text("Window") }))") }
    add("ContentUnavailableView") {
      let empty: ContentUnavailableView<Text, EmptyView, EmptyView> = ContentUnavailableView {
        Text("Nothing")
      }
      empty
    }
    add("ContentUnavailableView(_:systemImage:)") {
      ContentUnavailableView("No Favourites", systemImage: "star")
    }
    add("ContentUnavailableView(_:systemImage:description:)") {
      ContentUnavailableView(
        "No Mail", systemImage: "envelope", description: Text("New mail appears here."))
    }
    add("DisclosureGroup") {
      let group: DisclosureGroup<Text, Text> = DisclosureGroup {
        Text("Inside")
      } label: {
        Text("Outside")
      }
      group
    }
    add("DisclosureGroup(_:) {…}") { DisclosureGroup("Details") { Text("More") } }
    add("NavigationSplitView") {
      NavigationSplitView {
        Text("Sidebar")
      } detail: {
        Text("Detail")
      }
    }
    add(".keyboardShortcut") { Button("Save") {}.keyboardShortcut("s", modifiers: .command) }
    add("Tab") {
      TabView {
        Tab("Home", systemImage: "house") { Text("Home") }
      }
    }
    add(".help") { Button("Info") {}.help("Shows details") }
    add(".onLongPressGesture") { Text("Hold").onLongPressGesture(minimumDuration: 1) {} }
    add("GroupBox") { GroupBox("Box") { Text("Boxed") } }
    add("Picker(selection:label:) {…}") {
      Picker(selection: .constant(1), label: Text("Number")) { Text("One").tag(1) }
    }
    add(".textSelection") { Text("Selectable").textSelection(.enabled) }
    add("ShareLink") { ShareLink(item: URL(string: "https://example.com")!) }
  }
}

// MARK: - Tests

/// The symbols of docs/swiftui-census.md's ranked table, one per row, in the table's order.
private func censusRows() throws -> [String] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let text = try String(
    contentsOf: root.appendingPathComponent("docs/swiftui-census.md"), encoding: .utf8)
  var rows: [String] = []
  var inTable = false
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("## ") { inTable = line == "## The ranked table" }
    // A row: `| 12 | `symbol` | kind | files | repos | in Popshot |`.
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard inTable, cells.count == 6, Int(cells[0]) != nil else { continue }
    rows.append(String(cells[1].dropFirst().dropLast()))
  }
  return rows
}

@MainActor @Suite struct CensusSymbolsTests {
  /// Every row of the ranked table has an entry or is listed as left out, with a reason; no
  /// entry or listed row names a symbol the table does not have, and none is there twice.
  @Test func everyCensusRowIsUsed() throws {
    let rows = try censusRows()
    // The census's threshold section counts 568 rows above the threshold.
    #expect(rows.count == 568)
    let symbols = CensusTable.all.map(\.symbol)
    let covered = Set(symbols)
    let listed = Set(censusLeftOut.keys).union(popshotGaps.keys)
    let missing = rows.filter { !covered.contains($0) && !listed.contains($0) }
    #expect(missing.isEmpty, "Census rows without an entry: \(missing.joined(separator: ", "))")
    let unknown = covered.union(listed).subtracting(rows).sorted()
    #expect(unknown.isEmpty, "Not in the census table: \(unknown.joined(separator: ", "))")
    let both = covered.intersection(listed).sorted()
    #expect(both.isEmpty, "Covered, so no longer to be left out: \(both.joined(separator: ", "))")
    let repeated = Dictionary(grouping: symbols) { $0 }.filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "Entries twice: \(repeated.sorted().joined(separator: ", "))")
  }

  /// Every entry's view lays out on an iPhone 15 without an error.
  @Test func everyEntryLaysOut() {
    var failures: [String] = []
    for entry in CensusTable.all {
      do { _ = try layout(entry.view()) } catch { failures.append("\(entry.symbol): \(error)") }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// A few entries' results, worked out from what the code asks for.
  @Test func entriesDrawWhatTheyAskFor() throws {
    let entries = Dictionary(CensusTable.all.map { ($0.symbol, $0.view) }) { first, _ in first }
    func render(_ symbol: String) throws -> LayoutResult {
      let view = try #require(entries[symbol], "No entry for \(symbol)")
      return try layout(view())
    }

    // A string's text is its label.
    #expect(try render("Text(_:)").semantics.elements.contains { $0.label == "Census" })
    #expect(try render("Text(verbatim:)").semantics.elements.contains { $0.label == "%d literal" })
    let rows = try render("ForEach(_:id:) {…}").semantics.elements.compactMap(\.label)
    #expect(["Alpha", "Beta", "Gamma"].allSatisfy(rows.contains))
    // 20 × 10 pt padded by 8 pt on each side is 36 × 26 pt.
    let padded = try render(".padding").frame.size
    #expect(padded.width == 36 && padded.height == 26)
    // State starts at the initial value given; a toggle bound to true reads on.
    #expect(
      try render("State(initialValue:)").semantics.elements.contains { $0.label == "Count 7" })
    #expect(
      try render("Toggle(_:isOn:)").semantics.elements.contains {
        $0.label == "Wi-Fi" && $0.value == "1"
      })
    // An accessibility label replaces the image's, on the element with its identifier.
    #expect(try render(".accessibilityLabel").semantics["close"]?.label == "Close")
    // `.colorScheme(.dark)` sets what the environment's key reads inside it.
    #expect(try render(".colorScheme").semantics.elements.contains { $0.label == "dark" })
    #expect(try render("\\.colorScheme").semantics.elements.contains { $0.label == "light" })
    // An environment key reads its default, or the value set above it.
    #expect(try render("EnvironmentKey").semantics.elements.contains { $0.label == "calm none" })
    #expect(try render("Entry").semantics.elements.contains { $0.label == "calm gold" })
    #expect(
      try render("EnvironmentValues").semantics.elements.contains { $0.label == "keen none" })
    // An environment object reaches the view that reads it: the model starts at 4 unread.
    #expect(try render("@StateObject").semantics.elements.contains { $0.label == "4 unread" })
    // A disabled button takes no tap and is marked not enabled, its label with it.
    let off = try render(".disabled").semantics.elements.filter { $0.label == "Off" }
    #expect(!off.isEmpty)
    #expect(off.allSatisfy { $0.actions.isEmpty && ($0.traits ?? []).contains(.notEnabled) })
    // A hosting controller's root view is drawn.
    #expect(
      try render("UIHostingController(rootView:)").semantics.elements.contains {
        $0.label == "Hosted"
      })
  }
}
