/// The fuzzer's random numbers: xoshiro256** (Blackman and Vigna), seeded through SplitMix64
/// as its authors recommend, with bounded draws done by Lemire's multiply-and-reject.
///
/// Nothing here calls the standard library's random APIs: their algorithms are not promised
/// to stay the same across Swift versions, and the fuzzer promises byte-identical output for
/// the same seed on every machine.
///
///     var random = FuzzRandom(seed: 1)
///     random.next()          // the same 64 bits on every machine
///     random.int(below: 6)   // 0 ... 5
public struct FuzzRandom: Hashable, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// A generator whose four words of state are the first four outputs of
  /// `SplitMix64(seed: seed)` (never all zero: SplitMix64 is a bijection of a counter).
  public init(seed: UInt64) {
    var seeder = SplitMix64(seed: seed)
    s0 = seeder.next()
    s1 = seeder.next()
    s2 = seeder.next()
    s3 = seeder.next()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    return result
  }

  /// A uniform integer in `0..<bound`; `0` when `bound <= 1`.
  ///
  /// Lemire's method: the high word of `random × bound` is the draw; draws from the short
  /// last stripe are rejected so every value is equally likely.
  public mutating func int(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return Int(product.high)
  }

  /// A uniform integer in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
  }

  /// True with probability `numerator / denominator`.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    int(below: denominator) < numerator
  }

  /// An element of a non-empty array, uniformly; `nil` for an empty one.
  public mutating func element<T>(of items: [T]) -> T? {
    items.isEmpty ? nil : items[int(below: items.count)]
  }

  /// An index drawn with probability proportional to its weight; `nil` when every weight is
  /// zero. Negative weights count as zero.
  ///
  ///     weightedIndex([1, 0, 3])   // 0 a quarter of the time, 2 otherwise, never 1
  public mutating func weightedIndex(_ weights: [Int]) -> Int? {
    var total = 0
    for weight in weights where weight > 0 { total += weight }
    guard total > 0 else { return nil }
    var draw = int(below: total)
    for (index, weight) in weights.enumerated() where weight > 0 {
      if draw < weight { return index }
      draw -= weight
    }
    return nil
  }

  private func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}
