import Testing

@testable import InputModel

@Suite("Job summary: the Markdown a CI run shows first")
struct JobSummaryTests {
  @Test("a failed scenario is a table row: file:line, heading, and the three copies after it")
  func failedRow() throws {
    let scenario = try ScenarioParser.parse(
      """
      use ime=flick bridge=swiftui13
      flick わ
      expect binding "nope"
      """, path: "s/wa.scenario"
    ).result.get()
    let result = ScenarioRunner().run(scenario)
    #expect(
      JobSummary.render([result])
        == """
        ## inputsim: 0 passed, 1 failed

        | scenario | failure | field | binding | keyboard |
        |---|---|---|---|---|
        | `s/wa.scenario:3` | \(result.failure?.heading ?? "") | `"[わ\\|]"` | `""` | `"わ"` |


        """)
  }

  @Test("all passed: the counts and one sentence")
  func allPassed() {
    let result = ScenarioResult(path: "a.scenario", name: "a", status: .passed, linesRun: 1, trace: [])
    #expect(JobSummary.render([result]) == "## inputsim: 1 passed, 0 failed\n\nEvery scenario passed.\n\n")
  }

  @Test("a heading with bars, backticks and markup cannot split the table or inject HTML")
  func hostileHeading() {
    let failure = ScenarioFailure(
      kind: .assertion, line: 1, column: 1, heading: "a|b `c` <script>\nd", sections: [], hint: "",
      trace: "")
    let result = ScenarioResult(
      path: "p|`q`.scenario", name: "x", status: .failed, failure: failure, linesRun: 1, trace: [])
    let row = JobSummary.render([result]).split(separator: "\n").last { $0.hasPrefix("|") }
    #expect(row == #"| ``p\|`q`.scenario:1`` | a\|b \`c\` &lt;script&gt;\\u{A}d |  |  |  |"#)
  }
}
