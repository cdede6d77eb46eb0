/// A precomposed Hangul syllable (U+AC00–U+D7A3) split into its jamo by Unicode's arithmetic:
/// index = (L × 21 + V) × 28 + T.
///
///     HangulSyllable("한")  →  initial ㅎ, medial ㅏ, final ㄴ; keys "gks"
///     HangulSyllable("값")  →  initial ㄱ, medial ㅏ, final ㅄ; keys "rkqt"
///     HangulSyllable("a")   →  nil
///
/// The jamo are the compatibility letters (U+3131…), what a keyboard shows for a lone jamo;
/// the keys are the 2-set (dubeolsik) keys that type each on a QWERTY layout.
public struct HangulSyllable: Equatable, Sendable {
  /// 0–18: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ.
  public var initialIndex: Int
  /// 0–20: ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ.
  public var medialIndex: Int
  /// 0–27: none, then ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ.
  public var finalIndex: Int

  static let firstScalar: UInt32 = 0xAC00
  static let lastScalar: UInt32 = 0xD7A3

  static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ").map(String.init)
  static let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ").map(String.init)
  static let finals = [""] + Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ").map(String.init)

  static let initialKeys = [
    "r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g",
  ]
  static let medialKeys = [
    "k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml",
    "l",
  ]
  static let finalKeys = [
    "", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
    "t",
    "T", "d", "w", "c", "z", "x", "v", "g",
  ]

  /// The syllable `character` is, or `nil` when it is not one precomposed Hangul syllable.
  public init?(_ character: Character) {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first,
      (Self.firstScalar...Self.lastScalar).contains(scalar.value)
    else { return nil }
    let index = Int(scalar.value - Self.firstScalar)
    initialIndex = index / (21 * 28)
    medialIndex = (index % (21 * 28)) / 28
    finalIndex = index % 28
  }

  /// The compatibility jamo, initial, medial and (when there is one) final: 한 → ["ㅎ", "ㅏ", "ㄴ"].
  public var jamo: [String] {
    let final = Self.finals[finalIndex]
    return [Self.initials[initialIndex], Self.medials[medialIndex]] + (final.isEmpty ? [] : [final])
  }

  /// The 2-set keys that type the syllable on its own: 한 → "gks", 괜 → "rhos".
  public var keys: String {
    Self.initialKeys[initialIndex] + Self.medialKeys[medialIndex] + Self.finalKeys[finalIndex]
  }

  /// The 2-set keys for Hangul text: syllables and compatibility jamo become their keys,
  /// anything else `nil`. "한글" → "gksrmf".
  public static func keys(for text: String) -> String? {
    var keys = ""
    for character in text {
      if let syllable = HangulSyllable(character) {
        keys += syllable.keys
      } else if let index = initials.firstIndex(of: String(character)) {
        keys += initialKeys[index]
      } else if let index = medials.firstIndex(of: String(character)) {
        keys += medialKeys[index]
      } else if let index = finals.firstIndex(of: String(character)), index > 0 {
        keys += finalKeys[index]
      } else {
        return nil
      }
    }
    return keys
  }
}
