import InputModel

/// What the fuzzer types on the pinyin keyboard: common syllables key by key (Rime joins them
/// into words), some abbreviations and stray letters, and the digits that pick from the page.
///
///     "ni" "hao"  →  type "n" "i" "h" "a" "o"   →  "[ni hao|]"  candidates 你好 …
extension FuzzVocabulary {
  public static let pinyinUnits: [Weighted] =
    [
      "ni", "hao", "wo", "shi", "de", "zhong", "guo", "ren", "men", "bu", "zai", "you", "le", "ta",
      "zhe", "ge", "shang", "lai", "dao", "shuo", "xue", "sheng", "jia", "tian", "qi", "xiang",
    ].map { Weighted($0, 3) }
    + [
      "a", "e", "o", "ai", "an", "er", "nv", "lv", "zhuang", "chuang", "xiong", "jue", "que", "yue",
      "ri", "ci", "si", "ju", "qu", "xu", "wang", "ying", "yong",
    ].map { Weighted($0, 1) }
    + ["n", "zh", "x", "'"].map { Weighted($0, 1) }
    + ["1", "2", "3"].map { Weighted($0, 2) }
}
