import Testing

@testable import InputModel

@Suite("Fuzzer: campaigns that find, shrink and deduplicate failures")
struct FuzzerTests {
  static func flickSwiftUI13(
    seed: UInt64 = 1, runs: Int = 40, invariants: Set<InvariantID> = Set(InvariantID.allCases)
  )
    -> FuzzConfiguration
  {
    FuzzConfiguration(
      seed: seed, runs: runs, inputMethods: [.flick], bridges: [.builtIn(.swiftui13)], platforms: [.uikit],
      settleMode: .auto, variesTransforms: false, invariants: invariants)
  }

  @Test("finds the わ/た drop under swiftui13 with flick input, shrunk to at most 3 steps")
  func wataDrop() throws {
    let report = Fuzzer(Self.flickSwiftUI13(invariants: [.lostInput])).run()
    let drop = try #require(report.failures.first { $0.signature.lastStepKind == "flick" })
    #expect(drop.signature.invariant == .lostInput)
    #expect(drop.steps.count <= 3)
    // The reproducer is the drop: two kana flicked, only the second one left.
    let session = drop.settings.makeSession(bridge: SwiftUI13Bridge(), recordsTrace: false)
    var flicked: [String] = []
    for step in drop.steps {
      try session.perform(step)
      if case .flick(let kana) = step { flicked.append(kana) }
    }
    #expect(flicked.count == 2)
    #expect(session.field.text == flicked.last)
  }

  @Test(
    "with every invariant watched, the drop's first symptom is found in one or two steps: composition-overwrite"
  )
  func wataDropFirstSymptom() throws {
    let report = Fuzzer(Self.flickSwiftUI13()).run()
    let overwrite = try #require(report.failures.first { $0.signature.invariant == .compositionOverwrite })
    #expect(overwrite.steps.count <= 3)
    #expect(overwrite.signature.bridge == "swiftui13")
    #expect(overwrite.signature.platform == "uikit")
    #expect(report.failedRuns > 0)
  }

  /// The profiles on which a correct bridge loses nothing: not those whose browser itself
  /// parts from the engine (`ime-on-assign=detach`, `blur-composition` `keep-marked` or
  /// `commit-detach`, measured on Linux), where even a guarded page loses a composition.
  static let profilesWithoutOwnLoss = PlatformProfile.builtIn.filter { !$0.partsFromInputMethod }

  @Test("on WebKitGTK even guarded loses a composition to a blur (keep-marked): the fuzzer finds it")
  func guardedLosesWhereTheBrowserParts() {
    let configuration = FuzzConfiguration(
      seed: 2024, runs: 25, inputMethods: [.romaji], bridges: [.builtIn(.guarded)], platforms: [.webWebKitGTK]
    )
    let report = Fuzzer(configuration).run()
    #expect(report.failedRuns > 0)
    #expect(report.failures.contains { $0.violation.invariant == .imeDesync })
  }

  @Test("guarded finds nothing", arguments: InputMethodRegistry.builtIn.kinds, Self.profilesWithoutOwnLoss)
  func guardedIsClean(ime: InputMethodKind, platform: PlatformProfile) {
    let configuration = FuzzConfiguration(
      seed: 2024, runs: 25, inputMethods: [ime], bridges: [.builtIn(.guarded)], platforms: [platform])
    let report = Fuzzer(configuration).run()
    #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
    #expect(report.failedRuns == 0)
    #expect(report.runs == 25)
    #expect(report.keystrokes > 25 * 20)
  }

  @Test("the same seed and configuration give the same report, scenario texts included")
  func deterministic() {
    var configuration = FuzzConfiguration(seed: 99, runs: 60, bridges: FuzzBridge.allBuiltIn)
    configuration.stepsPerRun = 30
    let first = Fuzzer(configuration).run()
    let second = Fuzzer(configuration).run()
    #expect(first == second)
    #expect(!first.failures.isEmpty)
    configuration.seed = 100
    #expect(Fuzzer(configuration).run() != first)
  }

  @Test("every failure replays to its own violation, and signatures are distinct")
  func failuresReplay() {
    let configuration = FuzzConfiguration(seed: 5, runs: 80, stepsPerRun: 40, bridges: FuzzBridge.allBuiltIn)
    let report = Fuzzer(configuration).run()
    #expect(Set(report.failures.map(\.signature)).count == report.failures.count)
    #expect(report.failures.map(\.occurrences).reduce(0, +) == report.failedRuns - report.unreproducedRuns)
    for failure in report.failures {
      let bridge = configuration.bridges.first { $0.name == failure.settings.bridgeName }!
      let outcome = FuzzReplay.run(failure.steps, settings: failure.settings, bridge: bridge)
      guard case .violation(let violation, let stepCount) = outcome else {
        Issue.record("\(failure.signature) does not replay: \(outcome)")
        continue
      }
      #expect(violation.invariant == failure.signature.invariant)
      #expect(stepCount == failure.steps.count)
      #expect(failure.signature.lastStepKind == failure.steps.last?.fuzzKind)
      #expect(
        failure.scenarioText.contains(failure.steps.map(ScenarioWriter.line(for:)).joined(separator: "\n")))
    }
  }

  @Test("shards split the runs of one seed without overlap")
  func shards() throws {
    var configuration = Self.flickSwiftUI13(runs: 30)
    let whole = Fuzzer(configuration).run()
    var runs = 0
    var failedRuns = 0
    for index in 1...3 {
      configuration.shard = try #require(FuzzShard(index: index, count: 3))
      let part = Fuzzer(configuration).run()
      #expect(Fuzzer(configuration).plannedRuns == 10)
      runs += part.runs
      failedRuns += part.failedRuns
    }
    #expect(runs == whole.runs)
    #expect(failedRuns == whole.failedRuns)
  }

  @Test("a time limit of zero stops before the first run")
  func timeLimit() {
    var configuration = Self.flickSwiftUI13()
    configuration.timeLimit = .zero
    let report = Fuzzer(configuration).run()
    #expect(report.stoppedByTimeLimit)
    #expect(report.runs == 0)
  }

  @Test("progress is reported after every run")
  func progress() {
    var updates: [FuzzProgress] = []
    let report = Fuzzer(Self.flickSwiftUI13(runs: 5)).run { updates.append($0) }
    #expect(updates.map(\.runs) == [1, 2, 3, 4, 5])
    #expect(updates.last?.keystrokes == report.keystrokes)
    #expect(updates.allSatisfy { $0.plannedRuns == 5 })
  }

  /// A user's wrapper that writes the field back on every render, as a test target would supply.
  final class AlwaysAssigningBridge: Bridge {
    let name = "my-wrapper"
    func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
      if case .textDidChange = event { context.writeBinding(context.field.text) }
    }
    func updateView(context: BridgeContext) { context.assignField(context.binding) }
  }

  @Test("a user's own bridge is fuzzed through the public API and named in the signature")
  func customBridge() throws {
    let report = Fuzzer(FuzzConfiguration(seed: 3, runs: 20) { AlwaysAssigningBridge() }).run()
    let failure = try #require(report.failures.first)
    #expect(failure.signature.bridge == "my-wrapper")
    #expect(failure.fileName.contains("-my-wrapper-"))
    #expect(failure.scenarioText.contains("bridge=my-wrapper"))
  }
}
