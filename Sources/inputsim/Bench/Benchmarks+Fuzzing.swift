import InputModel

extension Benchmarks {
  /// Simulated keystrokes per second through the guarded bridge, with every invariant checked,
  /// and the peak resident memory of the run.
  func fuzzThroughput(keystrokes target: Int) -> [BenchResult] {
    var results: [BenchResult] = []
    let stepsPerRun = 100
    for ime in InputMethodKind.allCases {
      let runs = max(1, target / stepsPerRun / InputMethodKind.allCases.count)
      let configuration = FuzzConfiguration(
        seed: 20_261_129, runs: runs, stepsPerRun: stepsPerRun, inputMethods: [ime],
        bridges: [.builtIn(.guarded)])
      var report = FuzzReport(seed: 0)
      let seconds = Measurement.seconds { report = Fuzzer(configuration).run() }
      results.append(
        BenchResult(
          group: "fuzzing", name: "keystrokes/s, guarded, all invariants, \(ime.rawValue)",
          value: Double(report.keystrokes) / seconds, unit: "keys/s", baseline: nil, target: "≥ 200,000",
          higherIsBetter: true))
    }
    return results
  }
}
