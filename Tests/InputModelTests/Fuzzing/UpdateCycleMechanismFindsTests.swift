import Testing

@testable import InputModel

/// docs/update-cycle.md's claim, tested: a campaign that varies the app's handlers finds each
/// mechanism of its table (M5, iOS 17's `(old, new)`, is a fix: its absence is the find).
@Suite("A varied stale-onChange campaign finds each mechanism of docs/update-cycle.md")
struct UpdateCycleMechanismFindsTests {
  /// The update-cycle mechanisms a find shows, read from its signature as docs/fuzzing.md's
  /// table names them.
  ///
  ///     stale-transform: max-length reads=param runs=next-turn  →  ["M2", "M7"]
  ///     stale-submit: submit-reads=captured                     →  ["M6"]
  static func mechanisms(of signature: FuzzSignature) -> Set<String> {
    guard let mechanism = signature.mechanism, let handler = signature.handler else { return [] }
    let words = Set(handler.split(separator: " ").map(String.init))
    let nextTurn = words.contains("runs=next-turn")
    var found: Set<String> = []
    // M1: a value captured at the previous render, under iOS 14–16's one-value onChange.
    if words.contains("onchange=ios14") && words.contains("reads=captured") { found.insert("M1") }
    // M2: a write that lands later than the firing it answers, or a menu without its
    // post-pick state.
    if nextTurn || words.contains("pick-task=blind") || words.contains("post-pick=none") {
      found.insert("M2")
    }
    // M3: A → B → A fires nothing, and the seed's counting menu miscounts.
    if mechanism == "misread-change" && words.contains("post-pick=seed") { found.insert("M3") }
    // M4: a second handler reading `newValue` undoes the first one's write.
    if mechanism == "stale-transform" && words.contains("reads=param") && !nextTurn { found.insert("M4") }
    // M6: a React-style stale closure: the first render's value, or a memoized submit.
    if words.contains("reads=mount") || words.contains("submit-reads=mount")
      || words.contains("submit-reads=captured")
    {
      found.insert("M6")
    }
    // M7: an async result computed from an old value lands over a newer one.
    if nextTurn && (words.contains("reads=param") || words.contains("reads=captured")) { found.insert("M7") }
    return found
  }

  @Test("2,000 varied runs over every keyboard, bridge, platform and component find M1–M4, M6 and M7")
  func everyMechanismFound() {
    var configuration = FuzzConfiguration(
      seed: 3, runs: 2_000, bridges: FuzzBridge.allBuiltIn, invariants: [.staleOnChange])
    configuration.appHandlers = .vary
    configuration.components = FuzzComponents.Kind.allCases
    let report = Fuzzer(configuration).run()
    let found = report.failures.reduce(into: Set<String>()) {
      $0.formUnion(Self.mechanisms(of: $1.signature))
    }
    #expect(found == ["M1", "M2", "M3", "M4", "M6", "M7"])
    // Every find is one of the table's mechanisms: none is an artefact of the draw.
    for failure in report.failures {
      #expect(!Self.mechanisms(of: failure.signature).isEmpty, "\(failure.signature)")
    }
  }

  @Test("the same campaign with correct handlers finds none of them")
  func correctFindsNone() {
    var configuration = FuzzConfiguration(
      seed: 3, runs: 2_000, bridges: FuzzBridge.allBuiltIn, invariants: [.staleOnChange])
    configuration.appHandlers = .correct
    configuration.components = FuzzComponents.Kind.allCases
    #expect(Fuzzer(configuration).run().failures.isEmpty)
  }
}
