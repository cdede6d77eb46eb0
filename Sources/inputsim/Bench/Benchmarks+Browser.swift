import ChromiumDriver
import InputModel

/// The browser group of `inputsim bench` (issue #13, item 9): headless Chromium's start-up,
/// the keystroke round trip with the field read back, and the bundled web scenarios end to
/// end in one browser.
///
///     browser  start-up: launch to the first page ready (best of 3)   0.41 s   ≤ 1.5 s
///     browser  keystrokes/s, romaji into naive.html, …  310 keys/s  the read after the replies: 190 keys/s
///     browser  bundled web scenarios end to end, one browser (…)       7.2 s   ≤ 20 s
extension Benchmarks {
  /// Runs the three measurements; a browser that cannot start is the thrown error (exit 2).
  mutating func browser(keystrokes: Int, scenarios: [Scenario]) throws(ChromiumError) -> [BenchResult] {
    let startups = quick ? 1 : 3
    var startup = Double.infinity
    for _ in 0..<startups {
      var failure: ChromiumError?
      var opened: (browser: ChromiumBrowser, page: ChromiumPage)?
      let seconds = Measurement.seconds {
        do throws(ChromiumError) {
          opened = try Self.openNaivePage()
        } catch {
          failure = error
        }
      }
      opened?.page.close()
      opened?.browser.close()
      if let failure { throw failure }
      startup = min(startup, seconds)
    }
    // The two ways alternate, best of three each: the machine's load moves within a run.
    var foldedRate = 0.0
    var twoTripRate = 0.0
    for _ in 0..<(quick ? 1 : 3) {
      let folded = try keystrokeRate(keystrokes: keystrokes, folded: true)
      foldedRate = max(foldedRate, Double(folded.keys) / folded.seconds)
      let twoTrip = try keystrokeRate(keystrokes: keystrokes, folded: false)
      twoTripRate = max(twoTripRate, Double(twoTrip.keys) / twoTrip.seconds)
    }
    let replay = try webScenarios(scenarios)
    return [
      BenchResult(
        group: "browser", name: "start-up: launch to the first page ready (best of \(startups))",
        value: startup, unit: "s", baseline: nil, target: "≤ 1.5 s", higherIsBetter: false),
      BenchResult(
        group: "browser",
        name:
          "keystrokes/s, romaji into naive.html, field and events read after each key (best of \(quick ? 1 : 3))",
        value: foldedRate, unit: "keys/s",
        baseline: ("the read after the replies, clock always advanced", twoTripRate),
        target: "≥ 200 keys/s",
        higherIsBetter: true),
      BenchResult(
        group: "browser",
        name:
          "bundled web scenarios end to end, one browser (\(replay.count): \(replay.passed) passed, \(replay.skipped) skipped)",
        value: replay.seconds, unit: "s", baseline: nil, target: "≤ 20 s", higherIsBetter: false),
    ]
  }

  /// The bundled scenarios with `platform=web`, parsed; empty when the directory is missing.
  func bundledWebScenarios() -> [Scenario] {
    guard let directory = scenariosDirectory,
      let files = try? ScenarioFiles.collect([directory], subcommand: "bench")
    else { return [] }
    return files.compactMap { path in
      ScenarioFiles.read(path).flatMap {
        ScenarioParser.parse(bytes: $0, path: path, keyboards: Keyboards.linked).scenario
      }
    }.filter { $0.settings.platform == .web }
  }

  /// Launches a browser and opens the naive reference page with its field ready for keys.
  private static func openNaivePage() throws(ChromiumError) -> (browser: ChromiumBrowser, page: ChromiumPage)
  {
    let browser = try ChromiumBrowser.launch()
    do throws(ChromiumError) {
      let page = try browser.newPage()
      guard let url = try ReferencePages.url(bridge: "naive", transform: nil, deferred: false) else {
        throw ChromiumError.referencePagesMissing(searched: "naive.html")
      }
      try page.navigate(to: url)
      _ = try ChromiumField(page: page)
      return (browser, page)
    } catch {
      browser.close()
      throw error
    }
  }

  /// Types romaji words into the naive page, each word a `type` step followed by Enter (which
  /// commits it), as a scenario replay does: every key sends its commands (the Process
  /// keydown, the composition, the keyup) and reads the field and its events back; a step's
  /// last key also lets the page's timers land.
  ///
  /// `folded` is the driver's way: the read goes in the same write as the key's commands and
  /// the clock advances only for pending timers. Without it, the way before (measured in the
  /// same run for the ratio): the read follows the commands' replies, and every step's last
  /// key advances the page's clock.
  private func keystrokeRate(keystrokes: Int, folded: Bool) throws(ChromiumError)
    -> (keys: Int, seconds: Double)
  {
    let (browser, page) = try Self.openNaivePage()
    defer {
      page.close()
      browser.close()
    }
    let settings =
      ScenarioParser.parse(bytes: Array("use ime=romaji bridge=naive platform=web\n".utf8), path: "bench")
      .scenario?.settings ?? ScenarioSettings()
    let field = try ChromiumField(page: page)
    field.foldsReadsIntoKeys = folded
    field.settlesOnlyPendingTimers = folded
    let session = try BrowserSession(field: field, settings: settings)
    let words = ["kyou", "ha", "iitenki", "desune", "nihongo", "kaki", "masu"]
    var steps: [SessionStep] = []
    var planned = 0
    var index = 0
    while planned < keystrokes {
      let word = words[index % words.count]
      steps += [.type(word), .key(.enter, count: 1)]
      planned += word.count + 1
      index += 1
    }
    var failure: BrowserStepError?
    let seconds = Measurement.seconds {
      for step in steps {
        do throws(BrowserStepError) {
          try session.perform(step)
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure {
      throw ChromiumError.pageScriptFailed("the keystroke benchmark's step failed: \(failure)")
    }
    return (planned, seconds)
  }

  /// Replays `scenarios` (the bundled `platform=web` ones) in one browser, launch included.
  private func webScenarios(_ scenarios: [Scenario]) throws(ChromiumError)
    -> (count: Int, passed: Int, skipped: Int, seconds: Double)
  {
    var failure: ChromiumError?
    var passed = 0
    var skipped = 0
    let seconds = Measurement.seconds {
      let browser: ChromiumBrowser
      do throws(ChromiumError) {
        browser = try ChromiumBrowser.launch()
      } catch {
        failure = error
        return
      }
      defer { browser.close() }
      let runner = BrowserScenarioRunner(browser: browser)
      for scenario in scenarios {
        switch runner.run(scenario).status {
        case .passed: passed += 1
        case .skipped: skipped += 1
        case .failed: break
        }
      }
    }
    if let failure { throw failure }
    return (scenarios.count, passed, skipped, seconds)
  }
}
