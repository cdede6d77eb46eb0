import OSInputStack

extension Benchmarks {
  /// The real OS input stack's costs (docs/browser.md): the stack's start-up, and a key's round
  /// trip through the X server, fcitx5 with Mozc and each browser to the page's first event.
  ///
  ///     osinput  stack start-up: Xvfb, bus, fcitx5 ready (median of 3)        0.4 s    ≤ 3 s
  ///     osinput  a key through fcitx5 + Mozc into Firefox, to the page's first event, median   3.2 ms  ≤ 15 ms
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
    return results
  }
}
