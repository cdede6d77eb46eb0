import InputModel

/// `inputsim run [PATH…]`: replay scenario files and report.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "replay scenario files and report (default: the bundled scenarios)"
  static let help = """
    USAGE: inputsim run [PATH...] [--format text|junit|tap|json] [--output FILE]
                        [--filter SUBSTRING] [--color auto|always|never]

    Replays scenario files. A directory means every *.scenario file below it, in sorted
    order. With no PATH, the bundled scenarios/ directory is replayed.

    Every file is parsed first; if any does not parse, every problem is printed as
    path:line:column: error: message and nothing is run (exit status 2).

    OPTIONS:
      --format FORMAT   text (default), junit (JUnit XML), tap (TAP version 14) or json
      --output FILE     write the report to FILE, atomically; the text report still goes
                        to standard output
      --filter TEXT     run only the files whose path contains TEXT
      --color WHEN      auto (default: on a terminal, unless NO_COLOR is set), always, never
      -h, --help        show this help

    Under GITHUB_ACTIONS=true each failure also prints a ::error file=…,line=…:: line.
    The text report ends with one line: N passed, N failed (plus , N skipped if any).

    EXIT STATUS: 0 all passed, 1 a scenario failed, 2 usage error or a file does not parse.
    """

  static let spec = ArgumentSpec(
    subcommand: name, flags: [],
    options: [
      "--format": ["text", "junit", "tap", "json"], "--output": [], "--filter": [],
      "--color": ["auto", "always", "never"],
    ], positionalName: "PATH")

  static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    var files = try ScenarioFiles.collect(parsed.positionals, subcommand: name)
    if let filter = parsed.value("--filter") {
      files = files.filter { $0.contains(filter) }
    }
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    if diagnostics.contains(where: { $0.severity == .error }) {
      ScenarioFiles.printDiagnostics(diagnostics)
      let count = Set(diagnostics.filter { $0.severity == .error }.map(\.path)).count
      Console.error("inputsim: error: \(count) file\(count == 1 ? "" : "s") did not parse; nothing was run")
      return .usage
    }
    ScenarioFiles.printDiagnostics(diagnostics)
    let results = scenarios.map { scenario in
      ScenarioRunner(baseDirectory: ScenarioFiles.baseDirectory(of: scenario.path)).run(scenario)
    }
    let style = TextStyle(colors: colorsWanted(parsed.value("--color") ?? "auto"))
    let format = parsed.value("--format") ?? "text"
    let report: String
    switch format {
    case "junit": report = JUnitReport.render(results)
    case "tap": report = TAPReport.render(results)
    case "json": report = JSONReport.render(results)
    default: report = TextReport.render(results, style: .plain)
    }
    if let output = parsed.value("--output") {
      try ScenarioFiles.writeAtomically(report, to: output, subcommand: name)
      Console.outRaw(TextReport.render(results, style: style))
    } else if format == "text" {
      Console.outRaw(TextReport.render(results, style: style))
    } else {
      Console.outRaw(report)
    }
    if Console.environment("GITHUB_ACTIONS") == "true" {
      for result in results {
        guard let failure = result.failure else { continue }
        Console.out(
          "::error file=\(githubEscape(result.path, property: true)),line=\(failure.line),col=\(failure.column)::\(githubEscape(failure.heading, property: false))"
        )
      }
    }
    return results.contains { $0.status == .failed } ? .failure : .success
  }

  static func colorsWanted(_ option: String) -> Bool {
    switch option {
    case "always": return true
    case "never": return false
    default:
      if let noColor = Console.environment("NO_COLOR"), !noColor.isEmpty { return false }
      return Console.stdoutIsTerminal
    }
  }

  /// GitHub's workflow-command escaping: `%`, CR and LF always; `:` and `,` in properties.
  static func githubEscape(_ text: String, property: Bool) -> String {
    var result = ""
    for character in text {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.append(character)
      }
    }
    return result
  }
}
