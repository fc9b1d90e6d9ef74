// The popshot command line. See `popshot --help`; each command's options are listed by
// `popshot COMMAND --help` (Options.swift holds the keys and tables both come from; each
// command's work is its own `CommandRunner`, in Commands.swift and Run.swift).
import Foundation
import PopshotRun

func main(_ arguments: [String]) -> Int32 {
  var args = arguments
  guard let first = args.first else {
    stderr("popshot: missing command; see 'popshot \(OptionKey.help)'")
    return Exit.usage
  }
  if first == OptionKey.help.rawValue || first == OptionKey.shortHelp.rawValue {
    print(mainHelp)
    return Exit.clean
  }
  if first == OptionKey.version.rawValue {
    print(version)
    return Exit.clean
  }
  args.removeFirst()
  guard let command = commands.first(where: { $0.name == first }) else {
    let hint = nearestName(
      first, commands.map(\.name), otherwise: "; see 'popshot \(OptionKey.help)'")
    stderr("popshot: unknown command '\(first)'\(hint)")
    return Exit.usage
  }
  return command.main(args)
}

exit(main(Array(CommandLine.arguments.dropFirst())))
