// S001_L55-64: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L55_64Tests {
  /// The detents are private to their file; what they compute is tested where the seed uses
  /// them (S001_L89-114). This module checks that the declarations compile as printed.
  @Test func compiles() {
    #expect(PresentationDetent.large.name == "large")
  }
}
