import Testing

@testable import InputModel

/// Tap scripts: each character is a key, except `→` (next), `↶` (undo-toggle) and `⌫`
/// (delete backward).
private func composer(after script: String) -> TwelveKeyComposer {
  var composer = TwelveKeyComposer()
  composer.play(script)
  return composer
}

extension TwelveKeyComposer {
  fileprivate mutating func play(_ script: String) {
    for tap in script {
      switch tap {
      case "→": _ = handle(.next)
      case "↶": _ = handle(.undoToggle)
      case "⌫": deleteBackward()
      default: _ = input(String(tap))
      }
    }
  }
}

@Suite("TwelveKeyComposer")
struct TwelveKeyComposerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var script: String
    var display: String
    var testDescription: String { "\(script) → \(display.isEmpty ? "(nothing)" : display)" }
  }

  static let cycling: [Case] = [
    Case(script: "1", display: "あ"),
    Case(script: "11", display: "い"),
    Case(script: "11111", display: "お"),
    Case(script: "111111", display: "ぁ"),
    Case(script: "1111111111", display: "ぉ"),
    Case(script: "11111111111", display: "あ"),
    Case(script: "22222", display: "こ"),
    Case(script: "222222", display: "か"),
    Case(script: "444444", display: "っ"),
    Case(script: "4444444", display: "た"),
    Case(script: "8888", display: "ゃ"),
    Case(script: "8888888", display: "や"),
    Case(script: "0000", display: "ゎ"),
    Case(script: "00000", display: "ー"),
    Case(script: "000000", display: "わ"),
    Case(script: "99999", display: "ろ"),
  ]

  @Test("repeating a key cycles through its kana and wraps", arguments: cycling)
  func cycles(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  static let differentKeys: [Case] = [
    Case(script: "12", display: "あか"),
    Case(script: "21", display: "かあ"),
    Case(script: "1121", display: "いかあ"),
    Case(script: "2342", display: "かさたか"),
    Case(script: "0404", display: "わたわた"),
  ]

  @Test("a different key starts a new kana", arguments: differentKeys)
  func newKana(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  static let modifier: [Case] = [
    Case(script: "22*", display: "ぎ"),
    Case(script: "2*", display: "が"),
    Case(script: "2**", display: "か"),
    Case(script: "6*", display: "ば"),
    Case(script: "6**", display: "ぱ"),
    Case(script: "6***", display: "は"),
    Case(script: "444*", display: "っ"),
    Case(script: "444**", display: "づ"),
    Case(script: "444***", display: "つ"),
    Case(script: "111*", display: "ぅ"),
    Case(script: "111**", display: "ゔ"),
    Case(script: "111***", display: "う"),
    Case(script: "8*", display: "ゃ"),
    Case(script: "0*", display: "ゎ"),
    // After * toggling has ended: the same key starts a new kana, * keeps modifying.
    Case(script: "2*2", display: "がか"),
    Case(script: "1*1", display: "ぁあ"),
    Case(script: "6**6", display: "ぱは"),
    // ぁ reached by toggling is still toggling; * on it makes あ and ends toggling.
    Case(script: "111111*", display: "あ"),
    Case(script: "111111*1", display: "ああ"),
    // * with nothing before it does nothing.
    Case(script: "*", display: ""),
    Case(script: "**1", display: "あ"),
    // Kana without a modified form ignore *, and keep toggling.
    Case(script: "5*", display: "な"),
    Case(script: "5*5", display: "に"),
    Case(script: "00*", display: "を"),
    Case(script: "00*0", display: "ん"),
    Case(script: "#*#", display: "。"),
    // * acts on the last kana only.
    Case(script: "12*", display: "あが"),
  ]

  @Test("* cycles the last kana's voiced, semi-voiced and small forms", arguments: modifier)
  func modifies(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  static let punctuation: [Case] = [
    Case(script: "#", display: "、"),
    Case(script: "##", display: "。"),
    Case(script: "###", display: "？"),
    Case(script: "####", display: "！"),
    Case(script: "#####", display: "・"),
    Case(script: "######", display: "\u{3000}"),
    Case(script: "#######", display: "、"),
    Case(script: "##→#", display: "。、"),
    Case(script: "1#", display: "あ、"),
  ]

  @Test("# cycles 、。？！・ and a full-width space", arguments: punctuation)
  func punctuates(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  static let nextAndUndo: [Case] = [
    Case(script: "1→1", display: "ああ"),
    Case(script: "11→1", display: "いあ"),
    Case(script: "1111111111→1", display: "ぉあ"),
    Case(script: "444444→4", display: "った"),
    Case(script: "1→→1", display: "ああ"),
    // * after next still modifies the kana.
    Case(script: "1→*", display: "ぁ"),
    Case(script: "2→*", display: "が"),
    Case(script: "2→**", display: "か"),
    // Undo steps back one, wrapping from the first kana to the last.
    Case(script: "11↶", display: "あ"),
    Case(script: "1↶", display: "ぉ"),
    Case(script: "2↶", display: "こ"),
    Case(script: "11111111111↶", display: "ぉ"),
    Case(script: "0↶", display: "ー"),
    Case(script: "#↶", display: "\u{3000}"),
    Case(script: "11↶1", display: "い"),
    Case(script: "12↶", display: "あこ"),
    // Once toggling has ended there is nothing to undo.
    Case(script: "1→↶", display: "あ"),
    Case(script: "2*↶", display: "が"),
    Case(script: "1*↶", display: "ぁ"),
  ]

  @Test("next ends toggling; undo-toggle steps back one", arguments: nextAndUndo)
  func nextAndUndoToggle(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  static let fullCycles: [(key: String, kana: String)] = [
    ("1", "あいうえおぁぃぅぇぉ"), ("2", "かきくけこ"), ("3", "さしすせそ"), ("4", "たちつてとっ"),
    ("5", "なにぬねの"), ("6", "はひふへほ"), ("7", "まみむめも"), ("8", "やゆよゃゅょ"),
    ("9", "らりるれろ"), ("0", "わをんゎー"), ("#", "、。？！・\u{3000}"),
  ]

  @Test("a full cycle forward, wrapping, then undo-toggle back round it", arguments: fullCycles)
  func roundTrip(_ cycle: (key: String, kana: String)) {
    var composer = TwelveKeyComposer()
    let kana = cycle.kana.map(String.init)
    for expected in kana + [kana[0]] {
      _ = composer.input(cycle.key)
      #expect(composer.displayText == expected)
    }
    for expected in kana.reversed() {
      _ = composer.handle(.undoToggle)
      #expect(composer.displayText == expected)
    }
    // Still toggling: the key moves on from the first kana.
    _ = composer.input(cycle.key)
    #expect(composer.displayText == kana[1])
  }

  static let aliases: [Case] = [
    Case(script: "かか゛", display: "ぎ"),
    Case(script: "あ", display: "あ"),
    Case(script: "さたなはまやらわ", display: "さたなはまやらわ"),
    Case(script: "ははは", display: "ふ"),
    Case(script: "、、", display: "。"),
    Case(script: "1あ", display: "い"),
  ]

  @Test("key-cap kana, 、 and ゛ press their keys", arguments: aliases)
  func keyCaps(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  @Test(
    "characters not on the keypad are refused and change nothing",
    arguments: ["a", "q", "ア", "が", "い", "12", "", "＊", "。"])
  func refusesOtherCharacters(_ character: String) {
    var composer = composer(after: "22")
    let taken = composer.input(character)
    #expect(!taken)
    #expect(composer.displayText == "き")
  }

  static let deleting: [Case] = [
    Case(script: "⌫", display: ""),
    Case(script: "1⌫", display: ""),
    Case(script: "11⌫", display: ""),
    Case(script: "12⌫", display: "あ"),
    // Deleting ends toggling: the same key starts a new kana.
    Case(script: "112⌫1", display: "いあ"),
    Case(script: "11⌫1", display: "あ"),
    Case(script: "2*⌫", display: ""),
    Case(script: "12*⌫", display: "あ"),
    Case(script: "1→⌫", display: ""),
    Case(script: "1→1⌫", display: "あ"),
    Case(script: "#⌫", display: ""),
    Case(script: "12⌫⌫⌫", display: ""),
    // As in Mozc, only keys that start chunks (digits, #) start anew after a delete;
    // * and undo-toggle still act on the kana now last.
    Case(script: "112⌫*", display: "ぃ"),
    Case(script: "112⌫↶", display: "あ"),
  ]

  @Test("delete backward removes the last kana and ends toggling", arguments: deleting)
  func deletes(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  @Test("finish returns the reading and changes nothing")
  func finishes() {
    var composer = composer(after: "22*2")
    let reading = composer.finish()
    #expect(reading == "ぎか")
    #expect(composer.displayText == "ぎか")
    var empty = TwelveKeyComposer()
    let nothing = empty.finish()
    #expect(nothing == "")
  }

  @Test("reset empties the composition, and the next key starts afresh")
  func resets() {
    var composer = composer(after: "11")
    composer.reset()
    #expect(composer.isEmpty)
    #expect(composer.displayText == "")
    composer.play("1")
    #expect(composer.displayText == "あ")
  }

  struct LoadCase: CustomTestStringConvertible, Sendable {
    var reading: String
    var script: String
    var display: String
    init(_ reading: String, _ script: String, _ display: String) {
      (self.reading, self.script, self.display) = (reading, script, display)
    }
    var testDescription: String { "load \(reading), \(script) → \(display)" }
  }

  static let loading: [LoadCase] = [
    LoadCase("かき", "", "かき"),
    LoadCase("かき", "2", "かきか"),
    LoadCase("かき", "*", "かぎ"),
    LoadCase("かき", "**", "かき"),
    LoadCase("かき", "⌫", "か"),
    LoadCase("かき", "⌫2", "かか"),
    LoadCase("漢字", "*", "漢字"),
    LoadCase("漢字", "1", "漢字あ"),
    LoadCase("漢字", "⌫", "漢"),
    LoadCase("", "1", "あ"),
    LoadCase("は", "**", "ぱ"),
  ]

  @Test("load shows the reading, toggling ended: its key starts anew, * still modifies", arguments: loading)
  func loads(_ example: LoadCase) {
    var composer = TwelveKeyComposer()
    composer.play("11")
    composer.load(reading: example.reading)
    composer.play(example.script)
    #expect(composer.displayText == example.display)
  }

  @Test("next and undo-toggle are taken only while composing; other named keys never")
  func namedKeys() {
    var composer = TwelveKeyComposer()
    let nextWhenEmpty = composer.handle(.next)
    let undoWhenEmpty = composer.handle(.undoToggle)
    #expect(!nextWhenEmpty && !undoWhenEmpty)
    composer.play("1")
    let next = composer.handle(.next)
    let undo = composer.handle(.undoToggle)
    #expect(next && undo)
    for key in NamedKey.allCases where key != .next && key != .undoToggle {
      let taken = composer.handle(key)
      #expect(!taken, "\(key.rawValue)")
    }
    #expect(composer.displayText == "あ")
  }

  @Test("the caret is at the end, in UTF-16 code units")
  func caret() {
    #expect(composer(after: "22*2").caretUTF16Offset == 2)
    #expect(TwelveKeyComposer().caretUTF16Offset == 0)
    var composer = TwelveKeyComposer()
    composer.load(reading: "👍か")
    #expect(composer.caretUTF16Offset == 3)
  }

  @Test("display never shows the table's internal states")
  func noInternalStates() {
    for script in ["1*", "1→", "2*→↶*", "#→", "6**"] {
      let display = composer(after: script).displayText
      #expect(!display.unicodeScalars.contains { (0xF000...0xF8FF).contains($0.value) }, "\(script)")
      #expect(!display.contains("{"), "\(script)")
    }
  }
}
