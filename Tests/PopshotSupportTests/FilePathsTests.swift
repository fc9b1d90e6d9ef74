// Relative paths and URI encoding, worked out by hand.
import PopshotSupport
import Testing

@Suite struct FilePathsTests {
  @Test func relativePaths() {
    #expect(
      FilePaths.relative("/x/Snapshots/a.png", from: "/x/out/html") == "../../Snapshots/a.png")
    #expect(FilePaths.relative("Fixtures/a.json", from: "/repo", cwd: "/repo") == "Fixtures/a.json")
    #expect(FilePaths.relative("/repo", from: "/repo/", cwd: "/") == ".")
    #expect(FilePaths.relative("./a/../b/./c", from: "/r", cwd: "/r") == "b/c")
    // `..` above the root stays at the root.
    #expect(FilePaths.relative("/../../etc", from: "/", cwd: "/") == "etc")
    #expect(FilePaths.relative("/elsewhere/f", from: "/repo/sub", cwd: "/") == "../../elsewhere/f")
  }

  @Test func percentEncoding() {
    #expect(FilePaths.percentEncoded("a b#%/é") == "a%20b%23%25%2F%C3%A9")
    #expect(FilePaths.percentEncoded("A-z_0.9~") == "A-z_0.9~")
    #expect(FilePaths.uriPath("../Snapshots/a b/c#1.png") == "../Snapshots/a%20b/c%231.png")
  }
}
