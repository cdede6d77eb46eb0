import InputModel

/// What the fuzzer types on the Korean 2-set keyboard: a syllable is drawn as an initial, a
/// medial and a final key sequence, each from its own weighted table, so every syllable shape
/// comes up (a lone vowel, open syllables, single and double finals, compound vowels, Shift's
/// tense consonants) and consecutive syllables move finals on (`rks` + `k` → 가 나).
///
///     initial "r" + medial "hk" + final "fr"  →  type "rhkfr"  (괅)
extension FuzzVocabulary {
  /// Initial consonant keys (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ); "" gives a syllable
  /// that starts with its vowel, as libhangul shows a lone vowel (ㅏ).
  public static let hangulInitials: [Weighted] =
    [Weighted("", 2)]
    + ["r", "s", "e", "f", "a", "q", "t", "d", "w", "g"].map { Weighted($0, 4) }
    + ["c", "z", "x", "v"].map { Weighted($0, 2) }
    + ["R", "E", "Q", "T", "W"].map { Weighted($0, 1) }

  /// Medial vowel keys, the compound vowels (ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ ㅢ) as their two keys; "" leaves
  /// a lone consonant.
  public static let hangulMedials: [Weighted] =
    [Weighted("", 1)]
    + ["k", "j", "h", "n", "m", "l", "u"].map { Weighted($0, 5) }
    + ["i", "o", "p", "y", "b", "O", "P"].map { Weighted($0, 2) }
    + ["hk", "ho", "hl", "nj", "np", "nl", "ml"].map { Weighted($0, 1) }

  /// Final consonant keys; the double finals (ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ) as their two keys.
  public static let hangulFinals: [Weighted] =
    [Weighted("", 14)]
    + ["r", "s", "f", "a", "q", "d", "t"].map { Weighted($0, 2) }
    + ["e", "w", "c", "z", "x", "v", "g", "T"].map { Weighted($0, 1) }
    + ["rt", "sw", "sg", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "qt"].map { Weighted($0, 1) }
}
