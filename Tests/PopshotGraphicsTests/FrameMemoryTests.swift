import Testing

@testable import PopshotGraphics

@Suite struct FrameMemoryTests {
  /// glibc takes both settings (mallopt answers 1 for each). The C file once tested `__GLIBC__`
  /// before any header had defined it, so the call compiled to nothing: the CLI's 2-job default
  /// check took some 39,000 page faults where these settings give about 19,000. Linux with glibc
  /// is the only platform Popshot builds on.
  @Test func glibcKeepsFramesInItsHeap() {
    #expect(Pixmap.keepFramesInHeap())
  }
}
