import InputModel

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

// MARK: What the tools say about Hangul

extension HangulSyllable {
  /// What a `type` step on the hangul keyboard is told when it gives text that is no key:
  /// the Shift keys, and the keys that type the text when it is Hangul.
  ///
  ///     "한"  →  "; Shift+R E Q T W O P give ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ; type \"gks\" types \"한\""
  @Sendable static func typingAdvice(for text: String) -> String {
    var advice = "; Shift+R E Q T W O P give ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ"
    if let keys = keys(for: text) {
      advice += "; type \"\(keys)\" types \(BoundedEcho.quoted(text))"
    }
    return advice
  }

  /// `inspect`'s line for a Hangul syllable: its jamo by Unicode's arithmetic
  /// (U+AC00 + (L × 21 + V) × 28 + T), the conjoining jamo's code points and the 2-set keys;
  /// `nil` for any other scalar.
  ///
  ///     한  →  "      jamo ㅎ ㅏ ㄴ  (L U+1112, V U+1161, T U+11AB)  2-set keys gks"
  @Sendable static func inspectLine(for scalar: Unicode.Scalar) -> String? {
    guard let syllable = HangulSyllable(Character(scalar)) else { return nil }
    var parts = [
      "L U+" + hex(0x1100 + syllable.initialIndex),
      "V U+" + hex(0x1161 + syllable.medialIndex),
    ]
    if syllable.finalIndex > 0 { parts.append("T U+" + hex(0x11A7 + syllable.finalIndex)) }
    return
      "      jamo \(syllable.jamo.joined(separator: " "))  (\(parts.joined(separator: ", ")))  2-set keys \(syllable.keys)"
  }

  /// Four upper-case hex digits (every conjoining jamo is in U+1100…U+11FF).
  private static func hex(_ value: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
  }
}
