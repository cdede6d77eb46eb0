import InputModel

extension Benchmarks {
  /// Simulated keystrokes per second through the guarded bridge: the same recorded steps
  /// replayed with every invariant checked and with none, per keyboard.
  func fuzzThroughput(keystrokes target: Int) -> [BenchResult] {
    var results: [BenchResult] = []
    let perKeyboard = max(1_000, target / InputMethodRegistry.builtIn.fuzzedByDefault.count)
    for ime in InputMethodRegistry.builtIn.fuzzedByDefault {
      let runs = Self.recordRuns(ime: ime, keystrokes: perKeyboard)
      let keystrokes = runs.reduce(0) { $0 + $1.reduce(0) { $0 + $1.keystrokes } }
      let checked = Measurement.seconds { Self.replay(runs, ime: ime, checksInvariants: true) }
      let unchecked = Measurement.seconds { Self.replay(runs, ime: ime, checksInvariants: false) }
      results.append(
        BenchResult(
          group: "fuzzing", name: "keystrokes/s, guarded, \(ime.rawValue), all invariants checked",
          value: Double(keystrokes) / checked, unit: "keys/s",
          baseline: ("no invariant checked", Double(keystrokes) / unchecked), target: "≥ 200,000",
          higherIsBetter: true))
    }
    return results
  }

  /// Runs of 100 generated steps each, recorded with the generator driven by a live session
  /// (seeded, so every bench run replays the same steps).
  static func recordRuns(ime: InputMethodKind, keystrokes target: Int) -> [[GeneratedStep]] {
    var runs: [[GeneratedStep]] = []
    var total = 0
    var seed: UInt64 = 20_261_129
    while total < target {
      var generator = StepGenerator(inputMethod: ime, settleMode: .auto, seed: seed)
      let session = Session(inputMethod: ime.make(), bridge: GuardedBridge(), recordsTrace: false)
      var run: [GeneratedStep] = []
      for _ in 0..<100 {
        let generated = generator.next(in: StepContext(session))
        _ = try? session.perform(generated.step)
        run.append(generated)
        total += generated.keystrokes
      }
      runs.append(run)
      seed &+= 1
    }
    return runs
  }

  static func replay(_ runs: [[GeneratedStep]], ime: InputMethodKind, checksInvariants: Bool) {
    for run in runs {
      let session = Session(
        inputMethod: ime.make(), bridge: GuardedBridge(), recordsTrace: false,
        checksInvariants: checksInvariants)
      for generated in run { _ = try? session.perform(generated.step) }
    }
  }

  /// Peak resident memory of a long fuzz run through the public fuzzer.
  static func fuzzRun(keystrokes target: Int) -> Int {
    let configuration = FuzzConfiguration(
      seed: 20_261_129, runs: max(1, target / 100), stepsPerRun: 100, bridges: [.builtIn(.guarded)])
    let report = Fuzzer(configuration).run()
    return report.keystrokes
  }
}
