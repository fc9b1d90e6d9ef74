// The seeds' SwiftUI views, transcribed line for line into Popshot's DSL; `.id` marks the views
// that tests and the audit look at. Each names the seed file it comes from.
import PopshotGraphics
import PopshotText
import PopshotUI

/// Seed 002 (002_ab4183c87b7e2c7e.txt, "Toast"): the four styles of FancyToastView.
public enum FancyToastStyle: String, CaseIterable, Sendable, Codable {
  case error, warning, success, info

  public var themeColor: Color {
    switch self {
    case .error: return Color.red
    case .warning: return Color.orange
    case .info: return Color.blue
    case .success: return Color.green
    }
  }

  public var iconFileName: String {
    switch self {
    case .info: return "info.circle.fill"
    case .warning: return "exclamationmark.triangle.fill"
    case .success: return "checkmark.circle.fill"
    case .error: return "xmark.circle.fill"
    }
  }

  public var title: String {
    switch self {
    case .error: return "Error"
    case .warning: return "Warning"
    case .success: return "Success"
    case .info: return "Info"
    }
  }
}

public struct FancyToastView: View {
  public var type: FancyToastStyle
  public var title: String
  public var message: String
  public var onCancelTapped: () -> Void = {}
  /// The seed always shows the close button; toasts that close only by timer leave it out.
  public var closeButton = true

  public init(type: FancyToastStyle, title: String, message: String, closeButton: Bool = true) {
    self.type = type; self.title = title; self.message = message; self.closeButton = closeButton
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Image(systemName: type.iconFileName)
          .foregroundColor(type.themeColor)
          .id("toast.icon")

        VStack(alignment: .leading) {
          Text(title)
            .font(.system(size: 14, weight: .semibold))
            .id("toast.title")

          Text(message)
            .font(.system(size: 12))
            .foregroundColor(Color.black.opacity(0.6))
            .id("toast.message")
        }

        Spacer(minLength: 10)

        if closeButton {
          Button {
            onCancelTapped()
          } label: {
            Image(systemName: "xmark")
              .foregroundColor(Color.black)
          }
          .id("toast.close")
        }
      }
      .padding()
    }
    .background(Color.white)
    .overlay(
      Rectangle()
        .fill(type.themeColor)
        .frame(width: 6)
        .clipped()
      , alignment: .leading
    )
    .frame(minWidth: 0, maxWidth: .infinity)
    .cornerRadius(8)
    .shadow(color: Color.black.opacity(0.25), radius: 4, x: 0, y: 1)
    .id("toast.card")
    .padding(.horizontal, 16)
  }
}

/// Seed 003 (003_077cdd8c86255d78.txt): the popup's contents, shown at 80% × 30% of its
/// GeometryReader.
public struct PopupContentsView: View {
  public init() {}
  public var body: some View {
    VStack {
      Text("Hello, World!")
        .font(.largeTitle)
        .foregroundColor(.white)
        .id("popup.title")
      Button(action: {
      }, label: {
        Text("Close")
          .font(.headline)
          .foregroundColor(.white)
          .padding()
          .frame(maxWidth: .infinity)
          .background(Color.blue)
          .cornerRadius(12)
      })
      .id("popup.close")
    }
  }
}

/// Seed 003: the popup over a 30% black scrim, sized from its GeometryReader.
public struct PopupView: View {
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

/// Seed 000 (000_098d4bfbd79e1f75.txt): the popup's content, a blue 200×100 rectangle with "Popup!".
public struct BasicPopupContent: View {
  public init() {}
  public var body: some View {
    ZStack {
      Color.blue.frame(width: 200, height: 100)
      Text("Popup!").id("popup.label")
    }
    .id("popup")
  }
}
