import ChromiumDriver
import Foundation
import InputModel

/// What `inputsim bench --only osinput` measures of the real OS input stack: how long the stack
/// takes to start, and what a key costs through it.
///
///     OSInputBenchmarks.stackStartups(rounds: 3)          →  [0.41, 0.38, 0.45]   (seconds)
///     OSInputBenchmarks.keyRoundTrips(.chromium, keys: 40) →  [3.1, 2.8, …]       (milliseconds)
///     OSInputBenchmarks.replay(.firefox, scenarios, reusingBrowser: true)  →  (41.2 s, 12 replayed, 1 browser)
public enum OSInputBenchmarks {
  /// Starts and stops the stack `rounds` times; each start, from the first program to fcitx5
  /// answering on the bus, in seconds.
  public static func stackStartups(rounds: Int) throws(OSInputError) -> [Double] {
    var seconds: [Double] = []
    for _ in 0..<max(1, rounds) {
      let stack = try OSInputStack.start()
      let (whole, attoseconds) = stack.startupDuration.components
      seconds.append(Double(whole) + Double(attoseconds) / 1e18)
      stack.stop()
    }
    return seconds
  }

  /// Types `keys` keys (`a` and BackSpace in turn, through Mozc) into the naive reference page
  /// in `browser` on a fresh stack; each key's time from its press to the page's first event
  /// for it, in milliseconds. Keys no event answered are left out.
  public static func keyRoundTrips(_ browser: OSBrowser, keys: Int) throws(OSInputError) -> [Double] {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let server: PageServer
    do {
      server = try PageServer(pagesDirectory: try ReferencePages.directory())
    } catch let error as OSInputError {
      throw error
    } catch {
      throw .setup(operation: "finding the reference pages", reason: "\(error)")
    }
    let keyboard = try XKeyboard(display: stack.display)
    defer { keyboard.close() }
    let page = try OSPage.open(
      browser, stack: stack, server: server, keyboard: keyboard, page: "naive.html", query: "", engine: .mozc)
    defer { page.close() }
    let cycle = [XKey(keysym: 0x61, name: "a"), XKey(keysym: 0xFF08, name: "BackSpace")]
    var times: [Double] = []
    for index in 0..<max(1, keys) {
      if let milliseconds = try page.roundTrip(cycle[index % cycle.count]) { times.append(milliseconds) }
    }
    return times
  }

  /// What one replay of scenarios through the stack cost.
  public struct ReplayCost: Sendable {
    public var seconds: Double
    /// Scenarios replayed (not skipped).
    public var replayed: Int
    public var passed: Int
    /// Browsers started: 1 when every page after the first was a new document proven clean.
    public var browsers: Int
  }

  /// Replays `scenarios` into `browser` on one fresh stack, as `run --input os` does, timed from
  /// the first page to the last result: `reusingBrowser` one browser with a new document per
  /// scenario (`OSScenarioRunner.reusesBrowser`), else a fresh browser per scenario (the way
  /// before, for the ratio).
  public static func replay(_ browser: OSBrowser, scenarios: [Scenario], reusingBrowser: Bool)
    throws(OSInputError) -> ReplayCost
  {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let runner = try OSScenarioRunner(browser: browser, stack: stack)
    defer { runner.close() }
    runner.reusesBrowser = reusingBrowser
    let clock = ContinuousClock()
    let started = clock.now
    let results = scenarios.map { runner.run($0) }
    let (whole, attoseconds) = started.duration(to: clock.now).components
    return ReplayCost(
      seconds: Double(whole) + Double(attoseconds) / 1e18,
      replayed: results.filter { $0.status != .skipped }.count,
      passed: results.filter { $0.status == .passed }.count, browsers: runner.freshBrowsers)
  }

  /// The first `count` of `scenarios` that the stack replays (`OSScenarioRunner.skipReason`).
  public static func replayable(_ scenarios: [Scenario], count: Int) -> [Scenario] {
    Array(scenarios.filter { OSScenarioRunner.skipReason(for: $0) == nil }.prefix(count))
  }
}
