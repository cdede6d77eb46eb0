/// One of N disjoint slices of a fuzz campaign, so N CI jobs with the same seed cover
/// different runs: shard `I/N` takes the runs whose index `i` satisfies `i % N == I - 1`.
///
///     FuzzShard(index: 2, count: 4)   // runs 1, 5, 9, …
public struct FuzzShard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based position of this shard.
  public let index: Int
  /// How many shards there are.
  public let count: Int

  /// Every run (`1/1`).
  public static let whole = FuzzShard(validIndex: 1, count: 1)

  /// `nil` unless `1 <= index <= count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  private init(validIndex: Int, count: Int) {
    self.index = validIndex
    self.count = count
  }

  /// Whether run `runIndex` (0-based) belongs to this shard.
  public func contains(run runIndex: Int) -> Bool {
    runIndex % count == index - 1
  }

  /// `"2/4"`.
  public var description: String { "\(index)/\(count)" }
}
