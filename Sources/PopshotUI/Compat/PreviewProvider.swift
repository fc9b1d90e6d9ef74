/// Lets Xcode show a view (SwiftUI's PreviewProvider); Popshot's tests can render `previews` too.
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}
