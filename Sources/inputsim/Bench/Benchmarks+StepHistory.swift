import InputModel

/// Issue 30, items 1 and 3: many one-key steps in a growing text (what a trace keeps per step)
/// and `explain` of one long step (what its timeline costs per key), each against the naive
/// way measured in the same run.
extension Benchmarks {
  /// The rows: the replay of `steps` one-key `type` lines against half as many (linear: 0.5×),
  /// its peak memory, the same with a formatter's `binding-mismatch` every step, the bytes a trace keeps for 12,500 steps against whole snapshots of the
  /// same steps, and the `explain` timeline of one long `type` against the naive timeline of
  /// the same trace (every binding value rebuilt whole and elided from it).
  func stepHistory() -> [BenchResult] {
    var results: [BenchResult] = []
    let steps = quick ? 20_000 : 100_000
    var (full, half) = ((seconds: Double.infinity, bytes: 0), (seconds: Double.infinity, bytes: 0))
    for _ in 0..<(quick ? 1 : 2) {
      let fullRun = Self.replayOneKeySteps(steps)
      let halfRun = Self.replayOneKeySteps(steps / 2)
      full = (min(full.seconds, fullRun.seconds), max(full.bytes, fullRun.bytes))
      half = (min(half.seconds, halfRun.seconds), max(half.bytes, halfRun.bytes))
    }
    results.append(
      BenchResult(
        group: "long text", name: "replay of \(steps) one-key `type` lines, text growing, trace kept",
        value: full.seconds * 1e3, unit: "ms", baseline: ("\(steps / 2) lines", half.seconds * 1e3),
        target: "≤ 5 s for 100,000; ratio ≥ 0.4 (linear)", higherIsBetter: false))
    results.append(
      BenchResult(
        group: "long text", name: "peak memory of that replay (above the process before it)",
        value: Double(full.bytes) / 1_048_576, unit: "MB",
        baseline: ("\(steps / 2) lines", Double(half.bytes) / 1_048_576),
        target: "≤ 300 MB for 100,000; ratio ≥ 0.4 (linear)", higherIsBetter: false))
    // A violation every step, under a formatter that rewrites the whole value per key: the
    // app's work is text × steps (it uppercases the whole value), what the trace keeps is not.
    let violationSteps = quick ? 4_000 : 16_000
    var violations = (full: 0, half: 0)
    for _ in 0..<(quick ? 1 : 2) {
      violations.full = max(
        violations.full, Self.replayOneKeySteps(violationSteps, formatterViolations: true).bytes)
      violations.half = max(
        violations.half, Self.replayOneKeySteps(violationSteps / 2, formatterViolations: true).bytes)
    }
    results.append(
      BenchResult(
        group: "long text",
        name:
          "peak memory of \(violationSteps) one-key lines, a binding-mismatch each (swiftui17, uppercase)",
        value: Double(violations.full) / 1_048_576, unit: "MB",
        baseline: ("\(violationSteps / 2) lines", Double(violations.half) / 1_048_576),
        target: "ratio ≥ 0.4 (linear)", higherIsBetter: false))
    let kept = Self.bytesKeptPerStep(steps: quick ? 2_000 : 12_500)
    results.append(
      BenchResult(
        group: "long text", name: "bytes a trace keeps per one-key step (\(kept.steps) steps, text growing)",
        value: kept.history, unit: "B/step", baseline: ("whole snapshots, same steps", kept.whole),
        target: "independent of the text", higherIsBetter: false))
    let keys = quick ? 10_000 : 40_000
    // Best of three, alternating the full and the half run; the naive timeline once (5 s).
    var explain = Self.explainOneLongStep(keys: keys)
    var halfKeys = Double.infinity
    for round in 0..<3 {
      halfKeys = min(halfKeys, Self.explainOneLongStep(keys: keys / 2, naive: false).elided)
      if round > 0 {
        explain.elided = min(explain.elided, Self.explainOneLongStep(keys: keys, naive: false).elided)
      }
    }
    results.append(
      BenchResult(
        group: "long text", name: "explain timeline of one `type` of \(keys) keys (direct, best of 3)",
        value: explain.elided * 1e3, unit: "ms",
        baseline: ("each value rebuilt and elided whole", explain.naive * 1e3),
        target: "linear in the keys", higherIsBetter: false))
    results.append(
      BenchResult(
        group: "long text", name: "explain timeline of one `type` of \(keys) keys, against half the keys",
        value: explain.elided * 1e3, unit: "ms", baseline: ("\(keys / 2) keys", halfKeys * 1e3),
        target: "ratio ≥ 0.4 (linear)", higherIsBetter: false))
    return results
  }

  /// A scenario of `steps` lines `type "a"` (direct keyboard, guarded bridge); with
  /// `formatterViolations`, under swiftui17 with `transform uppercase`, whose writes it never
  /// shows: a `binding-mismatch` every step, consumed at the end.
  static func oneKeyStepsSource(_ steps: Int, formatterViolations: Bool = false) -> String {
    var source =
      formatterViolations
      ? "scenario \"one-key steps\"\nuse ime=direct bridge=swiftui17 platform=uikit\ntransform uppercase\n\n"
      : "scenario \"one-key steps\"\nuse ime=direct bridge=guarded platform=uikit\n\n"
    source.reserveCapacity(source.utf8.count + steps * 9 + 40)
    for _ in 0..<steps { source += "type \"a\"\n" }
    return source + (formatterViolations ? "skip violations\nskip onchange\n" : "skip onchange\n")
  }

  /// Seconds and peak resident bytes (above the process before it) to parse and replay
  /// `oneKeyStepsSource(steps)` with the trace kept, as `run` does.
  static func replayOneKeySteps(_ steps: Int, formatterViolations: Bool = false) -> (
    seconds: Double, bytes: Int
  ) {
    let source = oneKeyStepsSource(steps, formatterViolations: formatterViolations)
    let before = Measurement.resetPeakResidentBytes()
    var passed = false
    let seconds = Measurement.seconds {
      if let scenario = ScenarioParser.parse(source, path: "steps.scenario").scenario {
        let result = ScenarioRunner().run(scenario)
        passed = result.status == .passed && result.trace.count == steps
      }
    }
    let peak = Measurement.peakResidentBytes
    return (passed ? seconds : .nan, max(0, peak - before))
  }

  /// The peak resident bytes per step of a session typing `steps` one-key steps with its trace
  /// kept, against the same session also holding every step's whole snapshot (what the trace
  /// held before, at least: one whole text per step).
  static func bytesKeptPerStep(steps: Int) -> (steps: Int, history: Double, whole: Double) {
    func run(holdingSnapshots: Bool) -> Int {
      let before = Measurement.resetPeakResidentBytes()
      let session = Session(inputMethod: InputMethodKind.direct.make(), bridge: GuardedBridge())
      var snapshots: [Snapshot] = []
      for _ in 0..<steps {
        _ = try? session.perform(.type("a"))
        // A snapshot per step, as the trace kept before: its field text (which the binding
        // shares) is a whole text per step.
        if holdingSnapshots { snapshots.append(session.snapshot) }
      }
      let peak = Measurement.peakResidentBytes
      withExtendedLifetime((session, snapshots)) {}
      return max(0, peak - before)
    }
    let history = run(holdingSnapshots: false)
    let whole = run(holdingSnapshots: true)
    return (steps, Double(history) / Double(steps), Double(whole) / Double(steps))
  }

  /// Seconds to write the `explain` timeline of one `type` line of `keys` letters (the
  /// replay not counted), and of the naive timeline of the same trace: each binding write's
  /// value rebuilt whole (`forEachEvent`) and elided from the whole text.
  static func explainOneLongStep(keys: Int, naive: Bool = true) -> (elided: Double, naive: Double) {
    let source =
      "scenario \"long type\"\nuse ime=direct bridge=guarded platform=uikit\n\ntype \""
      + String(repeating: "a", count: keys) + "\"\nskip onchange\n"
    guard let scenario = ScenarioParser.parse(source, path: "long.scenario").scenario else {
      return (.nan, .nan)
    }
    let result = ScenarioRunner().run(scenario)
    var length = 0
    let elided = Measurement.seconds {
      length +=
        TextTimeline.render(scenario: scenario, result: result, style: TextStyle(colors: false)).utf8.count
    }
    var naiveSeconds = Double.nan
    if naive {
      naiveSeconds = Measurement.seconds {
        for entry in result.trace {
          let caret = entry.after.field.selectedRange.location
          entry.forEachEvent { event in
            length += TraceEventText.line(TimelineElision.event(event, aroundUTF16Offset: caret)).utf8.count
          }
        }
      }
    }
    return (length > 0 ? elided : .nan, naiveSeconds)
  }
}
