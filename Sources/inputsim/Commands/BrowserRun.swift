import ChildProcesses
import ChromiumDriver
import Foundation
import InputModel

/// `--browser chromium`, `--page` and `--field`, shared by `run` and `conform`: one browser
/// for the whole process, ended on Ctrl-C too.
///
///     inputsim run --browser chromium scenarios/web
///     inputsim run --browser chromium --page app/form.html --field '#name' my.scenario
enum BrowserRun {
  static let browser = OptionSpec(
    "--browser", .choice(["chromium"]), placeholder: "BROWSER",
    help:
      "replay the web scenarios in headless Chromium against the reference page of their bridge (others are skipped)"
  )
  static let page = OptionSpec(
    "--page", .text, placeholder: "PATH|URL",
    help:
      "with --browser: run every scenario against this page (the app); bridge and transform lines are ignored"
  )
  static let field = OptionSpec(
    "--field", .text, placeholder: "SELECTOR",
    help:
      "with --browser: the page's text field (default: the first enabled, writable text input, textarea or [contenteditable])"
  )

  /// Starts the browser, or the message for exit status 2 (no Chromium installed, names the
  /// Debian package). `after`: what Ctrl-C does once the browser is ended (`run` finishes
  /// its report; the others exit at once).
  static func launch(after: ChildInterrupts.AfterInterrupt = .exit) throws(UsageError) -> ChromiumBrowser {
    ChildInterrupts.install(after: after)
    do {
      return try ChromiumBrowser.launch()
    } catch {
      throw UsageError("cannot start the browser: \(error)")
    }
  }

  /// The page choice from `--page` / `--field`; a file path becomes an absolute `file://` URL.
  static func pageChoice(_ parsed: ParsedArguments, subcommand: String) throws(UsageError)
    -> BrowserPageChoice
  {
    let selector = parsed.value(field)
    guard let given = parsed.value(page) else {
      if selector != nil {
        throw UsageError(
          "--field needs --page: the reference pages have their own field", helpTopic: subcommand)
      }
      return .reference
    }
    if given.contains("://") || given.hasPrefix("data:") { return .user(url: given, selector: selector) }
    let absolute = URL(fileURLWithPath: given).standardizedFileURL
    guard FileManager.default.fileExists(atPath: absolute.path) else {
      throw UsageError("--page: no such file: \(given)", helpTopic: subcommand)
    }
    return .user(url: absolute.absoluteString, selector: selector)
  }

  /// Replays `scenarios` in one browser; the browser is closed before this returns. After
  /// Ctrl-C (SIGTERM, SIGHUP) the browser is already ended: the scenario it cut short and the
  /// ones after it are `Interruption.notRun`, and the report says what ran.
  static func run(_ scenarios: [Scenario], page: BrowserPageChoice) throws(UsageError) -> [ScenarioResult] {
    let chromium: ChromiumBrowser
    do {
      chromium = try launch(after: .finishWork)
    } catch {
      // Interrupted while the browser started: nothing ran.
      guard let signal = ChildInterrupts.received else { throw error }
      return scenarios.map { Interruption.notRun($0, signal: signal) }
    }
    defer { chromium.close() }
    if page.isUserPage {
      Console.error(
        "inputsim: note: --page: the page is the app; the scenarios' bridge and transform lines are ignored")
    }
    let runner = BrowserScenarioRunner(browser: chromium, page: page)
    var results: [ScenarioResult] = []
    for scenario in scenarios {
      if let signal = ChildInterrupts.received {
        results.append(Interruption.notRun(scenario, signal: signal))
        continue
      }
      let result = runner.run(scenario)
      // A failure that ends after the signal is the browser being ended under it.
      if let signal = ChildInterrupts.received, result.status == .failed {
        results.append(Interruption.notRun(scenario, signal: signal))
      } else {
        results.append(result)
      }
    }
    return results
  }
}

extension BrowserRun {
  /// True when a scenario could not start in the browser (exit status 2).
  static func hasSetupProblem(_ results: [ScenarioResult]) -> Bool {
    results.contains { BrowserScenarioRunner.isSetupProblem($0) }
  }
}
