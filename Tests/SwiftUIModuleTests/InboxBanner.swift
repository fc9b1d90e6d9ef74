// A view file as an app team writes it for iOS, unchanged: a plain `import SwiftUI`, Apple's
// qualified names, a main-actor view model read in `body`, and an extension constrained on
// Label's type parameters.
import SwiftUI

@MainActor final class InboxModel: ObservableObject {
  @Published var unread = 3
  var summary: String { unread == 1 ? "1 unread message" : "\(unread) unread messages" }
}

extension Label where Title == Text, Icon == Image {
  /// A label for a number of unread messages.
  init(unread count: Int) { self.init("\(count) unread", systemImage: "envelope") }
}

struct InboxBanner: SwiftUI.View {
  @ObservedObject var model: InboxModel

  var body: some SwiftUI.View {
    VStack(spacing: 4) {
      Label(unread: model.unread)
      Text(model.summary)
        .foregroundStyle(SwiftUICore.Color.secondary)
        .accessibilityIdentifier("summary")
    }
  }
}
