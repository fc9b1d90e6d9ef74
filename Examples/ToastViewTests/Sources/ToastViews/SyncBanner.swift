#if canImport(SwiftUI)
  import SwiftUI
#else
  import PopshotUI
#endif

/// A banner saying how many items synced. Its previews are snapshotted with no test written:
/// the test target runs the PopshotPreviews plugin (Package.swift).
public struct SyncBanner: View {
  let count: Int

  public init(count: Int) { self.count = count }

  public var body: some View {
    Label(count == 1 ? "1 item synced" : "\(count) items synced", systemImage: "checkmark.circle.fill")
      .font(.subheadline.weight(.semibold))
      .padding(.horizontal, 16)
      .padding(.vertical, 10)
      .background(Capsule().fill(Color(.secondarySystemBackground)))
  }
}

#Preview {
  SyncBanner(count: 3)
}

#Preview("Fitted", traits: .sizeThatFitsLayout) {
  SyncBanner(count: 12).padding()
}

struct SyncBanner_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SyncBanner(count: 1).previewDisplayName("One item")
      SyncBanner(count: 99).preferredColorScheme(.dark).previewDisplayName("Dark")
    }
  }
}
