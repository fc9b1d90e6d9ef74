#if canImport(SwiftUI)
  import SwiftUI
#else
  import PopshotUI
#endif

/// A settings page whose Save button confirms in a sheet.
public struct SaveConfirmation: View {
  @State private var isConfirming = false

  public init() {}

  public var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text("Notifications").font(.headline)
        Button("Save") { isConfirming = true }
      }
      .navigationTitle("Settings")
    }
    .sheet(isPresented: $isConfirming) {
      VStack(spacing: 12) {
        Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
        Text("Saved")
      }
      .presentationDetents([.height(180)])
      .presentationDragIndicator(.visible)
    }
  }
}
