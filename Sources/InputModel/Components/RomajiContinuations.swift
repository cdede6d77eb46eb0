/// What a pending romaji tail can still become, derived from `RomajiTable.rules`.
///
/// The keyboard shows letters that wait for the rest of a syllable as ASCII after the kana
/// (`"かr"`). Those letters are the start of one or more rule inputs; each such rule's output
/// is a kana the person may be typing:
///
///     "r"  → ら り る れ ろ っ …   (ra, ri, …, rr; りゃ is already found by り)
///     "ky" → きゃ きぃ きゅ きぇ きょ
///     "n"  → な に ぬ ね の ん …   (na, …, nn, n')
///
/// Only ASCII letters count as a tail: the keyboard shows nothing else pending.
enum RomajiContinuations {
  /// Each prefix of a rule input made of ASCII letters → the matching keys of the outputs
  /// of every rule whose input starts with it, unique, in table order, without those that
  /// extend another one (`"k"` keeps き and drops きゃ).
  static let byPendingLetters: [String: [[UInt16]]] = {
    var table: [String: [[UInt16]]] = [:]
    for rule in RomajiTable.rules where !rule.output.isEmpty {
      let letters = Array(rule.input.utf8)
      guard !letters.isEmpty else { continue }
      for length in 1...letters.count {
        let prefix = letters[0..<length]
        guard prefix.allSatisfy(isASCIILetter) else { break }
        let pending = String(decoding: prefix, as: UTF8.self)
        let key = MatchingKey.utf16Key(rule.output)
        if !(table[pending]?.contains(key) ?? false) { table[pending, default: []].append(key) }
      }
    }
    // A continuation that starts with another one finds nothing new (き already finds
    // every きゃ…): dropping it saves binary searches per keystroke.
    return table.mapValues { keys in
      keys.filter { key in !keys.contains { $0 != key && key.starts(with: $0) } }
    }
  }()

  /// The longest trailing run of ASCII letters in `key` that starts some rule input, and the
  /// part before it; `nil` when the key does not end in such letters.
  ///
  ///     "かr" → ("か", "r"),  "かky" → ("か", "ky"),  "から" → nil,  "かq1" → nil
  static func split(_ key: [UInt16]) -> (head: [UInt16], pending: String)? {
    var start = key.count
    while start > 0 && isASCIILetter(key[start - 1]) { start -= 1 }
    while start < key.count {
      let pending = String(decoding: key[start...], as: UTF16.self)
      if byPendingLetters[pending] != nil { return (Array(key[0..<start]), pending) }
      start += 1
    }
    return nil
  }

  private static func isASCIILetter(_ unit: UInt8) -> Bool {
    (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit)
  }

  private static func isASCIILetter(_ unit: UInt16) -> Bool {
    (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit)
  }
}
