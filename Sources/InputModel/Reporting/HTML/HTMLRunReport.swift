/// The report `inputsim run --format html` writes: a summary (passed, failed, skipped,
/// time), then every failed scenario with its failure heading, diff and hint and its
/// timeline up to the failing step, then the passed and skipped scenarios in a compact list.
/// `fuzz --out DIR` writes the same page, as `index.html`, for its reproducers.
public enum HTMLRunReport {
  /// - Parameters:
  ///   - runs: each scenario with its result, in run order.
  ///   - title: the page's heading.
  ///   - seconds: how long the run took, shown in the summary; `nil` shows no time (a page
  ///     that must be the same for the same input, like the fuzzer's).
  public static func render(
    _ runs: [(scenario: Scenario, result: ScenarioResult)], title: String = "inputsim run",
    seconds: Double?
  ) -> String {
    let results = runs.map(\.result)
    let summary = RunSummary(results)
    var body = "<h1>\(HTMLText.escaped(title))</h1>\n<p class=\"summary\">"
    body += "<span class=\"status-passed\">\(summary.passed) passed</span>"
    body += "<span class=\"status-failed\">\(summary.failed) failed</span>"
    if summary.skipped > 0 { body += "<span class=\"status-skipped\">\(summary.skipped) skipped</span>" }
    if let seconds { body += "<span class=\"meta\">\(formatted(seconds)) s</span>" }
    body += "</p>\n"
    let failed = runs.filter { $0.result.status == .failed }
    if !failed.isEmpty {
      body += HTMLPage.legend + "\n<h2>Failed</h2>\n"
      for run in failed {
        body += HTMLTimeline.section(scenario: run.scenario, result: run.result, level: 3)
      }
    }
    for (title, status) in [("Passed", ScenarioResult.Status.passed), ("Skipped", .skipped)] {
      let listed = results.filter { $0.status == status }
      guard !listed.isEmpty else { continue }
      body += "<h2>\(title)</h2>\n<ul class=\"\(status.rawValue)\">\n"
      for result in listed {
        body +=
          "<li data-scenario=\"\(HTMLText.escaped(result.path))\"><code>\(HTMLText.escaped(result.path))</code> — \(HTMLText.escaped(result.name))</li>\n"
      }
      body += "</ul>\n"
    }
    return HTMLPage.document(title: "\(title): \(summary)", body: body)
  }

  private static func formatted(_ seconds: Double) -> String {
    let hundredths = Int((max(0, seconds) * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
