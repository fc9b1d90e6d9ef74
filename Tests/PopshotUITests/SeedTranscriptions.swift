import PopshotGraphics
import PopshotText

@testable import PopshotUI

// The seeds' SwiftUI views, transcribed line for line; `.id` marks the views the tests measure.

/// Seed 002 ("Toast"): the four styles of FancyToastView.
enum FancyToastStyle: CaseIterable {
  case error, warning, success, info

  var themeColor: Color {
    switch self {
    case .error: return Color.red
    case .warning: return Color.orange
    case .info: return Color.blue
    case .success: return Color.green
    }
  }

  var iconFileName: String {
    switch self {
    case .info: return "info.circle.fill"
    case .warning: return "exclamationmark.triangle.fill"
    case .success: return "checkmark.circle.fill"
    case .error: return "xmark.circle.fill"
    }
  }

  var title: String {
    switch self {
    case .error: return "Error"
    case .warning: return "Warning"
    case .success: return "Success"
    case .info: return "Info"
    }
  }
}

struct FancyToastView: View {
  var type: FancyToastStyle
  var title: String
  var message: String
  var onCancelTapped: () -> Void = {}

  var body: some View {
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

        Button {
          onCancelTapped()
        } label: {
          Image(systemName: "xmark")
            .foregroundColor(Color.black)
        }
        .id("toast.close")
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

/// Seed 003: the popup's contents, shown at 80% × 30% of its GeometryReader.
struct PopupContentsView: View {
  var body: some View {
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

struct PopupView: View {
  var body: some View {
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

/// Seed 000: the popup's content, a blue 200×100 rectangle with "Popup!".
struct BasicPopupContent: View {
  var body: some View {
    ZStack {
      Color.blue.frame(width: 200, height: 100)
      Text("Popup!").id("popup.label")
    }
    .id("popup")
  }
}
