import InputModel

/// Differential fuzzing of the model against Chromium: the fuzzer's sequences replayed in
/// both (`ConformanceCheck`), each class of disagreement shrunk with the fuzzer's `Shrinker`
/// and written as a reproducer.
///
///     let report = ConformanceFuzz(check: ConformanceCheck(browser: browser),
///                                  configuration: ConformanceFuzzConfiguration(seed: 1, runs: 30)).run()
///     report.classes.map(\.signature.description)
///     // ["naive+uppercase: field after set", "guarded: field after key-tab", …]
///
/// Run `i` is the fuzzer's run `i` (`Fuzzer.steps(forRun:)`), less the steps the model
/// rejects, so the same seed replays the same sequences. A sequence is classified by its
/// first disagreement (`ConformanceSignature`); the first sequence of a class is shrunk, the
/// others are counted.
public struct ConformanceFuzz {
  /// The comparison of one sequence: Chromium's synthetic IME (`ConformanceCheck.compare`) or
  /// the real OS input stack (`OSScenarioRunner.conform`).
  public var compare: (Scenario) -> ConformanceComparison
  /// The model's session for a sequence, as `compare` builds it.
  public var makeModel: (Scenario) -> Session
  public var configuration: ConformanceFuzzConfiguration
  /// Why a class is a documented difference (the OS IME's, which the replay does not measure),
  /// or `nil`; a known class is reported but does not fail the command.
  public var knownDifference: (ConformanceSignature) -> String? = { _ in nil }

  public init(check: ConformanceCheck, configuration: ConformanceFuzzConfiguration) {
    self.init(compare: check.compare, makeModel: check.makeModel, configuration: configuration)
  }

  /// Fuzzing against any side that compares a scenario with the model built by `makeModel`.
  public init(
    compare: @escaping (Scenario) -> ConformanceComparison, makeModel: @escaping (Scenario) -> Session,
    configuration: ConformanceFuzzConfiguration
  ) {
    self.compare = compare
    self.makeModel = makeModel
    self.configuration = configuration
  }

  /// Replays every run; `progress` is called after each with the report so far.
  public func run(progress: ((ConformanceFuzzReport) -> Void)? = nil) -> ConformanceFuzzReport {
    let fuzzer = Fuzzer(configuration.fuzzConfiguration)
    var report = ConformanceFuzzReport(seed: configuration.seed)
    var classIndex: [ConformanceSignature: Int] = [:]
    for runIndex in 0..<max(0, configuration.runs) {
      defer { progress?(report) }
      guard let settings = fuzzer.settings(forRun: runIndex)?.settings else { continue }
      let steps = accepted(fuzzer.steps(forRun: runIndex), settings)
      report.runs += 1
      report.steps += steps.count
      guard let scenario = scenario(steps, settings) else {
        report.errors.append("run \(runIndex): the generated steps do not parse back")
        continue
      }
      let comparison = compare(scenario)
      switch comparison.outcome {
      case .agree: report.agreed += 1
      case .skipped(let reason): report.skipped[reason, default: 0] += 1
      case .error(let message): report.errors.append("run \(runIndex): \(message)")
      case .disagree:
        report.disagreed += 1
        guard let disagreement = comparison.disagreement else { continue }
        let signature = ConformanceSignature(disagreement, in: scenario)
        if let index = classIndex[signature] {
          report.classes[index].occurrences += 1
          continue
        }
        // A class the shrinker cannot reproduce (flaky) keeps the sequence as found.
        let found =
          shrink(Array(steps.prefix(disagreement.stepIndex + 1)), signature: signature, settings)
          ?? (steps, scenario, disagreement, signature)
        if let index = classIndex[found.signature] {
          classIndex[signature] = index
          report.classes[index].occurrences += 1
          continue
        }
        let known = knownDifference(found.signature)
        let text = ConformanceReproducer.text(
          steps: found.steps, settings: settings, model: makeModel(found.scenario),
          disagreement: found.disagreement, signature: found.signature, known: known,
          seed: configuration.seed,
          run: runIndex, originalStepCount: steps.count)
        classIndex[signature] = report.classes.count
        classIndex[found.signature] = report.classes.count
        report.classes.append(
          ConformanceFuzzClass(
            signature: found.signature, run: runIndex, originalStepCount: steps.count, steps: found.steps,
            disagreement: found.disagreement, occurrences: 1, known: known,
            fileName: "\(found.signature.fileStem)-\(runIndex).scenario", scenarioText: text))
      }
    }
    return report
  }

  /// The steps the model performs without refusing, as the fuzzer keeps them: a step the
  /// model rejects (a conversion gesture with nothing to convert after an earlier step was
  /// shrunk away) would make the reproducer fail for the wrong reason. `key tab` is dropped
  /// too: in a browser it moves the focus away (`BrowserSkip`).
  ///
  ///     [type "a", key tab, type "b"]  →  [type "a", type "b"]
  func accepted(_ steps: [SessionStep], _ settings: FuzzRunSettings) -> [SessionStep] {
    guard let scenario = scenario(steps, settings) else { return [] }
    let model = makeModel(scenario)
    defer { model.end() }
    return steps.filter { step in
      // `key tab` leaves the field in a browser (a scenario with it is skipped): not generated.
      if case .key(.tab, _) = step { return false }
      return (try? model.perform(step)) != nil
    }
  }

  /// The steps as a scenario file would give them, so the model and the page see exactly
  /// what a reproducer says.
  func scenario(_ steps: [SessionStep], _ settings: FuzzRunSettings) -> Scenario? {
    let text = ScenarioWriter.scenario(name: "conform --fuzz", settings: settings, steps: steps)
    return ScenarioParser.parse(
      text, path: "conform-fuzz.scenario", keyboards: .builtIn + [settings.inputMethod]
    )
    .scenario
  }

  /// The smallest step list the shrinker finds that still disagrees in the same class, cut
  /// after its disagreeing step, with its comparison; `nil` when the class does not reproduce.
  private func shrink(_ steps: [SessionStep], signature: ConformanceSignature, _ settings: FuzzRunSettings)
    -> Found?
  {
    let reproduces = { (candidate: [SessionStep]) -> Found? in
      let kept = accepted(candidate, settings)
      guard let scenario = scenario(kept, settings), let found = compare(scenario).disagreement,
        ConformanceSignature(found, in: scenario) == signature
      else { return nil }
      return (Array(kept.prefix(found.stepIndex + 1)), scenario, found, signature)
    }
    let shrunk = Shrinker(budget: configuration.shrinkBudget).shrink(steps) { reproduces($0)?.steps }
    return reproduces(shrunk)
  }

  private typealias Found = (
    steps: [SessionStep], scenario: Scenario, disagreement: ConformanceDisagreement,
    signature: ConformanceSignature
  )
}
