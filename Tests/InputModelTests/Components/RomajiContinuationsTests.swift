import Testing

@testable import InputModel

@Suite("RomajiContinuations: what a pending romaji tail can become")
struct RomajiContinuationsTests {
  static func kana(_ pending: String) -> Set<String> {
    Set((RomajiContinuations.byPendingLetters[pending] ?? []).map { String(decoding: $0, as: UTF16.self) })
  }

  @Test(
    "continuations from Mozc's table, without those another one already finds",
    arguments: [
      ("r", ["ら", "り", "る", "れ", "ろ", "っ"]),
      ("ky", ["きゃ", "きぃ", "きゅ", "きぇ", "きょ"]),
      ("ch", ["ち"]),  // cha chu cho give ちゃ ちゅ ちょ, which ち already finds
      ("ts", ["つ"]),
      ("b", ["ば", "び", "ぶ", "べ", "ぼ", "っ"]),
    ])
  func continuations(pending: String, expected: [String]) {
    #expect(Self.kana(pending) == Set(expected))
  }

  @Test("n can still be ん or start な…の")
  func n() {
    let kana = Self.kana("n")
    #expect(kana.isSuperset(of: ["な", "に", "ぬ", "ね", "の", "ん"]))
    #expect(!kana.contains("にゃ"))
  }

  @Test(
    "split takes the longest trailing letters that start a rule",
    arguments: [
      ("かr", "か", "r"),
      ("かky", "か", "ky"),
      ("r", "", "r"),
      ("きょうsh", "きょう", "sh"),
      ("かkr", "かk", "r"),
      ("かq", "か", "q"),  // q starts qa, qi, … in Mozc's table
    ])
  func split(key: String, head: String, pending: String) {
    let result = RomajiContinuations.split(Array(key.utf16))
    #expect(result.map { String(decoding: $0.head, as: UTF16.self) } == head)
    #expect(result?.pending == pending)
  }

  @Test("no split without a trailing letter", arguments: ["から", "か1", "", "か-"])
  func noSplit(key: String) {
    #expect(RomajiContinuations.split(Array(key.utf16)) == nil)
  }
}
