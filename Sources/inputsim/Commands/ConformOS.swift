import InputModel
import OSInputStack

/// `conform --browser chromium|firefox|webkit --input os`: the model against a browser typed
/// into through the real OS input stack, step by step, on the bundled (or given) web scenarios.
/// Kept apart from `ConformCommand` so the synthetic path stays as it is.
///
///     inputsim conform --browser firefox --input os scenarios/web
///     DIFFER  scenarios/web/guarded-fast-typing.scenario  after step 2 (key space) field: model "[{今日}]" / firefox "[|今日]"
enum ConformOS {
  /// `--browser` and `--input` as `run` takes them; without them `conform` is Chromium's
  /// synthetic IME, as before.
  static let options = [BrowserRun.browser, BrowserRun.input]

  /// The browser to type into through the OS stack, `nil` for the synthetic path.
  static func browser(_ parsed: ParsedArguments, subcommand: String) throws(UsageError) -> OSBrowser? {
    guard case .os(let browser) = try BrowserRun.input(parsed, subcommand: subcommand) else { return nil }
    return browser
  }

  /// One line per scenario and the summary, as `conform` prints them; exit 1 on a
  /// disagreement, 2 when the stack, a browser or a page failed.
  static func run(_ web: [Scenario], browser: OSBrowser, nonWeb: Int) throws(UsageError) -> ExitStatus {
    var counts = (agree: 0, differ: 0, skipped: 0, errors: 0)
    try BrowserRun.withOSRunner(browser) { runner in
      for scenario in web {
        let outcome = runner.conform(scenario).outcome
        switch outcome {
        case .agree: counts.agree += 1
        case .disagree: counts.differ += 1
        case .skipped: counts.skipped += 1
        case .error: counts.errors += 1
        }
        let line = outcome.line.replacingOccurrences(of: " / chromium ", with: " / \(browser.rawValue) ")
        let word = line.prefix { $0 != " " }
        let rest = line.dropFirst(word.count).trimmingPrefix(" ")
        Console.out("\(word)  \(scenario.path)" + (rest.isEmpty ? "" : "  \(rest)"))
      }
    }
    Console.out(
      "\(counts.agree) agree, \(counts.differ) disagree, \(counts.skipped) skipped, \(counts.errors) errors "
        + "(\(nonWeb) non-web scenarios not replayed; \(browser.rawValue) through the OS input stack)")
    if counts.errors > 0 { return .usage }
    return counts.differ > 0 ? .failure : .success
  }
}
