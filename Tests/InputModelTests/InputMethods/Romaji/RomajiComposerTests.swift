import Testing

@testable import InputModel

extension RomajiComposer {
  /// A composer after typing `typed`, one key per character.
  static func typing(_ typed: String) -> RomajiComposer {
    var composer = RomajiComposer()
    for key in typed {
      _ = composer.input(String(key))
    }
    return composer
  }
}

@Suite("RomajiComposer")
struct RomajiComposerTests {
  /// Keys typed one at a time and the marked text expected after each.
  struct KeyTrace: Sendable, CustomTestStringConvertible {
    var keys: [String]
    var displays: [String]

    /// `typed` is split into one key per character.
    init(_ typed: String, _ displays: [String]) {
      self.keys = typed.map { String($0) }
      self.displays = displays
    }

    var testDescription: String { "\(keys.joined()) → \(displays.last ?? "")" }
  }

  /// A typed sequence and the reading `finish()` returns.
  struct Spelling: Sendable, CustomTestStringConvertible {
    var typed: String
    var reading: String

    init(_ typed: String, _ reading: String) {
      self.typed = typed
      self.reading = reading
    }

    var testDescription: String { "\(typed) → \(reading)" }
  }

  /// A typed sequence, a number of backspaces, and the marked text left.
  struct Backspaces: Sendable, CustomTestStringConvertible {
    var typed: String
    var count: Int
    var display: String

    init(_ typed: String, deleting count: Int, _ display: String) {
      self.typed = typed
      self.count = count
      self.display = display
    }

    var testDescription: String { "\"\(typed)\" ⌫×\(count) → \"\(display)\"" }
  }

  static let traces: [KeyTrace] = [
    KeyTrace("kyouha", ["k", "ky", "きょ", "きょう", "きょうh", "きょうは"]),
    KeyTrace("shinbun", ["s", "sh", "し", "しn", "しんb", "しんぶ", "しんぶn"]),
    KeyTrace("kannji", ["k", "か", "かn", "かん", "かんj", "かんじ"]),
    KeyTrace("kanji", ["k", "か", "かn", "かんj", "かんじ"]),
    KeyTrace(
      "konnnichiha",
      ["k", "こ", "こn", "こん", "こんn", "こんに", "こんにc", "こんにch", "こんにち", "こんにちh", "こんにちは"]),
    KeyTrace("n'a", ["n", "ん", "んあ"]),
    KeyTrace("xn", ["x", "ん"]),
    KeyTrace("xtu", ["x", "xt", "っ"]),
    KeyTrace("ltsu", ["l", "lt", "lts", "っ"]),
    KeyTrace("xa", ["x", "ぁ"]),
    KeyTrace("la", ["l", "ぁ"]),
    KeyTrace("wha", ["w", "wh", "うぁ"]),
    KeyTrace("qa", ["q", "くぁ"]),
    KeyTrace("cha", ["c", "ch", "ちゃ"]),
    KeyTrace("tya", ["t", "ty", "ちゃ"]),
    KeyTrace("sixyu", ["s", "し", "しx", "しxy", "しゅ"]),
    KeyTrace("-", ["ー"]),
    KeyTrace(".", ["。"]),
    KeyTrace(",", ["、"]),
    KeyTrace("[]", ["「", "「」"]),
    KeyTrace("~", ["〜"]),
    KeyTrace("z/zh", ["z", "・", "・z", "・←"]),
    KeyTrace("kk", ["k", "っk"]),
    KeyTrace("kka", ["k", "っk", "っか"]),
    KeyTrace("ttsu", ["t", "っt", "っts", "っつ"]),
    KeyTrace("tch", ["t", "tc", "っch"]),
    KeyTrace("nn", ["n", "ん"]),
    KeyTrace("n", ["n"]),
    KeyTrace("nk", ["n", "んk"]),
    KeyTrace("nya", ["n", "ny", "にゃ"]),
    KeyTrace("www", ["w", "ww", "www"]),
    KeyTrace("wwwa", ["w", "ww", "www", "wっわ"]),
    KeyTrace("wwa", ["w", "ww", "っわ"]),
    KeyTrace("t'i", ["t", "t'", "てぃ"]),
    KeyTrace("KyA", ["k", "ky", "きゃ"]),
  ]

  @Test("marked text after each key", arguments: traces)
  func markedTextAfterEachKey(_ trace: KeyTrace) {
    var composer = RomajiComposer()
    var displays: [String] = []
    for key in trace.keys {
      let taken = composer.input(key)
      #expect(taken)
      displays.append(composer.displayText)
      #expect(composer.caretUTF16Offset == composer.displayText.utf16.count)
    }
    #expect(displays == trace.displays)
  }

  /// Where the pending letters cannot go on. Mozc looks up the pending letters as a whole,
  /// never a shorter prefix of them: `ny` is no rule, so it stays as typed even though `n` is.
  static let deadEnds: [KeyTrace] = [
    KeyTrace("nyk", ["n", "ny", "nyk"]),
    KeyTrace("nyka", ["n", "ny", "nyk", "nyか"]),
    KeyTrace("tsya", ["t", "ts", "tsy", "tsや"]),
    KeyTrace("tca", ["t", "tc", "tcあ"]),
    KeyTrace("k1", ["k", "k１"]),
    KeyTrace("n1", ["n", "ん１"]),
    KeyTrace("ww1", ["w", "ww", "っw１"]),
  ]

  @Test(
    "pending letters that no rule continues are settled, then the key is tried again",
    arguments: deadEnds)
  func deadEnd(_ trace: KeyTrace) {
    var composer = RomajiComposer()
    let displays = trace.keys.map { key in
      _ = composer.input(key)
      return composer.displayText
    }
    #expect(displays == trace.displays)
  }

  static let spellings: [Spelling] = [
    Spelling("toukyou", "とうきょう"),
    Spelling("tokyo", "ときょ"),
    Spelling("ryokou", "りょこう"),
    Spelling("gakkou", "がっこう"),
    Spelling("kitte", "きって"),
    Spelling("matcha", "まっちゃ"),
    Spelling("maccha", "まっちゃ"),
    Spelling("fairu", "ふぁいる"),
    Spelling("dhi", "でぃ"),
    Spelling("thi", "てぃ"),
    Spelling("vu", "ゔ"),
    Spelling("zya", "じゃ"),
    Spelling("ja", "じゃ"),
    Spelling("jya", "じゃ"),
    Spelling("si", "し"),
    Spelling("shi", "し"),
    Spelling("ti", "ち"),
    Spelling("chi", "ち"),
    Spelling("tu", "つ"),
    Spelling("tsu", "つ"),
    Spelling("hu", "ふ"),
    Spelling("fu", "ふ"),
    Spelling("wo", "を"),
    Spelling("di", "ぢ"),
    Spelling("du", "づ"),
    Spelling("shinbun", "しんぶん"),
    Spelling("shimbun", "しmぶん"),
    Spelling("kon'ya", "こんや"),
    Spelling("konya", "こにゃ"),
    Spelling("sanpo", "さんぽ"),
    Spelling("hon", "ほん"),
    Spelling("pa-thi-", "ぱーてぃー"),
    Spelling("kyoukasho", "きょうかしょ"),
    Spelling("kekkonnshiki", "けっこんしき"),
    Spelling("onnna", "おんな"),
    Spelling("onna", "おんあ"),  // nn is ん, so the a stands alone
    Spelling("wi-kuende-", "うぃーくえんでー"),
    Spelling("qwerty", "qうぇrty"),
  ]

  @Test("real words in varied spellings", arguments: spellings)
  func realWords(_ spelling: Spelling) {
    var composer = RomajiComposer.typing(spelling.typed)
    let reading = composer.finish()
    #expect(reading == spelling.reading)
    #expect(composer.displayText == spelling.reading)
    #expect(composer.pendingInput.isEmpty)
  }

  @Test("a trailing n stays visible until enter turns it into ん")
  func trailingN() {
    var composer = RomajiComposer.typing("hon")
    #expect(composer.displayText == "ほn")
    #expect(composer.pendingInput == "n")
    let reading = composer.finish()
    #expect(reading == "ほん")
    #expect(composer.displayText == "ほん")
    _ = composer.input("a")
    #expect(composer.displayText == "ほんあ", "after finish the n is ん, so a does not make な")
  }

  static let finishes: [Spelling] = [
    Spelling("", ""),
    Spelling("ka", "か"),
    Spelling("kan", "かん"),
    Spelling("n", "ん"),
    Spelling("kk", "っk"),
    Spelling("ky", "ky"),
    Spelling("tch", "っch"),
    Spelling("ww", "ww"),
    Spelling("www", "www"),
    Spelling("z", "z"),
    Spelling("ny", "ny"),
  ]

  @Test(
    "finish turns a pending n into ん and keeps other pending letters as typed", arguments: finishes)
  func finish(_ spelling: Spelling) {
    var composer = RomajiComposer.typing(spelling.typed)
    let reading = composer.finish()
    #expect(reading == spelling.reading)
    #expect(composer.displayText == spelling.reading)
    #expect(composer.pendingInput.isEmpty)
    #expect(composer.caretUTF16Offset == spelling.reading.utf16.count)
  }

  static let backspaces: [Backspaces] = [
    Backspaces("", deleting: 1, ""),
    Backspaces("k", deleting: 1, ""),
    Backspaces("ky", deleting: 1, "k"),
    Backspaces("ka", deleting: 1, ""),
    Backspaces("kan", deleting: 1, "か"),
    Backspaces("kan", deleting: 2, ""),
    Backspaces("kk", deleting: 1, "っ"),
    Backspaces("kk", deleting: 2, ""),
    Backspaces("tch", deleting: 1, "っc"),
    Backspaces("kya", deleting: 1, "き"),
    Backspaces("kyou", deleting: 2, "き"),
    Backspaces("k1", deleting: 1, "k"),
    Backspaces("k1", deleting: 2, ""),
    Backspaces("ka", deleting: 5, ""),
  ]

  @Test("backspace removes a pending letter, else one character", arguments: backspaces)
  func backspace(_ step: Backspaces) {
    var composer = RomajiComposer.typing(step.typed)
    for _ in 0..<step.count {
      composer.deleteBackward()
    }
    #expect(composer.displayText == step.display)
    #expect(composer.caretUTF16Offset == step.display.utf16.count)
    #expect(composer.isEmpty == step.display.isEmpty)
  }

  @Test("after deleting a pending letter the rest goes on composing")
  func backspaceThenContinue() {
    var composer = RomajiComposer.typing("ky")
    composer.deleteBackward()
    _ = composer.input("a")
    #expect(composer.displayText == "か")

    var doubled = RomajiComposer.typing("kk")
    doubled.deleteBackward()
    _ = doubled.input("a")
    #expect(doubled.displayText == "っあ", "the k after っ was deleted, so a stands alone")

    var afterKana = RomajiComposer.typing("kan")
    afterKana.deleteBackward()
    _ = afterKana.input("i")
    #expect(afterKana.displayText == "かい")
  }

  @Test("backspace removes a whole emoji, and the caret counts UTF-16 units")
  func backspaceEmoji() {
    var composer = RomajiComposer.typing("a")
    _ = composer.input("👍🏽")
    #expect(composer.displayText == "あ👍🏽")
    #expect(composer.caretUTF16Offset == 1 + 4)
    composer.deleteBackward()
    #expect(composer.displayText == "あ")
    #expect(composer.caretUTF16Offset == 1)
  }

  @Test("reset empties the composition, pending letters included")
  func reset() {
    var composer = RomajiComposer.typing("kan")
    composer.reset()
    #expect(composer.isEmpty)
    #expect(composer.displayText == "")
    #expect(composer.caretUTF16Offset == 0)
    _ = composer.input("a")
    #expect(composer.displayText == "あ", "the n before reset does not make な")
    #expect(composer == RomajiComposer.typing("a"))
  }

  @Test("load replaces the composition by a resolved reading that typing extends")
  func loadReading() {
    var composer = RomajiComposer.typing("kan")
    composer.load(reading: "きょう")
    #expect(composer.displayText == "きょう")
    #expect(composer.pendingInput.isEmpty)
    #expect(composer.caretUTF16Offset == 3)
    _ = composer.input("n")
    #expect(composer.displayText == "きょうn")
    _ = composer.input("a")
    #expect(composer.displayText == "きょうな")
    composer.deleteBackward()
    composer.deleteBackward()
    #expect(composer.displayText == "きょ")
    let reading = composer.finish()
    #expect(reading == "きょ")
  }

  @Test("load of an empty reading leaves an empty composition")
  func loadEmpty() {
    var composer = RomajiComposer.typing("ky")
    composer.load(reading: "")
    #expect(composer.isEmpty)
    #expect(composer == RomajiComposer())
  }

  static let fullWidthFallbacks: [Spelling] = [
    Spelling("1", "１"),
    Spelling("0", "０"),
    Spelling("!", "！"),
    Spelling("?", "？"),
    Spelling("/", "・"),
    Spelling("'", "’"),
    Spelling("\"", "”"),
    Spelling("\\", "￥"),
    Spelling("@", "＠"),
    Spelling(" ", "　"),
    Spelling("ka2", "か２"),
  ]

  @Test("a key no rule starts with is shown full-width", arguments: fullWidthFallbacks)
  func fullWidthFallback(_ spelling: Spelling) {
    let composer = RomajiComposer.typing(spelling.typed)
    #expect(composer.displayText == spelling.reading)
    #expect(composer.pendingInput.isEmpty)
  }

  static let nonASCII: [Spelling] = [
    Spelling("か", "か"),
    Spelling("aカ", "あカ"),
    Spelling("kか", "kか"),
    Spelling("nか", "んか"),
    Spelling("wwか", "っwか"),
    Spelling("ｋ", "ｋ"),
  ]

  @Test(
    "a non-ASCII key is appended as it is, after the pending letters settle", arguments: nonASCII)
  func nonASCIIKey(_ spelling: Spelling) {
    let composer = RomajiComposer.typing(spelling.typed)
    #expect(composer.displayText == spelling.reading)
    #expect(composer.pendingInput.isEmpty)
  }

  @Test("every printable ASCII key is taken", arguments: 0x20...0x7E)
  func printableASCIITaken(_ code: Int) {
    var composer = RomajiComposer()
    let key = String(Character(Unicode.Scalar(UInt8(code))))
    let taken = composer.input(key)
    #expect(taken)
    #expect(!composer.isEmpty)
  }

  @Test(
    "empty and control keys are refused and change nothing",
    arguments: ["", "\n", "\t", "\r\n", "\u{7F}", "\u{85}", "a\n"])
  func controlRefused(_ key: String) {
    var composer = RomajiComposer.typing("k")
    let taken = composer.input(key)
    #expect(!taken)
    #expect(composer.displayText == "k")
  }

  /// The named keys a reading takes, each after typing `kanji` (caret at the end of かんじ).
  static let ownedKeys: [(key: NamedKey, display: String, caret: Int)] = [
    (.left, "かんじ", 2), (.shiftLeft, "かんじ", 2), (.right, "かんじ", 3), (.shiftRight, "かんじ", 3),
    (.down, "かんじ", 3), (.up, "かんじ", 3), (.delete, "かんじ", 3),
  ]

  @Test("romaji owns the arrows and Delete inside its reading, as Mozc", arguments: ownedKeys)
  func ownedKey(_ owned: (key: NamedKey, display: String, caret: Int)) {
    var composer = RomajiComposer.typing("kanji")
    let taken = composer.handle(owned.key)
    #expect(taken)
    #expect(composer.displayText == owned.display)
    #expect(composer.caret == owned.caret)
  }

  @Test(
    "romaji owns no other named key",
    arguments: [NamedKey.space, .enter, .escape, .backspace, .tab, .next, .undoToggle])
  func namedKeysNotOwned(_ key: NamedKey) {
    var composer = RomajiComposer.typing("kan")
    let taken = composer.handle(key)
    #expect(!taken)
    #expect(composer.displayText == "かn")
  }

  @Test("a letter typed inside the reading composes there, and waiting letters stay in their chunk")
  func typingAtTheCaret() {
    var composer = RomajiComposer.typing("kan")
    _ = composer.handle(.left)
    #expect(composer.caretUTF16Offset == 1)
    _ = composer.input("a")
    #expect(composer.displayText == "かあn")
    #expect(composer.caret == 2)
    _ = composer.handle(.right)
    _ = composer.input("a")
    #expect(composer.displayText == "かあな", "the n waited in its own chunk")
  }

  @Test("Backspace and Delete inside the reading split the kana they cut")
  func deletingInside() {
    var composer = RomajiComposer.typing("kyo")
    _ = composer.handle(.left)
    composer.deleteBackward()
    #expect(composer.displayText == "ょ")
    #expect(composer.caret == 0)
    composer.deleteBackward()
    #expect(composer.displayText == "ょ", "nothing before the caret")
    _ = composer.handle(.delete)
    #expect(composer.isEmpty)
  }

  @Test("a string of several characters is fed one character at a time")
  func severalCharacters() {
    var composer = RomajiComposer()
    let taken = composer.input("kyouha")
    #expect(taken)
    #expect(composer.displayText == "きょうは")
  }
}
