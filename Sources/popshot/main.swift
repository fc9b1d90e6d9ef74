// The popshot command line. See `popshot --help`; each command's options are listed by
// `popshot COMMAND --help` (Options.swift holds the keys and tables both come from; each
// command's work is its own `CommandRunner`, in Commands.swift and Run.swift).
import Foundation
import PopshotGraphics
import PopshotRun

func main(_ arguments: [String]) -> Int32 {
  var args = arguments
  guard let first = args.first else {
    stderr("popshot: missing subcommand; see 'popshot help'")
    return Exit.usage
  }
  if first == OptionKey.help.rawValue || first == OptionKey.shortHelp.rawValue {
    print(mainHelp, terminator: "")
    return Exit.clean
  }
  // `popshot help` and `popshot help COMMAND`, as swift-argument-parser gives them.
  if first == "help" {
    guard args.count > 1 else {
      print(mainHelp, terminator: "")
      return Exit.clean
    }
    guard args.count == 2, let command = commands.first(where: { $0.name == args[1] }) else {
      let name = args[1]
      let hint = nearestName(name, commands.map(\.name), otherwise: "; see 'popshot help'")
      stderr(
        "popshot: help takes one subcommand, not '\(args.dropFirst().joined(separator: " "))'\(hint)"
      )
      return Exit.usage
    }
    print(help(command), terminator: "")
    return Exit.clean
  }
  if first == OptionKey.version.rawValue {
    print(version)
    return Exit.clean
  }
  args.removeFirst()
  guard let command = commands.first(where: { $0.name == first }) else {
    let hint = nearestName(
      first, commands.map(\.name) + ["help"], otherwise: "; see 'popshot help'")
    stderr("popshot: unknown command '\(first)'\(hint)")
    return Exit.usage
  }
  return command.main(args)
}

// Frames are drawn one after another: the allocator keeps freed ones for the next.
Pixmap.keepFramesInHeap()
exit(main(Array(CommandLine.arguments.dropFirst())))
