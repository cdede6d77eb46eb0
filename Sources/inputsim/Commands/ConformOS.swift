import ChromiumDriver
import InputModel
import OSInputStack

/// `conform --browser chromium|firefox|webkit --input os`: the model against a browser typed
/// into through the real OS input stack, step by step, on the bundled (or given) web scenarios.
/// Kept apart from `ConformCommand` so the synthetic path stays as it is.
///
///     inputsim conform --browser firefox --input os scenarios/web
///     DIFFER  scenarios/web/guarded-fast-typing.scenario  after step 2 (key space) field: model "[{今日}]" / firefox "[|今日]"
enum ConformOS {
  /// `--browser`, `--input`, `--page` and `--field` as `run` takes them; without them `conform`
  /// is Chromium's synthetic IME on the reference pages, as before. `--page` needs `--input os`.
  static let options = [BrowserRun.browser, BrowserRun.input, BrowserRun.page, BrowserRun.field]

  /// The user's page for `conform --input os --page FILE`; a usage error with the synthetic
  /// path or `--fuzz` (the fuzzer's sequences are typed on the reference pages).
  static func userPage(_ parsed: ParsedArguments, osBrowser: OSBrowser?, subcommand: String)
    throws(UsageError)
    -> OSUserPage?
  {
    guard parsed.given(BrowserRun.page) != nil || parsed.given(BrowserRun.field) != nil else { return nil }
    guard osBrowser != nil else {
      throw UsageError(
        "conform takes --page with --input os only (the synthetic IME compares on the reference pages)",
        helpTopic: subcommand)
    }
    if parsed.given(ConformFuzz.fuzz) != nil {
      throw UsageError(
        "--page is not taken with --fuzz: the fuzzer's sequences are typed on the reference pages",
        helpTopic: subcommand)
    }
    return try BrowserRun.osUserPage(
      BrowserRun.pageChoice(parsed, subcommand: subcommand), subcommand: subcommand)
  }

  /// The browser to type into through the OS stack, `nil` for the synthetic path.
  static func browser(_ parsed: ParsedArguments, subcommand: String) throws(UsageError) -> OSBrowser? {
    guard case .os(let browser) = try BrowserRun.input(parsed, subcommand: subcommand) else { return nil }
    return browser
  }

  /// One line per scenario and the summary, as `conform` prints them; exit 1 on a
  /// disagreement, 2 when the stack, a browser or a page failed.
  static func run(_ web: [Scenario], browser: OSBrowser, userPage: OSUserPage? = nil, nonWeb: Int)
    throws(UsageError) -> ExitStatus
  {
    var counts = (agree: 0, differ: 0, skipped: 0, errors: 0)
    if userPage != nil {
      Console.error(
        "inputsim: note: --page: the page is the app, compared with the model of each scenario's bridge; "
          + "its transform lines are the model's only")
    }
    try BrowserRun.withOSRunner(browser, userPage: userPage) { runner in
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
