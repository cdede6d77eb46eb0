/// How a campaign's seed becomes one seed per run: run `i`'s seed depends only on the
/// campaign seed and `i`, so any run can be replayed alone and shards need no coordination.
public enum FuzzSeeds {
  /// The seed of run `runIndex`: `mix(mix(seed) + runIndex)` with SplitMix64's finalizer.
  ///
  ///     FuzzSeeds.run(1, index: 0) != FuzzSeeds.run(1, index: 1)
  public static func run(_ seed: UInt64, index runIndex: Int) -> UInt64 {
    SplitMix64.mix(SplitMix64.mix(seed) &+ UInt64(truncatingIfNeeded: runIndex))
  }
}
