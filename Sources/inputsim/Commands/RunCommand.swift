import ChildProcesses
import InputModel

/// `inputsim run [PATH…]`: replay scenario files and report.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "replay scenario files and report (default: the bundled scenarios)"
  static let discussion = """
    Replays scenario files. A directory means every *.scenario file below it, in sorted
    order. With no PATH, the bundled scenarios/ directory is replayed.

    Every file is parsed first; if any does not parse, every problem is printed as
    path:line:column: error: message and nothing is run (exit status 2).
    """

  static let epilogue = """
    --output replaces only a regular file (or creates a new one); a symbolic link is followed
    and the file it names is replaced. A device, FIFO, socket or directory is refused (exit
    status 2): use --output - or leave --output out to write the report to standard output.

    Under GITHUB_ACTIONS=true each failure also prints a ::error file=…,line=…:: line.
    The text report ends with one line: N passed, N failed (plus , N skipped if any).

    With --browser chromium, each platform=web scenario is replayed in one headless Chromium
    against the reference page of its bridge; others are skipped with the reason after the
    name. docs/browser.md says what is measured in the browser and what stays the model.
    With --input os (--browser chromium, firefox or webkit), the scenario's keys are real key
    events through fcitx5 (Mozc, Hangul or Pinyin) on a private X server, into one browser
    that shows each scenario a new document, proven clean before its first key (a fresh
    browser when the proof fails). --page takes a local HTML file there, served from its
    folder with the recorder put in.

    EXIT STATUS: 0 all passed, 1 a scenario failed, 2 usage error, an unreadable path, a file
    does not parse or names a candidate file that cannot be loaded, the report could not be
    written, Chromium is missing, or a scenario could not start in the browser; 128 + the
    signal's number (130 for Ctrl-C) when a browser run is interrupted: the browser is ended,
    the report lists the scenarios not run as skipped, and is written as asked.
    """

  static let format = OptionSpec(
    "--format", .choice(["text", "junit", "tap", "json", "html"]), placeholder: "FORMAT",
    help:
      "the report format: text, junit (JUnit XML), tap (TAP version 14), json, or html (a page with each failure's timeline)",
    default: .value("text"))
  static let output = OptionSpec(
    "--output", .text, placeholder: "FILE",
    help:
      "write the report to FILE, atomically (- for standard output); the text report still goes to standard output"
  )
  static let filter = OptionSpec(
    "--filter", .text, placeholder: "TEXT", help: "run only the files whose path contains TEXT")
  static let color = OptionSpec(
    "--color", .choice(["auto", "always", "never"]), placeholder: "WHEN",
    help: "colour the text report; auto colours on a terminal unless NO_COLOR is set", default: .value("auto")
  )

  static let spec = ArgumentSpec(
    subcommand: name,
    options: [
      format, output, filter, color, BrowserRun.browser, BrowserRun.input, BrowserRun.page, BrowserRun.field,
    ],
    positional: PositionalSpec(
      name: "PATH", help: "scenario files and directories (default: the bundled scenarios/ directory)",
      count: 0...Int.max))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    // A FIFO, device or directory is refused before anything runs, not after.
    let output = try OutputPath.checked(parsed.value(Self.output), subcommand: name, writing: "report")
    let browserPage = try BrowserRun.pageChoice(parsed, subcommand: name)
    let browserInput = try BrowserRun.input(parsed, subcommand: name)
    if browserPage.isUserPage && parsed.value(BrowserRun.browser) == nil {
      throw UsageError("--page needs --browser chromium", helpTopic: name)
    }
    var files = try ScenarioFiles.collectFiles(parsed.positionals, subcommand: name)
    if let filter = parsed.value(Self.filter) {
      files = files.filter { $0.path.contains(filter) }
    }
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    try OutputPath.refuseInputs(
      output,
      inputs: files.map { ($0.path, $0.pathBytes) }
        + CandidateFiles.paths(scenarios).map { ($0, Array($0.utf8)) },
      subcommand: name, writing: "report")
    if diagnostics.contains(where: { $0.severity == .error }) {
      ScenarioFiles.printDiagnostics(diagnostics)
      let count = Set(diagnostics.filter { $0.severity == .error }.map(\.path)).count
      Console.error("inputsim: error: \(count) file\(count == 1 ? "" : "s") did not parse; nothing was run")
      return .usage
    }
    ScenarioFiles.printDiagnostics(diagnostics)
    // A candidate file that cannot be loaded makes its scenario unusable, not failed: exit 2.
    let candidateDiagnostics = CandidateFiles.check(scenarios)
    ScenarioFiles.printDiagnostics(candidateDiagnostics)
    let unusable = Set(candidateDiagnostics.filter { $0.severity == .error }.map(\.path)).count
    if unusable > 0 {
      Console.error(
        "inputsim: error: \(unusable) scenario\(unusable == 1 ? "" : "s") cannot load \(unusable == 1 ? "its" : "their") candidates; nothing was run"
      )
      return .usage
    }
    // A keyboard whose engine cannot start (package missing, unknown schema): exit 2 too.
    let engineDiagnostics = KeyboardEngines.check(scenarios)
    ScenarioFiles.printDiagnostics(engineDiagnostics)
    if !engineDiagnostics.isEmpty {
      let count = Set(engineDiagnostics.map(\.path)).count
      Console.error(
        "inputsim: error: \(count) scenario\(count == 1 ? "" : "s") cannot start \(count == 1 ? "its" : "their") keyboard; nothing was run"
      )
      return .usage
    }
    let clock = ContinuousClock()
    let started = clock.now
    let results =
      parsed.value(BrowserRun.browser) == nil
      ? scenarios.map { scenario in
        ScenarioRunner(baseDirectory: ScenarioFiles.baseDirectory(of: scenario.path)).run(scenario)
      }
      : try BrowserRun.run(scenarios, page: browserPage, input: browserInput ?? .synthetic)
    let elapsed = started.duration(to: clock.now).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    let style = TextStyle(colors: colorsWanted(parsed.value(Self.color) ?? "auto"))
    let format = parsed.value(Self.format) ?? "text"
    let report: String
    switch format {
    case "junit": report = JUnitReport.render(results)
    case "tap": report = TAPReport.render(results)
    case "json": report = JSONReport.render(results)
    case "html": report = HTMLRunReport.render(Array(zip(scenarios, results)), seconds: seconds)
    default: report = TextReport.render(results, style: .plain)
    }
    if let output {
      try OutputPath.write(report, to: output, subcommand: name, writing: "report")
      Console.outRaw(TextReport.render(results, style: style))
    } else if format == "text" {
      Console.outRaw(TextReport.render(results, style: style))
    } else {
      Console.outRaw(report)
    }
    if let summaryPath = Console.environment("GITHUB_STEP_SUMMARY"), !summaryPath.isEmpty {
      // The job summary is GitHub's file: a problem with it is said, and changes no status.
      do {
        try AtomicFile.append(JobSummary.render(results), to: summaryPath)
      } catch {
        Console.error("inputsim: warning: GITHUB_STEP_SUMMARY: \(error.message)")
      }
    }
    if Console.environment("GITHUB_ACTIONS") == "true" {
      for result in results {
        guard let failure = result.failure else { continue }
        Console.out(
          "::error file=\(githubEscape(result.path, property: true)),line=\(failure.line),col=\(failure.column)::\(githubEscape(failure.heading, property: false))"
        )
      }
    }
    // Interrupted: the report above says what ran; the process exits with 128 + the signal.
    if ChildInterrupts.received != nil {
      Interruption.report(results)
      return .failure
    }
    // A scenario that could not start in the browser (page unreachable, no such field) is a
    // set-up problem, as an unloadable candidate file is for the model.
    if parsed.value(BrowserRun.browser) != nil && BrowserRun.hasSetupProblem(results) {
      return .usage
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

  /// GitHub's workflow-command escaping: `%`, CR and LF always; `:` and `,` in properties;
  /// an ESC or an invisible character is shown `\u{…}` first (`Escaping.lineSafe`).
  static func githubEscape(_ text: String, property: Bool) -> String {
    var result = ""
    for character in Escaping.lineSafe(text) {
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
