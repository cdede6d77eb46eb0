import OSInputStack

extension Benchmarks {
  /// The real OS input stack's costs (docs/browser.md): the stack's start-up, and a key's round
  /// trip through the X server, fcitx5 with Mozc and each browser to the page's first event.
  ///
  ///     osinput  stack start-up: Xvfb, bus, fcitx5 ready (median of 3)        0.4 s    ≤ 3 s
  ///     osinput  a key through fcitx5 + Mozc into Firefox, to the page's first event, median   3.2 ms  ≤ 15 ms
  ///
  ///     osinput  bundled web scenarios into Firefox end to end, one browser, a new document each (12 replayed, …)  38 s  a fresh browser per scenario: 70 s
  ///
  /// A stack or browser that cannot start is a note, not a failure: the group measures what it can.
  mutating func osInputCosts() -> [BenchResult] {
    var results: [BenchResult] = []
    let median = { (samples: [Double]) in Measurement.percentile(samples, 0.5) }
    do {
      let rounds = quick ? 1 : 3
      let startups = try OSInputBenchmarks.stackStartups(rounds: rounds)
      results.append(
        BenchResult(
          group: "osinput", name: "stack start-up: Xvfb, the bus and fcitx5 ready (median of \(rounds))",
          value: median(startups), unit: "s", baseline: nil, target: "≤ 3 s", higherIsBetter: false))
    } catch {
      notes.append("osinput start-up not measured: \(error)")
    }
    for browser in OSBrowser.allCases {
      do {
        let keys = quick ? 10 : 60
        let times = try OSInputBenchmarks.keyRoundTrips(browser, keys: keys)
        results.append(
          BenchResult(
            group: "osinput",
            name:
              "a key through fcitx5 + Mozc into \(browser.displayName), to the page's first event, median of \(times.count)",
            value: median(times), unit: "ms", baseline: nil, target: "≤ 15 ms", higherIsBetter: false))
      } catch {
        notes.append("osinput \(browser.rawValue) not measured: \(error)")
      }
    }
    let scenarios = OSInputBenchmarks.replayable(bundledWebScenarios(), count: quick ? 3 : 12)
    for browser in OSBrowser.allCases where !scenarios.isEmpty {
      do {
        // The way before first, then the reused browser: the ratio is of the same run.
        let fresh = try OSInputBenchmarks.replay(browser, scenarios: scenarios, reusingBrowser: false)
        let reused = try OSInputBenchmarks.replay(browser, scenarios: scenarios, reusingBrowser: true)
        results.append(
          BenchResult(
            group: "osinput",
            name:
              "bundled web scenarios into \(browser.displayName) end to end, one browser, a new document each "
              + "(\(reused.replayed) replayed, \(reused.passed) passed, \(reused.browsers) browser\(reused.browsers == 1 ? "" : "s"))",
            value: reused.seconds, unit: "s",
            baseline: ("a fresh browser per scenario", fresh.seconds),
            target: "ratio ≥ 1.5×", higherIsBetter: false))
      } catch {
        notes.append("osinput \(browser.rawValue) scenarios not measured: \(error)")
      }
    }
    return results
  }
}
