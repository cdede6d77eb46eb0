internal import CICU
import Synchronization

/// The key that suggestions and search compare: text folded so that the spellings a person
/// means as "the same" compare equal.
///
/// The policy (docs/text.md has the full table, one test per row):
/// 1. Spacing voiced marks ゛ ゜ (U+309B/C) become the combining marks U+3099/A, so "か゛"
///    keys like "が" (NFKC alone would turn them into a space plus a mark).
/// 2. NFKC with case folding (ICU `unorm2` NFKC_Casefold): half-width kana become full-width
///    and compose with their voiced marks (ｶﾞ → ガ), full-width ASCII becomes ASCII and case is
///    folded (Ａ１ → a1), ～ becomes ~, compatibility ligatures expand (ヿ → コト).
/// 3. Katakana fold to hiragana (ア → あ, ヽヾ → ゝゞ, ヷヸヹヺ → わ゙ ゐ゙ ゑ゙ を゙); ヵ ヶ (and ゕ ゖ)
///    fold to か け, the letters they stand for in 一ヶ月 and 三ヵ所.
/// 4. The wave dash 〜 (U+301C) folds to ~ as ～ does: the two are one JIS character that
///    different platforms map differently.
/// ー (the long vowel mark) is kept: パーティー keys as ぱーてぃー, never ぱあてぃい.
///
///     MatchingKey.make("カラアゲ") == MatchingKey.make("ｶﾗｱｹﾞ") == "からあげ"
public enum MatchingKey {
  /// The matching key of `text`.
  ///
  ///     "ｶﾗｱｹﾞ" → "からあげ",  "ＫＡＲＡ" → "kara",  "パーティー" → "ぱーてぃー"
  public static func make(_ text: String) -> String {
    MatchingKeyMaker.withShared { $0.key(of: text) }
  }

  /// The matching key as UTF-16 code units (what the suggestion index compares).
  public static func utf16Key(_ text: String) -> [UInt16] {
    MatchingKeyMaker.withShared { $0.utf16Key(of: text) }
  }

  /// Folds one UTF-16 code unit after NFKC: katakana to hiragana and the policy's special
  /// cases. Returns the unit unchanged when no rule applies. ヷ–ヺ expand to two units and are
  /// handled by the caller.
  @inline(__always)
  static func foldUnit(_ unit: UInt16) -> UInt16 {
    switch unit {
    case 0x30F5, 0x3095: return 0x304B  // ヵ ゕ → か
    case 0x30F6, 0x3096: return 0x3051  // ヶ ゖ → け
    case 0x30A1...0x30F4: return unit &- 0x60  // ァ…ヴ → ぁ…ゔ
    case 0x30FD, 0x30FE: return unit &- 0x60  // ヽヾ → ゝゞ
    case 0x301C: return 0x007E  // 〜 → ~
    default: return unit
    }
  }
}

/// Reusable buffers for making keys, borrowed from a pool so a query allocates only its
/// result.
final class MatchingKeyMaker: @unchecked Sendable {
  private static let pool = Mutex<[MatchingKeyMaker]>([])

  static func withShared<Result>(_ body: (MatchingKeyMaker) -> Result) -> Result {
    let maker = pool.withLock { $0.popLast() } ?? MatchingKeyMaker()
    defer { pool.withLock { $0.append(maker) } }
    return body(maker)
  }

  private let normalizer: OpaquePointer?
  private var source: [UInt16] = []
  private var normalized: [UInt16] = []

  init() {
    var status = CICU_U_ZERO_ERROR
    let instance = cicu_nfkc_casefold(&status)
    normalizer = status > 0 ? nil : instance
    source.reserveCapacity(64)
    normalized = [UInt16](repeating: 0, count: 128)
  }

  func key(of text: String) -> String {
    let count = fill(text)
    return String(decoding: normalized[0..<count], as: UTF16.self)
  }

  func utf16Key(of text: String) -> [UInt16] {
    let count = fill(text)
    return Array(normalized[0..<count])
  }

  /// Writes the key of `text` into `normalized` and returns its length in UTF-16 units.
  private func fill(_ text: String) -> Int {
    source.removeAll(keepingCapacity: true)
    for unit in text.utf16 {
      switch unit {
      case 0x309B: source.append(0x3099)  // ゛ → combining
      case 0x309C: source.append(0x309A)  // ゜ → combining
      default: source.append(unit)
      }
    }
    var length = normalize()
    // Fold in place; ヷヸヹヺ need one extra unit each, so count them first.
    var expansions = 0
    for index in 0..<length where (0x30F7...0x30FA).contains(normalized[index]) { expansions += 1 }
    if expansions > 0 {
      if normalized.count < length + expansions {
        normalized.append(contentsOf: repeatElement(0, count: length + expansions - normalized.count))
      }
      var write = length + expansions
      var read = length
      while read > 0 {
        read -= 1
        let unit = normalized[read]
        if (0x30F7...0x30FA).contains(unit) {
          write -= 2
          // ヷ ヸ ヹ ヺ → わ ゐ ゑ を + U+3099
          normalized[write] = unit &- 0x30F7 &+ 0x308F
          normalized[write + 1] = 0x3099
        } else {
          write -= 1
          normalized[write] = MatchingKey.foldUnit(unit)
        }
      }
      length += expansions
    } else {
      for index in 0..<length { normalized[index] = MatchingKey.foldUnit(normalized[index]) }
    }
    return length
  }

  /// NFKC_Casefold of `source` into `normalized`; grows the buffer when ICU asks for more.
  private func normalize() -> Int {
    guard let normalizer else {
      if normalized.count < source.count {
        normalized = source
      } else {
        for index in source.indices { normalized[index] = source[index] }
      }
      return source.count
    }
    for _ in 0..<2 {
      var status = CICU_U_ZERO_ERROR
      let capacity = normalized.count
      let written = source.withUnsafeBufferPointer { input in
        normalized.withUnsafeMutableBufferPointer { output in
          cicu_unorm2_normalize(
            normalizer, input.baseAddress, Int32(input.count), output.baseAddress,
            Int32(capacity), &status)
        }
      }
      if status == CICU_U_BUFFER_OVERFLOW_ERROR {
        normalized = [UInt16](repeating: 0, count: Int(written) + 16)
        continue
      }
      if status > 0 { break }
      return Int(written)
    }
    // Normalization failed (not expected with valid UTF-16 from a String): key the text as is.
    normalized = source
    return source.count
  }
}
