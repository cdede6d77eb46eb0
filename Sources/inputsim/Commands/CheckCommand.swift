import InputModel

/// `inputsim check [PATH…]`: parse only and report every diagnostic.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "parse scenario files and report every problem, without running them"
  static let discussion = """
    Parses scenario files (a directory means every *.scenario file below it) and prints every
    problem as path:line:column: error: message. Columns count UTF-8 bytes from 1.
    """

  static let epilogue = """
    EXIT STATUS: 0 every file parses, 2 a file does not parse or a path is unreadable.
    """

  static let spec = ArgumentSpec(
    subcommand: name,
    positional: PositionalSpec(
      name: "PATH", help: "scenario files and directories (default: the bundled scenarios/ directory)",
      count: 0...Int.max))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    let files = try ScenarioFiles.collect(parsed.positionals, subcommand: name)
    let (_, diagnostics) = ScenarioFiles.parse(files)
    ScenarioFiles.printDiagnostics(diagnostics)
    let failing = Set(diagnostics.filter { $0.severity == .error }.map(\.path)).count
    if failing > 0 {
      Console.error(
        "inputsim: error: \(failing) of \(files.count) file\(files.count == 1 ? "" : "s") did not parse")
      return .usage
    }
    Console.out("\(files.count) file\(files.count == 1 ? "" : "s") checked, no problems")
    return .success
  }
}
