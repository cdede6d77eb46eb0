import ChromiumDriver
import InputModel
import OSInputStack

/// `inputsim explain FILE`: replay one scenario and print its timeline.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let summary = "replay one scenario and print its step-by-step timeline"
  static let discussion = """
    Replays one scenario and prints one row per step: the field (marked text in [ ], the
    caret as |, a selection in { }), the binding, the keyboard's buffer, and what happened
    during the step (field events, bridge writes, renders, violations). The three copies of
    the text — keyboard, field, binding — diverge where a bug is born.

    With --browser chromium the scenario is replayed in headless Chromium instead, against the
    reference page of its bridge (or --page): the columns are what the browser shows, and a
    dom lane lists the DOM events each step fired (keydown/keyup with key and keyCode,
    compositionstart/update/end, beforeinput/input with inputType, data and isComposing, and
    the page's assignments to the field's value). With --format html the page shows the
    model's lanes and Chromium's side by side for each step, with the DOM events it fired.
    """

  static let epilogue = """
    --output writes the timeline to FILE atomically (a regular file is replaced, a symbolic
    link followed; a device, FIFO, socket or directory is refused with exit status 2).

    EXIT STATUS: 0 the scenario passed (or was skipped in the browser, with the reason), 1 it
    failed, 2 it does not parse, the browser or the page could not start, or the timeline
    could not be written.
    """

  static let format = OptionSpec(
    "--format", .choice(["text", "html"]), placeholder: "FORMAT",
    help:
      "text (a terminal timeline) or html (one self-contained page with three lanes per step; with --browser, the model's and Chromium's side by side)",
    default: .value("text"))
  static let output = OptionSpec(
    "--output", .text, placeholder: "FILE",
    help: "write the timeline to FILE, atomically (- for standard output)")
  static let color = OptionSpec(
    "--color", .choice(["auto", "always", "never"]), placeholder: "WHEN",
    help: "colour the timeline; auto colours on a terminal unless NO_COLOR is set", default: .value("auto"))

  static let spec = ArgumentSpec(
    subcommand: name,
    options: [
      format, output, color, BrowserRun.browser, BrowserRun.input, BrowserRun.page, BrowserRun.field,
    ],
    positional: PositionalSpec(name: "FILE", help: "the scenario file to replay", count: 1...1))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    let path = parsed.positionals[0]
    // A FIFO, device or directory is refused before anything is replayed, not after.
    let output = try OutputPath.checked(parsed.value(Self.output), subcommand: name, writing: "timeline")
    let files = try ScenarioFiles.collectOne(path, subcommand: name)
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    try OutputPath.refuseInputs(
      output,
      inputs: files.map { ($0.path, $0.pathBytes) }
        + CandidateFiles.paths(scenarios).map { ($0, Array($0.utf8)) },
      subcommand: name, writing: "timeline")
    ScenarioFiles.printDiagnostics(diagnostics)
    guard let scenario = scenarios.first else { return .usage }
    let engineDiagnostics = KeyboardEngines.check([scenario])
    guard engineDiagnostics.isEmpty else {
      ScenarioFiles.printDiagnostics(engineDiagnostics)
      return .usage
    }
    // A file gets terminal colours only when asked for with `always` (`auto` looks at stdout).
    let colorOption = parsed.value(color) ?? "auto"
    let style = TextStyle(
      colors: output == nil ? RunCommand.colorsWanted(colorOption) : colorOption == "always")
    if parsed.given(BrowserRun.browser) != nil {
      return try explainInBrowser(scenario, parsed, style: style, output: output)
    }
    if parsed.given(BrowserRun.page) != nil || parsed.given(BrowserRun.field) != nil {
      throw UsageError("--page and --field need --browser chromium", helpTopic: name)
    }
    let result = ScenarioRunner(baseDirectory: ScenarioFiles.baseDirectory(of: path)).run(scenario)
    if parsed.value(format) == "html" {
      try write(HTMLTimeline.document(scenario: scenario, result: result), to: output)
    } else {
      try write(TextTimeline.render(scenario: scenario, result: result, style: style), to: output)
    }
    return result.status == .failed ? .failure : .success
  }

  /// `--browser chromium`: one browser, the scenario's page, the timeline with its DOM lane;
  /// as HTML, with the model's run beside Chromium's.
  static func explainInBrowser(
    _ scenario: Scenario, _ parsed: ParsedArguments, style: TextStyle, output: String?
  ) throws(UsageError) -> ExitStatus {
    let page = try BrowserRun.pageChoice(parsed, subcommand: name)
    if case .os(let browser) = try BrowserRun.input(parsed, subcommand: name) {
      let userPage = try BrowserRun.osUserPage(page, subcommand: name)
      return try explainThroughOS(
        scenario, browser: browser, userPage: userPage, parsed, style: style, output: output)
    }
    let chromium = try BrowserRun.launch()
    defer { chromium.close() }
    if page.isUserPage {
      Console.error(
        "inputsim: note: --page: the page is the app; the scenario's bridge and transform lines are ignored")
    }
    let replay = BrowserScenarioRunner(browser: chromium, page: page).replay(scenario)
    let pageName: String
    switch page {
    case .user(let url, _): pageName = url
    case .reference: pageName = "the reference page \(scenario.settings.bridge.rawValue).html"
    }
    if parsed.value(format) == "html" {
      let model = ScenarioRunner(baseDirectory: ScenarioFiles.baseDirectory(of: scenario.path)).run(scenario)
      try write(
        BrowserHTMLTimeline.document(
          scenario: scenario, model: model, replay: replay, browserVersion: chromium.version, page: pageName),
        to: output)
    } else {
      try write(
        BrowserTimeline.render(
          scenario: scenario, replay: replay, browserVersion: chromium.version, page: pageName, style: style),
        to: output)
    }
    if BrowserScenarioRunner.isSetupProblem(replay.result) { return .usage }
    return replay.result.status == .failed ? .failure : .success
  }

  /// `--input os`: the scenario typed through the OS input stack; the timeline with the DOM
  /// lane the page reported.
  static func explainThroughOS(
    _ scenario: Scenario, browser: OSBrowser, userPage: OSUserPage?, _ parsed: ParsedArguments,
    style: TextStyle,
    output: String?
  ) throws(UsageError) -> ExitStatus {
    guard parsed.value(format) != "html" else {
      throw UsageError("--format html is not supported with --input os yet", helpTopic: name)
    }
    if userPage != nil {
      Console.error(
        "inputsim: note: --page: the page is the app; the scenario's bridge and transform lines are ignored")
    }
    // A timeline is for reading the steps: an assertion the stack cannot check is left out
    // (the reproducers `conform --fuzz` writes carry the model's lost-input lines).
    let (shown, uncheckable) = OSScenarioRunner.withoutUncheckableAssertions(scenario)
    if !uncheckable.isEmpty {
      Console.error(
        "inputsim: note: line\(uncheckable.count == 1 ? "" : "s") \(uncheckable.map(String.init).joined(separator: ", ")): "
          + "`expect violation` of the model's own state (lost-input, ime-desync) is not checked through the "
          + "OS input stack; the timeline shows the steps")
    }
    let (replay, userAgent) = try BrowserRun.withOSRunner(browser, userPage: userPage) { runner in
      (runner.replay(shown), runner.userAgent)
    }
    try write(
      BrowserTimeline.render(
        scenario: scenario, replay: replay,
        browserVersion: "\(browser.displayName) through fcitx5 (\(userAgent))",
        page: userPage.map { $0.directory + "/" + $0.file }
          ?? "the reference page \(scenario.settings.bridge.rawValue).html", style: style,
        how: "on a private X server"),
      to: output)
    if BrowserScenarioRunner.isSetupProblem(replay.result) { return .usage }
    return replay.result.status == .failed ? .failure : .success
  }

  /// The timeline to standard output, or to `output` atomically (`AtomicFile`, as `run
  /// --output` writes its report).
  private static func write(_ text: String, to output: String?) throws(UsageError) {
    guard let output else {
      Console.outRaw(text)
      return
    }
    try OutputPath.write(text, to: output, subcommand: name, writing: "timeline")
  }
}
