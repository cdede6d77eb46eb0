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
