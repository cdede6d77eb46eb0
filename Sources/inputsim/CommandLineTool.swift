import InputModel

/// The `inputsim` command: dispatches to subcommands and turns every error into a message
/// and an exit status (the one place that does so).
enum CommandLineTool {
  static let version = "0.1.0"

  /// Every subcommand, in the order `--help` lists them.
  nonisolated(unsafe) static let subcommands: [any Subcommand.Type] = [
    RunCommand.self,
    CheckCommand.self,
    ExplainCommand.self,
    FuzzCommand.self,
    InspectCommand.self,
    BenchCommand.self,
    ConformCommand.self,
  ]

  static var names: [String] { subcommands.map { $0.name } }

  /// Runs the command line, then makes sure what was printed on standard output arrived: a
  /// write error there (`> /dev/full`) turns any status into 2 with a message on stderr.
  static func run(_ arguments: [String]) -> ExitStatus {
    let status = dispatch(arguments)
    if let failure = Console.outputFailure {
      Console.error("inputsim: error: cannot write to standard output: \(failure.reason)")
      return .usage
    }
    return status
  }

  private static func dispatch(_ arguments: [String]) -> ExitStatus {
    guard let first = arguments.first else {
      Console.out(overview)
      return .success
    }
    switch first {
    case "-h", "--help":
      Console.out(overview)
      return .success
    case "--version", "-V":
      Console.out("inputsim \(version)")
      return .success
    case "help":
      return help(Array(arguments.dropFirst()))
    default:
      break
    }
    guard let command = subcommands.first(where: { $0.name == first }) else {
      let kind = first.hasPrefix("-") ? "option" : "subcommand"
      return fail(
        UsageError(
          "unknown \(kind) \(BoundedEcho.singleQuoted(first))"
            + NearestWord.hint(for: first, in: names + ["help", "--help", "--version"])
        ))
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("-h") || rest.contains("--help") {
      Console.out(command.help)
      return .success
    }
    do {
      return try command.run(ArgumentParser.parse(rest, spec: command.spec))
    } catch {
      return fail(error)
    }
  }

  private static func help(_ arguments: [String]) -> ExitStatus {
    guard let topic = arguments.first else {
      Console.out(overview)
      return .success
    }
    if arguments.count > 1 {
      return fail(UsageError("'help' takes one subcommand name"))
    }
    guard let command = subcommands.first(where: { $0.name == topic }) else {
      return fail(
        UsageError(
          "no help for unknown subcommand \(BoundedEcho.singleQuoted(topic))"
            + NearestWord.hint(for: topic, in: names)))
    }
    Console.out(command.help)
    return .success
  }

  private static func fail(_ error: UsageError) -> ExitStatus {
    Console.error("inputsim: error: \(error.message)")
    if let topic = error.helpTopic {
      Console.error("see 'inputsim help \(topic)'")
    } else {
      Console.error("see 'inputsim --help'")
    }
    return .usage
  }

  static var overview: String {
    let width = names.map(\.count).max() ?? 0
    let rows = subcommands.map { command in
      "  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary
    }
    return """
      inputsim \(version) — simulate text fields, input methods and bindings to reproduce input bugs

      USAGE: inputsim SUBCOMMAND [OPTIONS] [ARGUMENTS]

      SUBCOMMANDS:
      \(rows.joined(separator: "\n"))

      OPTIONS:
        -h, --help     show this help (or 'inputsim help SUBCOMMAND')
        --version      print the version

      Exit status: 0 everything passed, 1 a scenario failed or the fuzzer found a violation,
      2 usage error or input that does not parse.
      """
  }
}
