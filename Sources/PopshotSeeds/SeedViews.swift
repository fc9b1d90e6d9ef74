// The seeds' SwiftUI views, transcribed line for line into Popshot's DSL; `.id` marks the views
// that tests and the audit look at. Each names the seed file it comes from.
import PopshotGraphics
import PopshotText
import PopshotUI

/// Seed 003 (003_077cdd8c86255d78.txt): the popup's contents, shown at 80% × 30% of its
/// GeometryReader.
public nonisolated struct PopupContentsView: View {
  public init() {}
  public var body: some View {
    VStack {
      Text("Hello, World!")
        .font(.largeTitle)
        .foregroundColor(.white)
        .id("popup.title")
      Button(
        action: {
        },
        label: {
          Text("Close")
            .font(.headline)
            .foregroundColor(.white)
            .padding()
            .frame(maxWidth: .infinity)
            .background(Color.blue)
            .cornerRadius(12)
        }
      )
      .id("popup.close")
    }
  }
}

/// Seed 003: the popup over a 30% black scrim, sized from its GeometryReader.
public nonisolated struct PopupView: View {
  public init() {}
  public var body: some View {
    GeometryReader { geometry in
      ZStack {
        Color.black.opacity(0.3)
          .edgesIgnoringSafeArea(.all)
        PopupContentsView()
          .frame(width: geometry.size.width * 0.8, height: geometry.size.height * 0.3)
          .background(Color.gray)
          .cornerRadius(20)
          .id("popup")
      }
    }
  }
}

/// Seed 000 (000_098d4bfbd79e1f75.txt): the popup's content, a blue 200×100 rectangle with
/// "Popup!".
public nonisolated struct BasicPopupContent: View {
  public init() {}
  public var body: some View {
    ZStack {
      Color.blue.frame(width: 200, height: 100)
      Text("Popup!").id("popup.label")
    }
    .id("popup")
  }
}

/// Seed 001 (001_da71ff216d12bbdd.txt, lines 234–261): the Maps-style sheet over a page that stays
/// live up to 100 pt, as the article writes it (only `public` added, for the benchmark).
/// Main-actor isolated, as a view written in an app is; made from anywhere.
public struct Seed001SheetPage: View {
  @State private var selectedDetent: PresentationDetent = .height(100)
  @State private var selectedColor: Color = Color.accentColor
  public nonisolated init() {}
  public var body: some View {
    VStack {
      Button(
        "Change Color",
        action: {
          selectedColor = selectedColor == .accentColor ? .white : .accentColor
        }
      )
      .padding(.top)
      Spacer()
    }
    .sheet(isPresented: .constant(true)) {
      VStack {
        Image(systemName: "swift")
          .resizable()
          .scaledToFit()
          .padding()
          .foregroundStyle(selectedColor)
        if selectedDetent != .height(100) {
          Text("We can’t wait to see what you will Create with Swift!")
        }
      }
      .presentationDetents([.height(100), .medium, .large], selection: $selectedDetent)
      .interactiveDismissDisabled()
      .presentationBackgroundInteraction(.enabled(upThrough: .height(100)))
    }
  }
}
