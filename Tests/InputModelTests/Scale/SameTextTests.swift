import Testing

@testable import InputModel

/// `isSameText(as:)` answers what `==` answers (canonical equivalence), on texts built to
/// straddle every normalization edge near the place they differ.
@Suite("Same text: == semantics at memcmp speed")
struct SameTextTests {
  /// Pieces that compose, decompose, reorder or join across their neighbours.
  static let pieces = [
    "a", "e", "\u{301}", "\u{316}", "é", "e\u{301}", "か", "\u{3099}", "が", "ｶ", "ﾞ", "ᄀ", "\u{1161}",
    "\u{11A8}", "가", "각", "Å", "\u{212B}", "A\u{30A}", "今", "👨", "\u{200D}", "👩", "🇯", "🇵", "\u{FE0F}",
    "\u{0B47}", "\u{0B3E}", "\u{0B4B}", "Ω", "\u{2126}", "ｔ", "\r", "\n", " ",
  ]

  static func text(_ random: inout SplitMix64, length: Int) -> String {
    var text = ""
    for _ in 0..<length { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    return text
  }

  @Test("agrees with == on 20,000 pairs sharing long ends and differing in between")
  func agreesWithEquality() {
    var random = SplitMix64(seed: 11)
    var disagreements: [String] = []
    var equalPairs = 0
    for _ in 0..<20_000 {
      let prefix = Self.text(&random, length: Int(random.next() % 6))
      let suffix = Self.text(&random, length: Int(random.next() % 6))
      let left = prefix + Self.text(&random, length: Int(random.next() % 3)) + suffix
      let right = prefix + Self.text(&random, length: Int(random.next() % 3)) + suffix
      if left == right { equalPairs += 1 }
      if left.isSameText(as: right) != (left == right) {
        disagreements.append("\(left.unicodeScalars.map(\.value)) vs \(right.unicodeScalars.map(\.value))")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    // Enough equal and canonically-equal-but-different pairs to mean something.
    #expect(equalPairs > 1_000)
  }

  @Test("a long common prefix is compared as memory, not canonically")
  func longPrefixIsNotCanonical() {
    let base = String(repeating: "今日はか\u{3099}👨‍👩‍👧", count: 10_000)
    let work = TextWork()
    let same = TextWork.$current.withValue(work) { (base + "x").isSameText(as: base + "y") }
    #expect(!same)
    #expect(work.bytesComparedCanonically == 2)
    #expect(work.bytesCompared == base.utf8.count)
  }
}
