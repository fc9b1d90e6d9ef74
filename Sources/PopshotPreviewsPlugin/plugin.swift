// The PopshotPreviews build-tool plugin: on a test target, it writes a test per preview of the
// view targets the test target depends on (popshot-previews), so that every `#Preview` and
// `PreviewProvider` is snapshotted with no test code. The test target's popshot-previews.json,
// if there is one, sets the devices, appearances and designs, the previews to skip, and whether
// to audit.
import Foundation
import PackagePlugin

@main
struct PopshotPreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let tests = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "popshot-previews")
    // `directoryURL` is PackageDescription 6.1's; Popshot's manifest is 6.0.
    let options = URL(fileURLWithPath: tests.directory.appending("popshot-previews.json").string)
    var commands: [Command] = []
    for dependency in tests.dependencies {
      guard case .target(let viewTarget) = dependency,
        let views = viewTarget as? SourceModuleTarget, views.kind == .generic
      else { continue }
      let sources = views.sourceFiles(withSuffix: "swift").map(\.url)
      let output = context.pluginWorkDirectoryURL.appending(
        path: "\(views.moduleName)Previews.swift")
      var inputs = sources
      if FileManager.default.fileExists(atPath: options.path) { inputs.append(options) }
      commands.append(
        .buildCommand(
          displayName: "Writing the preview tests of \(views.moduleName)",
          executable: tool.url,
          arguments: [views.moduleName, output.path, options.path] + sources.map(\.path),
          inputFiles: inputs, outputFiles: [output]))
    }
    return commands
  }
}
