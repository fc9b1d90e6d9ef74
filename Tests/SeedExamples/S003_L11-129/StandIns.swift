// Stand-ins, named as such: the playground program of seed 003 ends by handing its ContentView to
// UIKit's hosting controller as PlaygroundSupport's live view. UIKit and PlaygroundSupport are
// Apple's and not Popshot's to imitate: these hold the values and show nothing. The program is
// an executable so its top-level statement compiles as it is written; building it is the test.
import PopshotUI

/// UIKit's UIHostingController, reduced to the root view it is given.
final class UIHostingController<Content: View> {
  let rootView: Content
  init(rootView: Content) { self.rootView = rootView }
}

/// PlaygroundSupport's PlaygroundPage, reduced to the live view set on it.
final class PlaygroundPage {
  nonisolated(unsafe) static let current = PlaygroundPage()
  var liveView: AnyObject?
}
