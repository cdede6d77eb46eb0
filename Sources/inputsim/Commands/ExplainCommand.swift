import InputModel

/// `inputsim explain FILE`: replay one scenario and print its timeline.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let summary = "replay one scenario and print its step-by-step timeline"
  static let help = """
    USAGE: inputsim explain FILE [--color auto|always|never]

    Replays one scenario and prints one row per step: the field (marked text in [ ], the
    caret as |, a selection in { }), the binding, the keyboard's buffer, and what happened
    during the step (field events, bridge writes, renders, violations). The three copies of
    the text — keyboard, field, binding — diverge where a bug is born.

    EXIT STATUS: 0 the scenario passed, 1 it failed, 2 it does not parse.
    """

  static let spec = ArgumentSpec(
    subcommand: name, options: ["--color": ["auto", "always", "never"]], maximumPositionals: 1,
    minimumPositionals: 1, positionalName: "FILE")

  static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let path = parsed.positionals[0]
    let files = try ScenarioFiles.collect([path], subcommand: name)
    guard files.count == 1 else {
      throw UsageError("explain takes one scenario file, not a directory", helpTopic: name)
    }
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    ScenarioFiles.printDiagnostics(diagnostics)
    guard let scenario = scenarios.first else { return .usage }
    let style = TextStyle(colors: RunCommand.colorsWanted(parsed.value("--color") ?? "auto"))
    let result = ScenarioRunner(baseDirectory: ScenarioFiles.baseDirectory(of: path)).run(scenario)
    Console.outRaw(Timeline.render(scenario: scenario, result: result, style: style))
    return result.status == .failed ? .failure : .success
  }
}
