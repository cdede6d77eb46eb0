import InputModel
import InputSimUIKit

extension Benchmarks {
  /// Keystrokes per second through `RepresentableBridge` around a wrapper written as app code
  /// (`BenchGuardedField`, the guarded bridge's rule), against the built-in guarded bridge on
  /// the same recorded romaji steps in the same run, every invariant checked in both: the
  /// price of running UIKit-shaped code (callbacks, notifications, a fresh representable per
  /// render) instead of a `Bridge`. Best of five interleaved runs of each.
  func representableThroughput(keystrokes target: Int) -> BenchResult {
    let ime = InputMethodKind.romaji
    let runs = Self.recordRuns(ime: ime, keystrokes: max(1_000, target))
    let keystrokes = runs.reduce(0) { $0 + $1.reduce(0) { $0 + $1.keystrokes } }
    // Interleaved, best of five: on a shared machine the load changes within a run, and
    // alternating the two keeps them under the same load.
    var wrapped = Double.infinity
    var builtIn = Double.infinity
    for _ in 0..<5 {
      wrapped = min(
        wrapped,
        Measurement.seconds {
          Self.replay(runs, ime: ime) {
            RepresentableBridge(name: "bench-guarded") { BenchGuardedField(text: $0) }
          }
        })
      builtIn = min(builtIn, Measurement.seconds { Self.replay(runs, ime: ime) { GuardedBridge() } })
    }
    return BenchResult(
      group: "fuzzing", name: "keystrokes/s, RepresentableBridge (guarded as a wrapper), romaji",
      value: Double(keystrokes) / wrapped, unit: "keys/s",
      baseline: ("built-in guarded bridge", Double(keystrokes) / builtIn), target: nil,
      higherIsBetter: true)
  }

  /// Replays recorded runs with a fresh bridge per run, every invariant checked.
  static func replay(_ runs: [[GeneratedStep]], ime: InputMethodKind, bridge: () -> any Bridge) {
    for run in runs {
      let session = Session(inputMethod: ime.make(), bridge: bridge(), recordsTrace: false)
      for generated in run { _ = try? session.perform(generated.step) }
      session.end()
    }
  }
}
