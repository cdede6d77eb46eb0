import InputModel
import InputSimHangul

extension Benchmarks {
  /// Keystrokes per second of the keyboards that run on outside engines (libhangul, librime),
  /// through the guarded bridge with every invariant checked, against the same steps with
  /// none checked; and, for scale, the engine alone (keys fed to a keyboard with a bare
  /// field, no session). A keyboard whose engine cannot start is a note, not a failure.
  mutating func engineKeyboardThroughput(keystrokes target: Int) -> [BenchResult] {
    var results: [BenchResult] = []
    for ime in Keyboards.linked.kinds where ime.startsEngine {
      if let error = startError(ime) {
        notes.append("\(ime.rawValue) not measured: \(error)")
        continue
      }
      let runs = Self.recordRuns(ime: ime, keystrokes: target)
      let keystrokes = runs.reduce(0) { $0 + $1.reduce(0) { $0 + $1.keystrokes } }
      let checked = Measurement.seconds { Self.replay(runs, ime: ime, checksInvariants: true) }
      let unchecked = Measurement.seconds { Self.replay(runs, ime: ime, checksInvariants: false) }
      results.append(
        BenchResult(
          group: "fuzzing", name: "keystrokes/s, guarded, \(ime.rawValue), all invariants checked",
          value: Double(keystrokes) / checked, unit: "keys/s",
          baseline: ("no invariant checked", Double(keystrokes) / unchecked),
          target: ime == .hangul ? "near the Japanese keyboards" : nil, higherIsBetter: true))
    }
    return results
  }

  private func startError(_ ime: InputMethodKind) -> InputEngineError? {
    do {
      _ = try ime.start()
      return nil
    } catch {
      return error
    }
  }
}
