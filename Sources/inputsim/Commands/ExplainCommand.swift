import InputModel

/// `inputsim explain FILE`: replay one scenario and print its timeline.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let summary = "replay one scenario and print its step-by-step timeline"
  static let discussion = """
    Replays one scenario and prints one row per step: the field (marked text in [ ], the
    caret as |, a selection in { }), the binding, the keyboard's buffer, and what happened
    during the step (field events, bridge writes, renders, violations). The three copies of
    the text — keyboard, field, binding — diverge where a bug is born.
    """

  static let epilogue = """
    EXIT STATUS: 0 the scenario passed, 1 it failed, 2 it does not parse.
    """

  static let format = OptionSpec(
    "--format", .choice(["text", "html"]), placeholder: "FORMAT",
    help: "text (a terminal timeline) or html (one self-contained page with three lanes per step)",
    default: .value("text"))
  static let color = OptionSpec(
    "--color", .choice(["auto", "always", "never"]), placeholder: "WHEN",
    help: "colour the timeline; auto colours on a terminal unless NO_COLOR is set", default: .value("auto"))

  static let spec = ArgumentSpec(
    subcommand: name, options: [format, color],
    positional: PositionalSpec(name: "FILE", help: "the scenario file to replay", count: 1...1))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    let path = parsed.positionals[0]
    let files = try ScenarioFiles.collectOne(path, subcommand: name)
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    ScenarioFiles.printDiagnostics(diagnostics)
    guard let scenario = scenarios.first else { return .usage }
    let engineDiagnostics = KeyboardEngines.check([scenario])
    guard engineDiagnostics.isEmpty else {
      ScenarioFiles.printDiagnostics(engineDiagnostics)
      return .usage
    }
    let style = TextStyle(colors: RunCommand.colorsWanted(parsed.value(color) ?? "auto"))
    let result = ScenarioRunner(baseDirectory: ScenarioFiles.baseDirectory(of: path)).run(scenario)
    if parsed.value(format) == "html" {
      Console.outRaw(HTMLTimeline.document(scenario: scenario, result: result))
    } else {
      Console.outRaw(TextTimeline.render(scenario: scenario, result: result, style: style))
    }
    return result.status == .failed ? .failure : .success
  }
}
