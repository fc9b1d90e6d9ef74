// The popshot command line. For now it renders the graphics reference scene; the full set of
// commands (check, render, verify, record, audit…) arrives with the CLI issue.
import Foundation
import PopshotGraphics
import PopshotText

let usage = """
  usage: popshot render-reference [--out DIR]

  Renders the reference toast frame (1290×2796 px) to DIR/reference-toast.png
  (default .build/popshot) and prints the path.
  """

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data("popshot: \(message)\n".utf8))
  exit(code)
}

var args = Array(CommandLine.arguments.dropFirst())
if args.isEmpty || args == ["--help"] || args == ["-h"] {
  print(usage)
  exit(args.isEmpty ? 64 : 0)
}
guard args.removeFirst() == "render-reference" else {
  fail("unknown command '\(CommandLine.arguments[1])'; the only command so far is render-reference", code: 64)
}
var outDir = ".build/popshot"
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--out":
    guard !args.isEmpty else { fail("--out needs a folder", code: 64) }
    outDir = args.removeFirst()
  default:
    fail("unknown option '\(a)'; render-reference takes --out DIR", code: 64)
  }
}
do {
  let painter = Painter(scale: ReferenceScene.scale)
  let pixmap = try painter.render(try ReferenceScene.toast(), size: ReferenceScene.size)
  let path = (outDir as NSString).appendingPathComponent("reference-toast.png")
  try PNGCodec.write(pixmap, to: path, compression: .fast)
  print(path)
} catch {
  fail("\(error)", code: 70)
}
