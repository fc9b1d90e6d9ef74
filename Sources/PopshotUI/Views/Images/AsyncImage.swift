// AsyncImage (iOS 15): an image loaded from a URL. A still never loads one: Popshot makes no
// network request, so a render is the same wherever and whenever it runs, and the view shows
// what it shows before the image arrives (phase `.empty`): the placeholder the code gives, or
// the system's, a fill in the secondary system fill colour that takes the space offered.
import Foundation

/// Where an asynchronous image's load stands (SwiftUI's AsyncImagePhase).
public enum AsyncImagePhase {
  /// Not loaded yet: what a still shows.
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, if the load failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL (SwiftUI's AsyncImage), drawn as before it loads.
public nonisolated struct AsyncImage<Content: View>: View {
  let shown: AnyView

  public var body: some View { shown }
}

nonisolated extension AsyncImage where Content == Image {
  /// The image at `url`, with the system's placeholder until it loads.
  public init(url: URL?, scale: CGFloat = 1) {
    shown = AnyView(Color.secondarySystemFill)
  }
}

nonisolated extension AsyncImage {
  /// The image at `url` through `content`, with `placeholder` until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    shown = AnyView(placeholder())
  }
  /// The image at `url`, drawn by `content` for each phase of its load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    shown = AnyView(content(.empty))
  }
}
