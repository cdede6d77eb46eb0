/// What a fuzz campaign explores: the seed, how many runs of how many steps, and the
/// keyboards, bridges, platforms and settle modes each run draws from.
///
///     var configuration = FuzzConfiguration(seed: 1, bridges: [.builtIn(.swiftui13)])
///     configuration.inputMethods = [.flick]
///     let report = Fuzzer(configuration).run()
public struct FuzzConfiguration: Sendable {
  /// The campaign seed; run `i` uses `FuzzSeeds.run(seed, index: i)`.
  public var seed: UInt64
  /// The size of the run index space (`0..<runs`); a shard performs its slice of it.
  /// `Int.max` with a `timeLimit` fuzzes until the time is up.
  public var runs: Int
  /// Steps per run; a run stops earlier at its first violation.
  public var stepsPerRun: Int
  /// Each run draws one keyboard from these.
  public var inputMethods: [InputMethodKind]
  /// Each run draws one bridge from these.
  public var bridges: [FuzzBridge]
  /// Each run draws one platform from these.
  public var platforms: [PlatformProfile]
  /// The settle mode of every run; `nil` mixes them: one run in four is `manual` (app work
  /// runs only on `tick` steps, for races), the others `auto`.
  public var settleMode: SettleMode?
  /// Whether runs draw app transforms (one run in five `max-length=1…8`, one in five
  /// `uppercase`); otherwise no run has any.
  public var variesTransforms: Bool
  /// Whether runs vary the app's handlers (the stale-onChange choices); `unchanged` keeps
  /// every run's handlers at their defaults and the campaign's draws as before.
  public var appHandlers: FuzzAppHandlers = .unchanged
  /// Whether runs draw `render` steps (a re-render without a binding change). Off for the
  /// built-in campaigns, so their outputs stay as they were; on for a campaign made from one
  /// bridge factory (`init(seed:runs:stepsPerRun:bridge:)`), which is usually your own wrapper.
  public var drawsRender: Bool = false

  /// The components a run varying the app's handlers draws one of, uniformly (no effect
  /// when `appHandlers` is `unchanged`): `[.suggestions]` restricts a campaign to the menu.
  public var components: [FuzzComponents.Kind] = FuzzComponents.Kind.allCases
  /// The invariants whose violations count; a run stops at its first violation of one of
  /// these (others are still checked by the session, and a reproducer replays them too).
  public var invariants: Set<InvariantID>
  /// The slice of the run index space to perform.
  public var shard: FuzzShard
  /// Stop starting new runs after this much time (the only source of non-determinism).
  public var timeLimit: Duration?
  /// Most replays spent shrinking one failure.
  public var shrinkBudget: Int

  public init(
    seed: UInt64, runs: Int = 100, stepsPerRun: Int = 50,
    inputMethods: [InputMethodKind] = InputMethodRegistry.builtIn.fuzzedByDefault, bridges: [FuzzBridge],
    platforms: [PlatformProfile] = PlatformProfile.fuzzedByDefault, settleMode: SettleMode? = nil,
    variesTransforms: Bool = true, invariants: Set<InvariantID> = Set(InvariantID.allCases),
    shard: FuzzShard = .whole, timeLimit: Duration? = nil,
    shrinkBudget: Int = 2_000
  ) {
    self.seed = seed
    self.runs = runs
    self.stepsPerRun = stepsPerRun
    self.inputMethods = inputMethods
    self.bridges = bridges
    self.platforms = platforms
    self.settleMode = settleMode
    self.variesTransforms = variesTransforms
    self.invariants = invariants
    self.shard = shard
    self.timeLimit = timeLimit
    self.shrinkBudget = shrinkBudget
  }

  /// One bridge, given as a factory: `FuzzConfiguration(seed: 1) { MyBridge() }`.
  public init(
    seed: UInt64, runs: Int = 100, stepsPerRun: Int = 50, bridge: @escaping @Sendable () -> any Bridge
  ) {
    self.init(seed: seed, runs: runs, stepsPerRun: stepsPerRun, bridges: [FuzzBridge(bridge)])
    drawsRender = true
  }
}
