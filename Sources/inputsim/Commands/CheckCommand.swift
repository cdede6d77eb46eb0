import InputModel

/// `inputsim check [PATH…]`: parse only and report every diagnostic.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "parse scenario files and report every problem, without running them"
  static let discussion = """
    Parses scenario files (a directory means every *.scenario file below it) and prints every
    problem as path:line:column: error: message. Columns count UTF-8 bytes from 1. The files
    named by 'candidates file' and 'candidates skk' are loaded as 'run' would load them: one
    that does not exist, is not a regular file, cannot be read or is larger than 256 MiB is an
    error at its candidates line.
    """

  static let epilogue = """
    EXIT STATUS: 0 every file parses and its candidate files load, 2 a file does not parse, names
    a candidate file that cannot be loaded, or a path is unreadable.
    """

  static let spec = ArgumentSpec(
    subcommand: name,
    positional: PositionalSpec(
      name: "PATH", help: "scenario files and directories (default: the bundled scenarios/ directory)",
      count: 0...Int.max))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    let files = try ScenarioFiles.collectFiles(parsed.positionals, subcommand: name)
    let (scenarios, parseDiagnostics) = ScenarioFiles.parse(files)
    // What `run` needs too: the candidate files each scenario names.
    let candidateDiagnostics = CandidateFiles.check(scenarios)
    let engineDiagnostics = KeyboardEngines.check(scenarios)
    ScenarioFiles.printDiagnostics(parseDiagnostics + candidateDiagnostics + engineDiagnostics)
    let counted = files.count == 1 ? "1 file" : "\(files.count) files"
    let unparsed = Set(parseDiagnostics.filter { $0.severity == .error }.map(\.path)).count
    let unusable = Set(candidateDiagnostics.filter { $0.severity == .error }.map(\.path)).count
    if unparsed > 0 {
      Console.error("inputsim: error: \(unparsed) of \(counted) did not parse")
    }
    if unusable > 0 {
      Console.error("inputsim: error: \(unusable) of \(counted) cannot load their candidates")
    }
    let engineless = Set(engineDiagnostics.map(\.path)).count
    if engineless > 0 {
      Console.error("inputsim: error: \(engineless) of \(counted) cannot start their keyboard")
    }
    if unparsed + unusable + engineless > 0 { return .usage }
    Console.out("\(counted) checked, no problems")
    return .success
  }
}
