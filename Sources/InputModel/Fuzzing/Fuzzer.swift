/// Random but realistic composition sequences through a bridge, every invariant checked after
/// every step; each failure shrunk to a minimal scenario that still shows it.
///
/// A campaign is a list of runs. Run `i` draws its keyboard, bridge, platform, settle mode
/// and transforms, then up to `stepsPerRun` steps, all from `FuzzSeeds.run(seed, index: i)`,
/// on a fresh session; it stops at its first violation. A failing run is shrunk (unless a
/// failure with the same unshrunk signature was already found) and deduplicated by its
/// `FuzzSignature`.
///
///     let report = Fuzzer(FuzzConfiguration(seed: 1) { MyBridge() }).run()
///     #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
public struct Fuzzer: Sendable {
  public let configuration: FuzzConfiguration

  public init(_ configuration: FuzzConfiguration) {
    self.configuration = configuration
  }

  /// Runs the campaign; `progress` is called after every run, `found` with each distinct
  /// failure as it is found (so a caller can write it at once), and `shouldStop` before and
  /// after every run: when it says so, the campaign ends with the runs that ended before, and
  /// the report is `stoppedByInterrupt` (a run it cut short is not counted).
  ///
  ///     fuzzer.run(found: { write($0) }, shouldStop: { interrupted })
  ///     // Ctrl-C during run 412 → runs 0–411 reported, each failure already written
  public func run(
    progress: ((FuzzProgress) -> Void)? = nil, found: ((FuzzFailure) -> Void)? = nil,
    shouldStop: (() -> Bool)? = nil
  ) -> FuzzReport {
    var campaign = Campaign(report: FuzzReport(seed: configuration.seed))
    let clock = ContinuousClock()
    let start = clock.now
    let planned = plannedRuns
    var runIndex = configuration.shard.index - 1
    while runIndex < configuration.runs {
      if let limit = configuration.timeLimit, clock.now - start >= limit {
        campaign.report.stoppedByTimeLimit = true
        break
      }
      if shouldStop?() == true {
        campaign.report.stoppedByInterrupt = true
        break
      }
      let before = campaign
      perform(run: runIndex, in: &campaign)
      if shouldStop?() == true {
        // The run may have been cut short (an engine ended under it): it does not count.
        campaign = before
        campaign.report.stoppedByInterrupt = true
        break
      }
      if let found, campaign.report.failures.count > before.report.failures.count {
        for failure in campaign.report.failures[before.report.failures.count...] { found(failure) }
      }
      progress?(
        FuzzProgress(
          runs: campaign.report.runs, plannedRuns: planned, keystrokes: campaign.report.keystrokes,
          failedRuns: campaign.report.failedRuns, distinctFailures: campaign.report.failures.count))
      let (next, overflow) = runIndex.addingReportingOverflow(configuration.shard.count)
      if overflow { break }
      runIndex = next
    }
    return campaign.report
  }

  /// How many runs this shard performs without a time limit; `nil` when `runs` is `Int.max`.
  public var plannedRuns: Int? {
    guard configuration.runs < Int.max else { return nil }
    let shard = configuration.shard
    let first = shard.index - 1
    guard configuration.runs > first else { return 0 }
    return (configuration.runs - first + shard.count - 1) / shard.count
  }

  // MARK: One run

  /// What run `runIndex` runs on, and the random stream its steps come from.
  public func settings(forRun runIndex: Int) -> (
    settings: FuzzRunSettings, bridge: FuzzBridge, random: FuzzRandom
  )? {
    var random = FuzzRandom(seed: FuzzSeeds.run(configuration.seed, index: runIndex))
    guard let inputMethod = random.element(of: configuration.inputMethods),
      let bridge = random.element(of: configuration.bridges),
      let platform = random.element(of: configuration.platforms)
    else { return nil }
    let settleMode = configuration.settleMode ?? (random.chance(1, in: 4) ? .manual : .auto)
    var transforms: [AppTransform] = []
    var appHandlers = AppHandlerOptions()
    var components = FuzzComponents.none
    if configuration.appHandlers != .unchanged {
      let handlers = configuration.appHandlers
      (transforms, appHandlers) = handlers.draw(&random)
      let kind = random.element(of: configuration.components) ?? .none
      let marksLatinWords = inputMethod == .direct && platform.latinComposition == .word
      components = handlers.drawComponents(kind, marksLatinWords: marksLatinWords, &random)
      transforms = handlers.transforms(transforms, with: components, &random)
    } else if configuration.variesTransforms {
      switch random.int(below: 5) {
      case 0: transforms = [AppTransform(.maxLength(random.int(in: 1...8)))]
      case 1: transforms = [AppTransform(.uppercase)]
      default: break
      }
    }
    let settings = FuzzRunSettings(
      inputMethod: inputMethod, bridgeName: bridge.name, platform: platform, settleMode: settleMode,
      transforms: transforms, appHandlers: appHandlers, components: components, bridgeRules: bridge.rules)
    return (settings, bridge, random)
  }

  /// The steps run `runIndex` performs, without checking anything: for inspecting the
  /// generator (the same index always gives the same steps).
  public func steps(forRun runIndex: Int) -> [SessionStep] {
    guard let (settings, bridge, random) = settings(forRun: runIndex) else { return [] }
    var generator = makeGenerator(settings, random)
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: false)
    var steps: [SessionStep] = []
    for _ in 0..<configuration.stepsPerRun {
      let step = generator.next(in: StepContext(session)).step
      steps.append(step)
      _ = try? session.perform(step)
    }
    return steps
  }

  private func perform(run runIndex: Int, in campaign: inout Campaign) {
    guard let (settings, bridge, random) = settings(forRun: runIndex) else { return }
    campaign.report.runs += 1
    var generator = makeGenerator(settings, random)
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: false)
    var kept: [SessionStep] = []
    kept.reserveCapacity(configuration.stepsPerRun)
    var keystrokes = 0
    var performed = 0
    let watched = configuration.invariants
    var scanned = 0
    var found = FuzzReplay.firstWatched(in: session, from: &scanned, watched)
    var lastStep: SessionStep?
    while found == nil && performed < configuration.stepsPerRun {
      let generated = generator.next(in: StepContext(session))
      keystrokes += generated.keystrokes
      performed += 1
      lastStep = generated.step
      do {
        try session.perform(generated.step)
        kept.append(generated.step)
      } catch {
        campaign.report.rejectedSteps += 1
      }
      found = FuzzReplay.firstWatched(in: session, from: &scanned, watched)
    }
    campaign.report.steps += performed
    campaign.report.keystrokes += keystrokes
    campaign.report.keystrokesByInputMethod[settings.inputMethod, default: 0] += keystrokes
    campaign.report.keystrokesByPlatform[settings.platform.name, default: 0] += keystrokes
    guard let violation = found else { return }
    campaign.report.failedRuns += 1
    record(
      violation, run: runIndex, settings: settings, bridge: bridge, steps: kept, performed: performed,
      lastStep: lastStep, in: &campaign)
  }

  /// The step generator of a run: the standard alphabet, plus `tick frame` and the run's
  /// component steps when the campaign varies the app's handlers, plus `render` when it draws
  /// renders.
  private func makeGenerator(_ settings: FuzzRunSettings, _ random: FuzzRandom) -> StepGenerator {
    var alphabet: FuzzAlphabet? =
      configuration.appHandlers == .unchanged
      ? nil : .withAppHandlers(for: settings.inputMethod, components: settings.components)
    if configuration.drawsRender { alphabet = .withRender(alphabet ?? .standard(for: settings.inputMethod)) }
    return StepGenerator(
      inputMethod: settings.inputMethod, settleMode: settings.settleMode, random: random, alphabet: alphabet)
  }

  // MARK: Failures

  /// Shrinks and deduplicates a failing run.
  private func record(
    _ violation: Violation, run runIndex: Int, settings: FuzzRunSettings, bridge: FuzzBridge,
    steps: [SessionStep], performed: Int, lastStep: SessionStep?, in campaign: inout Campaign
  ) {
    let invariant = violation.invariant
    let unshrunk = FuzzSignature(
      invariant: invariant, bridge: bridge.name, platform: settings.platform.name,
      lastStepKind: lastStep?.fuzzKind ?? "start", mechanism: FuzzSignature.mechanism(of: violation),
      handler: FuzzSignature.handlerChoice(of: violation, settings: settings))
    if let index = campaign.failureIndexByUnshrunkSignature[unshrunk] {
      campaign.report.failures[index].occurrences += 1
      return
    }
    let watched = configuration.invariants
    let reproduces: ([SessionStep]) -> [SessionStep]? = { candidate in
      FuzzReplay.reproduction(
        of: invariant, by: candidate, settings: settings, bridge: bridge, watching: watched)
    }
    guard let start = reproduces(steps) else {
      campaign.report.unreproducedRuns += 1
      return
    }
    let shrunk = Shrinker(budget: configuration.shrinkBudget).shrink(start, test: reproduces)
    guard
      case .violation(let shown, _) = FuzzReplay.run(
        shrunk, settings: settings, bridge: bridge, watching: watched)
    else {
      campaign.report.unreproducedRuns += 1
      return
    }
    let signature = FuzzSignature(
      invariant: invariant, bridge: bridge.name, platform: settings.platform.name,
      lastStepKind: shrunk.last?.fuzzKind ?? "start", mechanism: FuzzSignature.mechanism(of: shown),
      handler: FuzzSignature.handlerChoice(of: shown, settings: settings))
    if let index = campaign.failureIndexBySignature[signature] {
      campaign.failureIndexByUnshrunkSignature[unshrunk] = index
      campaign.report.failures[index].occurrences += 1
      return
    }
    let runSeed = FuzzSeeds.run(configuration.seed, index: runIndex)
    let fileName = ScenarioWriter.fileName(
      invariant: invariant, bridge: bridge.name, platform: settings.platform.name, seed: configuration.seed,
      run: runIndex)
    // Every invariant watched (the default) leaves nothing unwatched: no replay needed.
    let unwatched =
      watched.count == InvariantID.allCases.count
      ? [] : FuzzReplay.unwatchedViolations(shrunk, settings: settings, bridge: bridge, watching: watched)
    let text = ScenarioWriter.reproducer(
      steps: shrunk, settings: settings, violation: shown, signature: signature, seed: configuration.seed,
      run: runIndex, originalStepCount: performed, unwatched: unwatched)
    let failure = FuzzFailure(
      signature: signature, violation: shown, steps: shrunk, originalStepCount: performed, settings: settings,
      run: runIndex, runSeed: runSeed, occurrences: 1, fileName: fileName, scenarioText: text)
    let index = campaign.report.failures.count
    campaign.report.failures.append(failure)
    campaign.failureIndexBySignature[signature] = index
    campaign.failureIndexByUnshrunkSignature[unshrunk] = index
  }

  /// The report being built and the deduplication tables.
  private struct Campaign {
    var report: FuzzReport
    var failureIndexBySignature: [FuzzSignature: Int] = [:]
    /// Failures by the signature of the run before shrinking, so a failure seen again is
    /// counted without being shrunk again.
    var failureIndexByUnshrunkSignature: [FuzzSignature: Int] = [:]
  }
}

/// Where a running campaign is, for a progress line.
public struct FuzzProgress: Equatable, Sendable {
  /// Runs performed so far.
  public var runs: Int
  /// Runs this shard will perform, or `nil` when only a time limit ends the campaign.
  public var plannedRuns: Int?
  public var keystrokes: Int
  public var failedRuns: Int
  public var distinctFailures: Int

  public init(runs: Int, plannedRuns: Int?, keystrokes: Int, failedRuns: Int, distinctFailures: Int) {
    self.runs = runs
    self.plannedRuns = plannedRuns
    self.keystrokes = keystrokes
    self.failedRuns = failedRuns
    self.distinctFailures = distinctFailures
  }
}
