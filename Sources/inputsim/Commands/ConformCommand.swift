import ChromiumDriver
import InputModel

/// `inputsim conform [PATH…]`: the model against Chromium, step by step, for every web
/// scenario; one line per scenario with the first disagreement seen from both sides.
///
///     DIFFER  scenarios/web/x.scenario  after step 2 (type "ta") field: model "わ|" / chromium "わわた|"
enum ConformCommand: Subcommand {
  static let name = "conform"
  static let summary = "replay web scenarios in the model and in Chromium and report where they disagree"
  static let discussion = """
    Replays each platform=web scenario twice, in the model and in headless Chromium against
    the reference page of its bridge, and compares them after every step: field text, marked
    range, selection, the page's value and its change over the step. The file's assertions
    are not checked (run does that); a scenario the browser cannot replay is skipped.
    With --input os the browser (chromium, firefox or webkit) is typed into through the real
    OS input stack instead: fcitx5 with Mozc, Hangul or Pinyin on a private X server; --page
    then compares your page (a local HTML file) with the model of each scenario's bridge.
    """
  static let epilogue = """
    Each scenario prints one line: AGREE, DIFFER with the first disagreement from both sides,
    SKIP with the reason, or ERROR when the browser or page failed.

    With --fuzz N, the fuzzer's sequences (platform=web, settle=auto, the bridges with a
    reference page, its transform draws) are replayed instead: one line per class of
    disagreement (page, step kind, composing or not, what differs), shrunk, and with --out
    written as a scenario whose closing assertions are the model's side. A class that is a
    documented difference prints KNOWN with its reason and does not fail.

    With --engine mozc, no browser: the built-in romaji keyboard (with the desktop settings
    of docs/romaji.md, unless a file sets them) and Mozc each type every romaji and mozc
    scenario's keys into a bare field, compared after every step: committed text, marked
    text, selection, whether a conversion is open. App steps are skipped. A difference
    inside a conversion (the two dictionaries differ) prints KNOWN and does not fail. With
    --fuzz N, generated key sequences instead (typing, Backspace, Delete, arrows, Escape,
    Enter, Space with nothing marked; --conversion adds conversion), one line per class,
    shrunk, written with --out as a romaji scenario that conform --engine mozc reproduces.

    EXIT STATUS: 0 the model and the browser agree on every scenario replayed, 1 they
    disagree, 2 usage error, a file does not parse, a browser or the input stack is missing,
    or a page failed. With --engine: 0 no difference outside a conversion, 1 a difference,
    2 usage error, a file does not parse, or Mozc is not installed (the message names the
    packages) or failed.

    EXAMPLES:
      inputsim conform scenarios/web
      inputsim conform --fuzz 200 --seed 1 --bridge naive --out conform-repro
      inputsim conform --browser firefox --input os scenarios/web
      inputsim conform --engine mozc scenarios/romaji
      inputsim conform --engine mozc --fuzz 2000 --seed 1 --out mozc-repro
    """

  static let spec = ArgumentSpec(
    subcommand: name,
    options: ConformFuzz.options + [ConformEngine.engine, ConformEngine.conversion] + ConformOS.options,
    positional: PositionalSpec(
      name: "PATH", help: "scenario files and directories (default: the bundled scenarios/ directory)",
      count: 0...Int.max))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    if let engine = parsed.given(ConformEngine.engine) {
      if parsed.given(BrowserRun.browser) != nil {
        throw UsageError("--engine compares two keyboards, not a browser: drop --browser", helpTopic: name)
      }
      return try ConformEngine.run(parsed, engineName: engine)
    }
    if parsed.has(ConformEngine.conversion) {
      throw UsageError("\(ConformEngine.conversion.name) needs --engine", helpTopic: name)
    }
    let osBrowser = try ConformOS.browser(parsed, subcommand: name)
    let userPage = try ConformOS.userPage(parsed, osBrowser: osBrowser, subcommand: name)
    if let runs = try parsed.integer(ConformFuzz.fuzz) {
      return try ConformFuzz.run(parsed, runs: runs, osBrowser: osBrowser)
    }
    if let option = ConformFuzz.options.first(where: { parsed.given($0) != nil }) {
      throw UsageError("\(option.name) needs --fuzz", helpTopic: name)
    }
    let files = try ScenarioFiles.collectFiles(parsed.positionals, subcommand: name)
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    ScenarioFiles.printDiagnostics(diagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) { return .usage }
    let web = scenarios.filter { $0.settings.platform == .web }
    if let browser = osBrowser {
      // Through the stack, a scenario written for this browser's measured Linux profile (a
      // reproducer `conform --fuzz --input os` wrote, scenarios/linux) is replayed too.
      let replayed = scenarios.filter { [.web, browser.modelPlatform].contains($0.settings.platform) }
      return try ConformOS.run(
        replayed, browser: browser, userPage: userPage, nonWeb: scenarios.count - replayed.count)
    }
    let chromium = try BrowserRun.launch()
    defer { chromium.close() }
    let checker = ConformanceCheck(browser: chromium)
    var counts = (agree: 0, differ: 0, skipped: 0, errors: 0)
    for scenario in web {
      let outcome = checker.check(scenario)
      switch outcome {
      case .agree: counts.agree += 1
      case .disagree: counts.differ += 1
      case .skipped: counts.skipped += 1
      case .error: counts.errors += 1
      }
      let word = outcome.line.prefix { $0 != " " }
      let rest = outcome.line.dropFirst(word.count).trimmingPrefix(" ")
      Console.out("\(word)  \(scenario.path)" + (rest.isEmpty ? "" : "  \(rest)"))
    }
    Console.out(
      "\(counts.agree) agree, \(counts.differ) disagree, \(counts.skipped) skipped, \(counts.errors) errors "
        + "(\(scenarios.count - web.count) non-web scenarios not replayed)")
    if counts.errors > 0 { return .usage }
    return counts.differ > 0 ? .failure : .success
  }
}
