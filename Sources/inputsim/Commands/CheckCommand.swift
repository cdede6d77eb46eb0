import InputModel

/// `inputsim check [PATH…]`: parse only and report every diagnostic.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "parse scenario files and report every problem, without running them"
  static let help = """
    USAGE: inputsim check [PATH...]

    Parses scenario files (a directory means every *.scenario file below it; no PATH: the
    bundled scenarios/ directory) and prints every problem as
    path:line:column: error: message. Columns count UTF-8 bytes from 1.

    EXIT STATUS: 0 every file parses, 2 a file does not parse or a path is unreadable.
    """

  static let spec = ArgumentSpec(subcommand: name, positionalName: "PATH")

  static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
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
