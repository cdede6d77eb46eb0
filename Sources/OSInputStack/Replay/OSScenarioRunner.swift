import ChromiumDriver
import Foundation
import InputModel

/// Replays scenarios through the real OS input stack into one browser engine: each scenario gets
/// a fresh browser on the reference page of its bridge, fcitx5's engine for its `ime=` (romaji
/// and mozc → Mozc, hangul → Hangul, pinyin → Pinyin, direct → none), and its assertions are
/// checked against what the page shows (`BrowserExpectations`, as for Chromium's synthetic IME).
///
///     let stack = try OSInputStack.start()
///     let runner = try OSScenarioRunner(browser: .firefox, stack: stack)
///     runner.run(scenario).status   // .passed, .failed, or .skipped (the name says why)
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

  /// The last page's `navigator.userAgent` (the browser's version), empty before any page.
  public private(set) var userAgent = ""

  public init(browser: OSBrowser, stack: OSInputStack) throws(OSInputError) {
    try StackPackages.check(for: browser)
    self.browser = browser
    self.stack = stack
    do {
      server = try PageServer(pagesDirectory: try ReferencePages.directory())
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
    keyboard.close()
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
    if let skip = Self.skipReason(for: scenario) {
      return BrowserReplay(result: skipped(scenario, skip), steps: [])
    }
    guard let engine = OSEngine(ime: scenario.settings.ime) else {
      return BrowserReplay(result: skipped(scenario, BrowserSkip("no OS input method")), steps: [])
    }
    let page: OSPage
    let session: OSBrowserSession
    do throws(OSInputError) {
      let (name, query) = try Self.referencePage(for: scenario)
      guard let name else { return BrowserReplay(result: skipped(scenario, BrowserSkip(query)), steps: []) }
      page = try OSPage.open(
        browser, stack: stack, server: server, keyboard: keyboard, page: name, query: query, engine: engine)
      do {
        session = try OSBrowserSession(page: page, settings: scenario.settings, steps: scenario.steps)
      } catch {
        page.close()
        throw error
      }
    } catch {
      return BrowserReplay(result: setupFailure(scenario, error.description), steps: [])
    }
    defer { page.close() }
    userAgent = page.userAgent
    if scenario.settings.focus == .off {
      do {
        try session.perform(.blur)
      } catch {
        return BrowserReplay(result: setupFailure(scenario, error.description), steps: [])
      }
    }
    var expectations = BrowserExpectations(scenario: scenario, session: session, userPage: false)
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
    if let skip = Self.skipReason(for: scenario) { return ConformanceComparison(.skipped(skip.reason)) }
    guard let engine = OSEngine(ime: scenario.settings.ime) else {
      return ConformanceComparison(.skipped("no OS input method"))
    }
    let page: OSPage
    let session: OSBrowserSession
    do throws(OSInputError) {
      let (name, query) = try Self.referencePage(for: scenario)
      guard let name else { return ConformanceComparison(.skipped(query)) }
      page = try OSPage.open(
        browser, stack: stack, server: server, keyboard: keyboard, page: name, query: query, engine: engine)
      do {
        session = try OSBrowserSession(page: page, settings: scenario.settings, steps: scenario.steps)
        if scenario.settings.focus == .off { try session.perform(.blur) }
      } catch let error as OSInputError {
        page.close()
        throw error
      } catch {
        page.close()
        throw .channel("\(error)")
      }
    } catch {
      return ConformanceComparison(.error(error.description))
    }
    defer { page.close() }
    userAgent = page.userAgent
    return ConformanceCheck.compare(
      scenario, model: ConformanceCheck.model(browser.modelScenario(written)), browserSide: session)
  }

  /// Why the stack does not replay `scenario`, or `nil`.
  ///
  ///     use ime=flick                 → "ime=flick has no OS input method: an X keyboard has no flick"
  ///     expect violation lost-input   → "… the OS input method's own intent is not modelled"
  public static func skipReason(for scenario: Scenario) -> BrowserSkip? {
    if let skip = BrowserSkip.reason(for: scenario, userPage: false, osInput: true) { return skip }
    let ime = scenario.settings.ime
    if OSEngine(ime: ime) == nil {
      return BrowserSkip(
        "ime=\(ime.rawValue) has no OS input method: an X keyboard types romaji, hangul, pinyin or plain keys"
      )
    }
    for step in scenario.steps {
      if case .expect(.violation(.lostInput)) = step.kind {
        return BrowserSkip(
          "line \(step.location.line): `expect violation lost-input` compares with the keyboard's own intent; "
            + "the OS input method's is not modelled")
      }
    }
    return nil
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
