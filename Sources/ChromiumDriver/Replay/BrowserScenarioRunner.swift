import InputModel

/// Replays scenarios in one Chromium: each gets a fresh page (the reference page of its
/// bridge, or the user's page), its own keyboard types into the page's field, and its
/// assertions are checked against what the browser shows.
///
///     let runner = BrowserScenarioRunner(browser: browser)
///     runner.run(scenario).status   // .passed, .failed, or .skipped (the name says why)
///
/// A scenario the browser cannot replay (another platform, a component, a bridge without a
/// page, an assertion the browser cannot evaluate) is skipped with a reason, never passed.
/// A page that cannot be loaded, a field that is not there or a browser that fails is a
/// `.setup` failure for that scenario (`isSetupProblem`); the next scenario still runs.
public final class BrowserScenarioRunner {
  public let browser: ChromiumBrowser
  public var page: BrowserPageChoice
  public var dictionary: ConversionDictionary

  public init(
    browser: ChromiumBrowser, page: BrowserPageChoice = .reference,
    dictionary: ConversionDictionary = .embedded
  ) {
    self.browser = browser
    self.page = page
    self.dictionary = dictionary
  }

  /// Replays `scenario` and reports the outcome; the page is closed afterwards.
  public func run(_ scenario: Scenario) -> ScenarioResult {
    replay(scenario).result
  }

  /// Replays `scenario` and returns the outcome with what each step did in the browser (its
  /// DOM events, the page's change, the field after it), for `explain --browser chromium`.
  ///
  ///     runner.replay(waTa).steps[0].domEvents   // [keydown Process 229, compositionstart, …]
  public func replay(_ scenario: Scenario) -> BrowserReplay {
    if let skip = BrowserSkip.reason(for: scenario, userPage: page.isUserPage) {
      return BrowserReplay(result: Self.skipped(scenario, skip), steps: [])
    }
    let tab: ChromiumPage
    let session: BrowserSession
    switch open(scenario) {
    case .notOpened(let result):
      return BrowserReplay(result: result, steps: [])
    case .opened(let openedTab, let openedSession):
      (tab, session) = (openedTab, openedSession)
    }
    defer { tab.close() }
    var replay = BrowserExpectations(scenario: scenario, session: session, userPage: page.isUserPage)
    let result = replay.run()
    return BrowserReplay(result: result, steps: session.steps)
  }

  /// The result for a scenario skipped in the browser: the reason follows the name.
  public static func skipped(_ scenario: Scenario, _ skip: BrowserSkip) -> ScenarioResult {
    ScenarioResult(
      path: scenario.path, name: scenario.name + " [skipped in chromium: \(skip.reason)]", status: .skipped,
      linesRun: 0, trace: [])
  }

  /// True for the failure of a scenario that could not start in the browser (exit status 2).
  public static func isSetupProblem(_ result: ScenarioResult) -> Bool {
    result.failure?.kind == .setup
  }

  private enum Opening {
    case opened(ChromiumPage, BrowserSession)
    /// Skipped, or a setup failure.
    case notOpened(ScenarioResult)
  }

  private func open(_ scenario: Scenario) -> Opening {
    let setupFailure = { (message: String, hint: String) -> ScenarioResult in
      ScenarioResult(
        path: scenario.path, name: scenario.name, status: .failed,
        failure: ScenarioFailure(
          kind: .setup, line: 1, column: 1, heading: "scenario cannot start in Chromium: \(message)",
          sections: [], hint: hint, trace: ""),
        linesRun: 0, trace: [])
    }
    let url: String
    do {
      switch try page.url(for: scenario) {
      case .failure(let skip): return .notOpened(Self.skipped(scenario, skip))
      case .success(let found): url = found
      }
    } catch {
      return .notOpened(setupFailure(error.description, "set INPUTSIM_PAGES or reinstall inputsim"))
    }
    var tab: ChromiumPage?
    do {
      let opened = try browser.newPage()
      tab = opened
      try opened.navigate(to: url)
      let field = try ChromiumField(page: opened, selector: page.selector)
      let session = try BrowserSession(
        field: field, settings: scenario.settings, dictionary: dictionary,
        checksLostInput: BrowserExpectations.checksLostInput(scenario, userPage: page.isUserPage))
      if scenario.settings.focus == .off {
        try opened.evaluate("window.__inputsim.el.blur()")
        session.client.refresh()
        _ = session.client.takeEvents()
      }
      return .opened(opened, session)
    } catch {
      tab?.close()
      let hint: String
      switch error {
      case .fieldNotFound, .fieldNotEditable:
        hint = "pass --field with a CSS selector of the page's text field"
      case .navigationFailed: hint = "check the path or that the server at the URL is running"
      default: hint = "the browser or the page failed before the first step"
      }
      return .notOpened(setupFailure(error.description, hint))
    }
  }
}
