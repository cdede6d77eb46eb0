/// Sebastiano Vigna's SplitMix64: a 64-bit counter passed through a mixing function. The
/// fuzzer uses it to turn one seed into independent run seeds and to seed xoshiro256**.
///
/// The algorithm is fixed (constants from Vigna's public-domain reference), so the same
/// seed gives the same numbers on every machine and every Swift version.
///
///     var generator = SplitMix64(seed: 0)
///     generator.next()   // 0xE220A8397B1DCDAF
public struct SplitMix64: Hashable, Sendable {
  /// The counter; each `next()` adds the golden-ratio increment.
  public private(set) var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// The finalizer alone: a bijection of 64-bit values that spreads every input bit over
  /// the output (`mix(0) == 0`).
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
