/// Differential fuzzing of one keyboard against another: generated key sequences replayed on
/// both (`KeyboardConformance.compare`), each class of difference shrunk with the fuzzer's
/// `Shrinker` and written as a scenario file.
///
///     let fuzz = KeyboardConformanceFuzz(
///       conformance: KeyboardConformance(keyboard: .romaji, reference: mozcKind),
///       configuration: KeyboardConformanceFuzzConfiguration(seed: 1, runs: 200))
///     fuzz.run().classes.map(\.signature.description)
///     // ["marked text after type during composition", "caret after key-left during composition"]
///
/// Run `i`'s steps depend only on the seed and `i`: they are drawn while the keyboard under
/// test types them alone (`steps(forRun:)`), so the reference never changes what is drawn. A
/// sequence is classified by its first difference (`KeyboardDifferenceClass`); the first
/// sequence of a class is shrunk, the others are counted.
public struct KeyboardConformanceFuzz: Sendable {
  public var conformance: KeyboardConformance
  public var configuration: KeyboardConformanceFuzzConfiguration
  /// Why a class is a documented difference, or `nil`; a known class is reported but does
  /// not fail. By default, the classes inside a conversion (the converters differ there).
  public var knownDifference: @Sendable (KeyboardDifferenceClass) -> String? = KeyboardConformanceFuzz
    .conversionIsKnown

  public init(conformance: KeyboardConformance, configuration: KeyboardConformanceFuzzConfiguration) {
    self.conformance = conformance
    self.configuration = configuration
  }

  /// The default `knownDifference`: differences inside a conversion are the converters'.
  public static let conversionIsKnown: @Sendable (KeyboardDifferenceClass) -> String? = { found in
    found.inConversion
      ? "inside a conversion, where the two converters' dictionaries and segmentation differ" : nil
  }

  /// Replays every run; `progress` is called after each with the report so far.
  public func run(progress: ((KeyboardConformanceFuzzReport) -> Void)? = nil) -> KeyboardConformanceFuzzReport
  {
    var report = KeyboardConformanceFuzzReport(seed: configuration.seed)
    var classIndex: [KeyboardDifferenceClass: Int] = [:]
    for runIndex in 0..<max(0, configuration.runs) {
      defer { progress?(report) }
      let steps = steps(forRun: runIndex)
      report.runs += 1
      report.steps += steps.count
      switch conformance.compare(steps) {
      case .agree: report.agreed += 1
      case .error(let message): report.errors.append("run \(runIndex): \(message)")
      case .differ(let difference):
        report.differed += 1
        let signature = difference.differenceClass
        if let index = classIndex[signature] {
          report.classes[index].occurrences += 1
          continue
        }
        // A class the shrinker cannot reproduce keeps the sequence as found.
        let found =
          shrink(Array(steps.prefix(difference.stepIndex + 1)), signature: signature)
          ?? (Array(steps.prefix(difference.stepIndex + 1)), difference)
        let known = knownDifference(signature)
        classIndex[signature] = report.classes.count
        let fileName = "\(signature.fileStem(prefix: conformance.reference.rawValue))-\(runIndex).scenario"
        let text = KeyboardConformanceReproducer.text(
          steps: found.steps, difference: found.difference, conformance: conformance, known: known,
          origin:
            "seed \(configuration.seed), run \(runIndex), \(steps.count) steps shrunk to \(found.steps.count)"
        )
        report.classes.append(
          KeyboardConformanceClass(
            signature: signature, run: runIndex, originalStepCount: steps.count, steps: found.steps,
            difference: found.difference, occurrences: 1, known: known, fileName: fileName,
            scenarioText: text))
      }
    }
    return report
  }

  /// The steps of run `runIndex`: drawn from the configuration's alphabet while a keyboard
  /// under test types them into a field of its own, so that gestures are drawn only where
  /// they mean something (`commit` while composing, `select N` within the list). Without
  /// conversion, a Space drawn on a reading is left out.
  ///
  ///     steps(forRun: 3)  →  [type "ka", type "n", key left, key backspace, …]  (always the same)
  public func steps(forRun runIndex: Int) -> [SessionStep] {
    var generator = StepGenerator(
      inputMethod: conformance.keyboard, settleMode: .auto,
      random: FuzzRandom(seed: FuzzSeeds.run(configuration.seed, index: runIndex)),
      alphabet: configuration.alphabet)
    let typist =
      (try? conformance.keyboard.start(
        dictionary: conformance.dictionary, options: conformance.keyboardOptions)).map(KeyboardTypist.init)
    var steps: [SessionStep] = []
    var draws = 0
    while steps.count < configuration.stepsPerRun && draws < configuration.stepsPerRun * 8 {
      draws += 1
      let isComposing = typist?.isComposing ?? false
      let candidateCount = typist?.keyboard.candidates.count ?? 0
      let context = StepContext(
        isFocused: true, isComposing: isComposing || candidateCount > 0, candidateCount: candidateCount,
        fieldText: typist?.field.text ?? "")
      let step = generator.next(in: context).step
      if !configuration.includesConversion
        && step.asksForConversion(composing: isComposing || candidateCount > 0)
      {
        continue
      }
      steps.append(step)
      _ = try? typist?.perform(step)
    }
    return steps
  }

  /// The smallest step list the shrinker finds that still differs in the same class, cut
  /// after its differing step, with that difference; `nil` when the class does not reproduce.
  private func shrink(_ steps: [SessionStep], signature: KeyboardDifferenceClass)
    -> (steps: [SessionStep], difference: KeyboardDifference)?
  {
    let reproduces = {
      (candidate: [SessionStep]) -> (steps: [SessionStep], difference: KeyboardDifference)? in
      guard let difference = conformance.compare(candidate).difference,
        difference.differenceClass == signature
      else { return nil }
      return (Array(candidate.prefix(difference.stepIndex + 1)), difference)
    }
    let shrunk = Shrinker(budget: configuration.shrinkBudget).shrink(steps) { reproduces($0)?.steps }
    return reproduces(shrunk)
  }
}
