// The same kind of file, written for iOS with a plain `import SwiftUI` and no conditional
// import: on Linux the Popshot package's SwiftUI module stands in for Apple's (Package.swift
// depends on it for Linux only).
import SwiftUI

/// The inbox's state, owned by the main actor as an app's models are.
@MainActor public final class Inbox: ObservableObject {
  @Published public var unread: Int

  public init(unread: Int) { self.unread = unread }
}

extension Label where Title == Text, Icon == Image {
  /// "3 new messages" with an envelope.
  init(newMessages count: Int) { self.init("\(count) new messages", systemImage: "envelope") }
}

/// A toast that says how many messages came in, read from a main-actor model in `body`.
public struct UnreadToast: View {
  @ObservedObject var inbox: Inbox

  public init(inbox: Inbox) { self.inbox = inbox }

  public var body: some View {
    Label(newMessages: inbox.unread)
      .font(.subheadline.weight(.semibold))
      .padding(.horizontal, 20)
      .padding(.vertical, 12)
      .background(.regularMaterial, in: Capsule())
      .frame(maxHeight: .infinity, alignment: .top)
      .padding(.top, 8)
  }
}
