// popshot-previews MODULE OUTPUT OPTIONS SOURCE...: writes to OUTPUT the Swift Testing tests that
// snapshot the previews in MODULE's SOURCE files (PopshotPreviewScanner). OPTIONS is the test
// target's popshot-previews.json, or "-" for none. The PopshotPreviews build-tool plugin runs it
// before the test target is compiled. Exit 65 for options that cannot be read, naming the file.
import Foundation
import PopshotPreviewScanner

let args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: popshot-previews MODULE OUTPUT OPTIONS|- SOURCE...\n".utf8))
  exit(64)
}
let (module, output, optionsPath) = (args[0], args[1], args[2])
var options = PreviewOptions()
if optionsPath != "-", FileManager.default.fileExists(atPath: optionsPath) {
  do {
    let data = try Data(contentsOf: URL(fileURLWithPath: optionsPath))
    guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw PreviewOptionsError(message: "not a JSON object")
    }
    options = try PreviewOptions.parse(json)
  } catch {
    FileHandle.standardError.write(Data("\(optionsPath): error: \(error)\n".utf8))
    exit(65)
  }
}
var files: [SourceFile] = []
for path in args.dropFirst(3) where path.hasSuffix(".swift") {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("\(path): error: cannot read the file\n".utf8))
    exit(65)
  }
  let name = (path as NSString).lastPathComponent
  files.append(SourceFile(fileID: "\(module)/\(name)", path: path, text: text))
}
let test = PreviewTestWriter.write(module: module, files: files, options: options)
// Written only when it changes, so an unchanged target does not rebuild its tests.
if (try? String(contentsOfFile: output, encoding: .utf8)) != test {
  do {
    try test.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error)\n".utf8))
    exit(73)
  }
}
