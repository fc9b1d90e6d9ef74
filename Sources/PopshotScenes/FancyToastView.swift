// The toast that toast presentations draw: seed 002's FancyToastView, transcribed line for line
// into Popshot's DSL (`.id` marks the parts tests and the audit look at).
import PopshotGraphics
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

public nonisolated struct FancyToastView: View {
  public var type: FancyToastStyle
  public var title: String
  public var message: String
  public var onCancelTapped: () -> Void = {}
  /// The seed always shows the close button; toasts that close only by timer leave it out.
  public var closeButton = true

  public init(type: FancyToastStyle, title: String, message: String, closeButton: Bool = true) {
    self.type = type
    self.title = title
    self.message = message
    self.closeButton = closeButton
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
          Button(action: onRenderingThread(onCancelTapped)) {
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
        .clipped(), alignment: .leading
    )
    .frame(minWidth: 0, maxWidth: .infinity)
    .cornerRadius(8)
    .shadow(color: Color.black.opacity(0.25), radius: 4, x: 0, y: 1)
    .id("toast.card")
    .padding(.horizontal, 16)
  }
}
