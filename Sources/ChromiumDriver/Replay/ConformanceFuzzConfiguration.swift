import InputModel

/// What `conform --fuzz` generates: the fuzzer's own sequences (`Fuzzer.steps(forRun:)`),
/// restricted to what a reference page can replay — the `web` platform, the bridges with a
/// page, app work settling by itself (`settle=auto`), and the fuzzer's transform draws
/// (`max-length=1…8`, `uppercase`), which the pages implement.
///
///     ConformanceFuzzConfiguration(seed: 1, runs: 30)
///     → run i: the steps `inputsim fuzz --seed 1 --platform web --settle auto
///       --bridge naive,controlled-late,guarded` draws for run i
public struct ConformanceFuzzConfiguration: Sendable {
  public var seed: UInt64
  public var runs: Int
  public var stepsPerRun: Int
  public var inputMethods: [InputMethodKind]
  /// Bridges with a reference page (by default the web bridges, `ReferencePages.webBridges`).
  public var bridges: [BridgeKind]
  /// Most replays (each one in the model and in a fresh tab) spent shrinking one class.
  public var shrinkBudget: Int

  /// The web bridges, which have a reference page, in `BridgeKind` order.
  public static var bridgesWithPages: [BridgeKind] {
    BridgeKind.allCases.filter { ReferencePages.webBridges.contains($0.rawValue) }
  }

  /// Every bridge with a page, `swiftui13` included: what `--bridge` may name.
  public static var bridgesNamable: [BridgeKind] {
    BridgeKind.allCases.filter { ReferencePages.bridges.contains($0.rawValue) }
  }

  public init(
    seed: UInt64, runs: Int = 100, stepsPerRun: Int = 20,
    inputMethods: [InputMethodKind] = InputMethodRegistry.builtIn.fuzzedByDefault,
    bridges: [BridgeKind] = ConformanceFuzzConfiguration.bridgesWithPages, shrinkBudget: Int = 100
  ) {
    self.seed = seed
    self.runs = runs
    self.stepsPerRun = stepsPerRun
    self.inputMethods = inputMethods
    self.bridges = bridges
    self.shrinkBudget = shrinkBudget
  }

  /// The fuzzer campaign whose runs are replayed.
  public var fuzzConfiguration: FuzzConfiguration {
    FuzzConfiguration(
      seed: seed, runs: runs, stepsPerRun: stepsPerRun, inputMethods: inputMethods,
      bridges: bridges.map(FuzzBridge.builtIn), platforms: [.web], settleMode: .auto, variesTransforms: true)
  }
}
