import ChromiumDriver
import Foundation
import InputModel

/// Replays scenarios through the real OS input stack into one browser engine: each scenario gets
/// a fresh document of the reference page of its bridge (or the user's `--page`), fcitx5's
/// engine for its `ime=` (romaji and mozc → Mozc, hangul → Hangul, pinyin → Pinyin, direct →
/// none), and its assertions are checked against what the page shows (`BrowserExpectations`,
/// as for Chromium's synthetic IME).
///
///     let stack = try OSInputStack.start()
///     let runner = try OSScenarioRunner(browser: .firefox, stack: stack)
///     runner.run(scenario).status   // .passed, .failed, or .skipped (the name says why)
///
/// One browser serves scenario after scenario (`reusesBrowser`): each gets a new document in
/// the same window, proven clean before its first key (`OSPage.renew`: no composition, the
/// field as loaded and focused, the probe key's own keydown); when the proof fails or the
/// browser died, a fresh browser is started (`freshBrowsers` counts them). Starting a browser
/// costs 2–3 s; a campaign of 10 fuzz sequences ran 3–7× faster this way (docs/browser.md).
///
/// A scenario the stack cannot type (a flick keyboard, kana typed as text, a component, an
/// assertion on the IME's own state) is skipped with a reason, never passed. A browser that
/// never loads the page, an engine that does not activate or a stack that fails is a `.setup`
/// failure for that scenario; the next one still runs.
public final class OSScenarioRunner {
  public let browser: OSBrowser
  public let stack: OSInputStack
  private let server: PageServer
  private let keyboard: XKeyboard
  /// The user's page (`--page`), or `nil` for the reference page of each scenario's bridge.
  public let userPage: OSUserPage?
  /// Whether a scenario's page is a new document in the previous scenario's browser (proven
  /// clean) rather than a fresh browser.
  public var reusesBrowser = true
  /// Browsers started so far (one per scenario without reuse).
  public private(set) var freshBrowsers = 0
  /// Scenarios whose page was a new document in a browser already running.
  public private(set) var reusedBrowsers = 0
  /// Why a reused browser was given up for a fresh one, in order (the failed step).
  public private(set) var reuseFallbacks: [String] = []
  /// How long a page may take to report ready.
  public var loadTimeoutMilliseconds = OSPage.loadTimeoutMilliseconds
  /// The browser kept for the next scenario.
  private var current: OSPage?

  /// The last page's `navigator.userAgent` (the browser's version), empty before any page.
  public private(set) var userAgent = ""

  public init(browser: OSBrowser, stack: OSInputStack, userPage: OSUserPage? = nil) throws(OSInputError) {
    try StackPackages.check(for: browser)
    self.browser = browser
    self.stack = stack
    self.userPage = userPage
    do {
      if let userPage {
        server = try PageServer(pagesDirectory: userPage.directory, htmlPage: userPage.file)
      } else {
        server = try PageServer(pagesDirectory: try ReferencePages.directory())
      }
    } catch let error as OSInputError {
      throw error
    } catch {
      throw .setup(operation: "finding the reference pages", reason: "\(error)")
    }
    keyboard = try XKeyboard(display: stack.display)
  }

  deinit { close() }

  /// Closes the runner's X connection; call it before the stack stops (Xlib ends the process
  /// when its server goes away under an open connection).
  public func close() {
    current?.close()
    current = nil
    keyboard.close()
  }

  /// The page for a scenario: a new document in the browser kept from the previous scenario
  /// when it proves clean, else a fresh browser.
  private func openPage(_ name: String, query: String, engine: OSEngine) throws(OSInputError) -> OSPage {
    let selector = userPage?.selector
    if reusesBrowser, let page = current, page.isUsable {
      do throws(OSInputError) {
        try page.renew(page: name, query: query, fieldSelector: selector, engine: engine)
        reusedBrowsers += 1
        return page
      } catch {
        // The page itself has no field: a fresh browser would show the same page.
        if case .fieldNotFound = error {
          close(page)
          throw error
        }
        reuseFallbacks.append(error.description)
      }
    }
    if let page = current { close(page) }
    let page = try OSPage.open(
      browser, stack: stack, server: server, keyboard: keyboard, page: name, query: query,
      fieldSelector: selector, engine: engine, loadTimeoutMilliseconds: loadTimeoutMilliseconds)
    freshBrowsers += 1
    if reusesBrowser { current = page }
    return page
  }

  /// Ends a page's browser (it is not kept for the next scenario).
  private func close(_ page: OSPage) {
    page.close()
    if current === page { current = nil }
  }

  /// Done with a scenario's page: kept for the next one when reusing, else ended.
  private func release(_ page: OSPage) {
    if !reusesBrowser || !page.isUsable { close(page) }
  }

  /// The page file and query for `scenario`: the user's page (bridge and transforms are the
  /// page's own), or the reference page of its bridge; `nil` and the reason when there is none.
  private func pageFor(_ scenario: Scenario) throws(OSInputError) -> (String?, String) {
    if let userPage { return (userPage.file, "") }
    return try Self.referencePage(for: scenario)
  }

  /// The `--browser … --input os` spelling in names and messages.
  public var label: String { "\(browser.rawValue) --input os" }

  public func run(_ scenario: Scenario) -> ScenarioResult {
    replay(scenario).result
  }

  /// Replays `scenario` and returns the outcome with each step's DOM events and field.
  public func replay(_ written: Scenario) -> BrowserReplay {
    let scenario: Scenario
    switch browser.replayable(written) {
    case .failure(let skip): return BrowserReplay(result: skipped(written, skip), steps: [])
    case .success(let replayed): scenario = replayed
    }
    if let skip = Self.skipReason(for: scenario, userPage: userPage != nil) {
      return BrowserReplay(result: skipped(scenario, skip), steps: [])
    }
    guard let engine = OSEngine(ime: scenario.settings.ime) else {
      return BrowserReplay(result: skipped(scenario, BrowserSkip("no OS input method")), steps: [])
    }
    let page: OSPage
    let session: OSBrowserSession
    do throws(OSInputError) {
      let (name, query) = try pageFor(scenario)
      guard let name else { return BrowserReplay(result: skipped(scenario, BrowserSkip(query)), steps: []) }
      page = try openPage(name, query: query, engine: engine)
      do {
        session = try OSBrowserSession(page: page, settings: scenario.settings, steps: scenario.steps)
      } catch {
        close(page)
        throw error
      }
    } catch {
      return BrowserReplay(result: setupFailure(scenario, error.description), steps: [])
    }
    defer { release(page) }
    userAgent = page.userAgent
    if scenario.settings.focus == .off {
      do {
        try session.perform(.blur)
      } catch {
        return BrowserReplay(result: setupFailure(scenario, error.description), steps: [])
      }
    }
    var expectations = BrowserExpectations(scenario: scenario, session: session, userPage: userPage != nil)
    let result = expectations.run()
    return BrowserReplay(result: renamed(result, scenario), steps: session.steps)
  }

  /// Replays `scenario` in the model and through the stack side by side and finds the first
  /// step after which they differ (`ConformanceCheck.compare`), as `conform --input os` shows.
  /// The model runs the browser's Linux profile where the scenario says `platform=web`
  /// (`OSBrowser.modelPlatform`).
  public func conform(_ written: Scenario) -> ConformanceComparison {
    let scenario: Scenario
    switch browser.replayable(written) {
    case .failure(let skip): return ConformanceComparison(.skipped(skip.reason))
    case .success(let replayed): scenario = replayed
    }
    if let skip = Self.skipReason(for: scenario, userPage: userPage != nil, checksAssertions: false) {
      return ConformanceComparison(.skipped(skip.reason))
    }
    guard let engine = OSEngine(ime: scenario.settings.ime) else {
      return ConformanceComparison(.skipped("no OS input method"))
    }
    let page: OSPage
    let session: OSBrowserSession
    do throws(OSInputError) {
      let (name, query) = try pageFor(scenario)
      guard let name else { return ConformanceComparison(.skipped(query)) }
      page = try openPage(name, query: query, engine: engine)
      do {
        session = try OSBrowserSession(page: page, settings: scenario.settings, steps: scenario.steps)
        if scenario.settings.focus == .off { try session.perform(.blur) }
      } catch let error as OSInputError {
        close(page)
        throw error
      } catch {
        close(page)
        throw .channel("\(error)")
      }
    } catch {
      return ConformanceComparison(.error(error.description))
    }
    defer { release(page) }
    userAgent = page.userAgent
    return ConformanceCheck.compare(
      scenario, model: ConformanceCheck.model(browser.modelScenario(written)), browserSide: session)
  }

  /// Why the stack does not replay `scenario`, or `nil`. `conform` compares the steps, not the
  /// file's assertions (`checksAssertions: false`), so an assertion the stack cannot check does
  /// not stop it: the reproducers `conform --fuzz` writes carry the model's `lost-input` lines.
  ///
  ///     use ime=flick                 → "ime=flick has no OS input method: an X keyboard has no flick"
  ///     expect violation lost-input   → "… the OS input method's own intent is not modelled" (run only)
  public static func skipReason(for scenario: Scenario, userPage: Bool = false, checksAssertions: Bool = true)
    -> BrowserSkip?
  {
    if let skip = BrowserSkip.reason(for: scenario, userPage: userPage, osInput: true) { return skip }
    let ime = scenario.settings.ime
    if OSEngine(ime: ime) == nil {
      return BrowserSkip(
        "ime=\(ime.rawValue) has no OS input method: an X keyboard types romaji, hangul, pinyin or plain keys"
      )
    }
    for step in scenario.steps where checksAssertions {
      if case .expect(.violation(.lostInput)) = step.kind {
        return BrowserSkip(
          "line \(step.location.line): `expect violation lost-input` compares with the keyboard's own intent; "
            + "the OS input method's is not modelled")
      }
    }
    return nil
  }

  /// `scenario` without the violation assertions the stack cannot check (`lost-input`,
  /// `ime-desync`: the model's own state), and their line numbers: what `explain --input os`
  /// replays, so that a file the fuzzer wrote shows its timeline instead of being skipped.
  ///
  ///     type a / expect violation lost-input / expect field "[あ|]"  →  (type a / expect field, [2])
  public static func withoutUncheckableAssertions(_ scenario: Scenario) -> (Scenario, [Int]) {
    var kept = scenario
    var lines: [Int] = []
    kept.steps = scenario.steps.filter { step in
      guard case .expect(.violation(let id)) = step.kind, !OSBrowserSession.evaluable.contains(id) else {
        return true
      }
      lines.append(step.location.line)
      return false
    }
    return (kept, lines)
  }

  /// The reference page's file name and query, or `nil` and the reason when there is none.
  static func referencePage(for scenario: Scenario) throws(OSInputError) -> (String?, String) {
    let found: Result<String, BrowserSkip>
    do {
      found = try BrowserPageChoice.reference.url(for: scenario)
    } catch {
      throw .setup(operation: "finding the reference pages", reason: error.description)
    }
    switch found {
    case .failure(let skip): return (nil, skip.reason)
    case .success(let url):
      let file = url.split(separator: "/").last.map(String.init) ?? url
      let parts = file.split(separator: "?", maxSplits: 1)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  private func skipped(_ scenario: Scenario, _ skip: BrowserSkip) -> ScenarioResult {
    ScenarioResult(
      path: scenario.path, name: scenario.name + " [skipped in \(label): \(skip.reason)]", status: .skipped,
      linesRun: 0, trace: [])
  }

  /// A result skipped by `BrowserExpectations` names Chromium; name this browser instead.
  private func renamed(_ result: ScenarioResult, _ scenario: Scenario) -> ScenarioResult {
    guard result.status == .skipped, let range = result.name.range(of: "[skipped in chromium: ") else {
      return result
    }
    var renamed = result
    renamed.name = result.name.replacingCharacters(in: range, with: "[skipped in \(label): ")
    return renamed
  }

  private func setupFailure(_ scenario: Scenario, _ message: String) -> ScenarioResult {
    ScenarioResult(
      path: scenario.path, name: scenario.name, status: .failed,
      failure: ScenarioFailure(
        kind: .setup, line: 1, column: 1,
        heading: "scenario cannot start in \(browser.displayName) through the OS input stack: \(message)",
        sections: [], hint: "the stack, the browser or the engine failed before the first step", trace: ""),
      linesRun: 0, trace: [])
  }
}
