import Testing

@testable import InputModel

/// Issue 30, item 2: a failing scenario with one long step cost keys × text (3.34 GB for an
/// 80,000-character `type`), because the failure's trace line rebuilt every binding value the
/// step wrote. Counted, not timed: the failure rebuilds none.
@Suite("A failing long step costs what the passing one does")
struct FailingLongStepTests {
  /// `type` of `keys` letters, then an assertion that fails (or a passing one).
  static func scenario(keys: Int, failing: Bool) throws -> Scenario {
    let typed = String(repeating: "a", count: keys)
    let expected = failing ? "x" : typed
    let text = "use ime=direct\ntype \"\(typed)\"\nskip onchange\nexpect text \"\(expected)\"\n"
    return try ScenarioParser.parse(text, path: "long.scenario").get()
  }

  static func rebuilt(keys: Int, failing: Bool) throws -> (result: ScenarioResult, rebuilt: Int) {
    let scenario = try scenario(keys: keys, failing: failing)
    let work = TextWork()
    let result = TextWork.$current.withValue(work) { ScenarioRunner().run(scenario) }
    return (result, work.bindingValuesRebuilt)
  }

  @Test("the failure's report rebuilds no binding value of the step, however many keys it typed")
  func failureRebuildsNothing() throws {
    let short = try Self.rebuilt(keys: 500, failing: true)
    let long = try Self.rebuilt(keys: 5_000, failing: true)
    #expect(short.result.status == .failed && long.result.status == .failed)
    // Before: one whole text per key typed (500, then 5,000).
    #expect(short.rebuilt == 0 && long.rebuilt == 0, "\(short.rebuilt) → \(long.rebuilt) values rebuilt")
    // The trace line names the long step cut in the middle.
    let trace = try #require(long.result.failure?.trace)
    #expect(trace.hasPrefix("type \"aaa") && trace.contains("…(") && trace.count <= 420, "\(trace.count)")
  }

  @Test("passing and failing, the run keeps the same bytes of the step's binding values")
  func sameBytesKept() throws {
    let passing = try Self.rebuilt(keys: 5_000, failing: false)
    let failing = try Self.rebuilt(keys: 5_000, failing: true)
    #expect(passing.result.status == .passed)
    #expect(passing.rebuilt == failing.rebuilt)
  }
}
