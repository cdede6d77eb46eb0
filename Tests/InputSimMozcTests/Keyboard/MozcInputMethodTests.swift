import InputModel
import Testing

@testable import InputSimMozc

@Suite("MozcInputMethod: keys to a real Mozc, its preedit, candidates and results to the field")
struct MozcInputMethodTests {
  @Test("kan: Mozc's reading with the pending n full width, caret after it")
  func readingWithPendingLetter() throws {
    let typist = try Typist()
    try typist.type("kan")
    #expect(typist.field == "[かｎ|]")
    #expect(typist.keyboard.compositionBuffer == "かｎ")
    #expect(typist.keyboard.candidates == [], "no suggestions while typing: they are turned off")
    #expect(
      typist.client.takeCommands() == [
        .setMarkedText("ｋ", .caret(at: 1)), .setMarkedText("か", .caret(at: 1)),
        .setMarkedText("かｎ", .caret(at: 2)),
      ])
  }

  @Test("kanji + space: a conversion, its segment selected, Mozc's candidates in order")
  func conversion() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.press(.space)
    #expect(typist.field == "[{感じ}]")
    #expect(Array(typist.keyboard.candidates.prefix(4)) == ["感じ", "漢字", "幹事", "カンジ"])
    try typist.press(.space)
    #expect(typist.field == "[{漢字}]", "the second space moves to the second candidate")
    try typist.press(.enter)
    #expect(typist.field == "漢字|")
    #expect(typist.keyboard.compositionBuffer == "")
    #expect(typist.keyboard.candidates == [])
  }

  @Test("a sentence converts into three segments: 私は|日本語を|勉強しています")
  func threeSegments() throws {
    let typist = try Typist()
    try typist.type("watashihanihongowobenkyoushiteimasu")
    try typist.perform(.convert)
    #expect(typist.segments == ["私は", "日本語を", "勉強しています"])
    #expect(typist.field == "[{私は}日本語を勉強しています]")
    try typist.press(.right)
    #expect(typist.field == "[私は{日本語を}勉強しています]", "Right focuses the next segment")
    #expect(typist.keyboard.candidates.first == "日本語を")
    try typist.press(.shiftLeft)
    #expect(typist.segments == ["私は", "日本語", "を", "勉強しています"], "Shift+Left shrinks it")
    try typist.perform(.commit)
    #expect(typist.field == "私は日本語を勉強しています|")
  }

  @Test("next-candidate and prev-candidate move through the list; convert during a conversion does nothing")
  func nextAndPrevious() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert, .convert)
    #expect(typist.field == "[{感じ}]")
    try typist.perform(.nextCandidate)
    #expect(typist.field == "[{漢字}]")
    try typist.perform(.nextCandidate, .previousCandidate)
    #expect(typist.field == "[{漢字}]")
  }

  @Test("select n counts in the whole list, beyond the visible page of 9")
  func selectBeyondPage() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert)
    let candidates = typist.keyboard.candidates
    try #require(candidates.count > 12, "kanji has \(candidates.count) candidates")
    try typist.perform(.selectCandidate(index: 12))
    #expect(typist.field == "[{\(candidates[11])}]")
    #expect(typist.keyboard.lastOutput.allCandidates?.focusedIndex == 11)
    _ = typist.client.takeCommands()
    try typist.perform(.selectCandidate(index: 2))
    #expect(typist.field == "[{漢字}]", "back up the list")
    #expect(typist.client.takeCommands() == [.setMarkedText("漢字", UTF16Range(location: 0, length: 2))])
    try typist.perform(.selectCandidate(index: candidates.count))
    #expect(typist.field == "[{\(candidates[candidates.count - 1])}]", "the last one")
  }

  @Test("select a word focuses its candidate; a word Mozc does not offer is an error listing the candidates")
  func selectWord() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert, .selectWord("幹事"))
    #expect(typist.field == "[{幹事}]")
    #expect {
      try typist.perform(.selectWord("感字"))
    } throws: { error in
      guard case InputMethodError.conversion(.wordNotAmongCandidates("感字", let candidates)) = error else {
        return false
      }
      return candidates == typist.keyboard.candidates
    }
  }

  @Test("a candidate number beyond the list is candidatePositionOutOfRange with the list's length")
  func positionOutOfRange() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert)
    let count = typist.keyboard.candidates.count
    #expect(
      throws: InputMethodError.conversion(
        .candidatePositionOutOfRange(position: count + 1, candidateCount: count))
    ) {
      try typist.perform(.selectCandidate(index: count + 1))
    }
    #expect(
      throws: InputMethodError.conversion(.candidatePositionOutOfRange(position: 0, candidateCount: count))
    ) {
      try typist.perform(.selectCandidate(index: 0))
    }
    #expect(typist.field == "[{感じ}]", "nothing changed")
  }

  @Test("a candidate outside the BMP: 𠮷 is one code point for Mozc, two UTF-16 units in the field")
  func nonBMPCandidate() throws {
    let typist = try Typist()
    try typist.type("tsuchiyoshi")
    try typist.perform(.convert, .selectWord("𠮷"))
    #expect(typist.field == "[{𠮷}]")
    #expect(typist.client.field.state.selectedRange == UTF16Range(location: 0, length: 2))
    try typist.perform(.commit)
    try typist.type("kan")
    #expect(typist.field == "𠮷[かｎ|]")
    #expect(typist.client.markedRange == UTF16Range(location: 2, length: 2))
  }

  @Test("candidate gestures without a conversion are notConverting")
  func gesturesNeedConversion() throws {
    let typist = try Typist()
    #expect(throws: InputMethodError.conversion(.notConverting(gesture: "next-candidate"))) {
      try typist.perform(.nextCandidate)
    }
    try typist.type("kan")
    #expect(throws: InputMethodError.conversion(.notConverting(gesture: "select 1"))) {
      try typist.perform(.selectCandidate(index: 1))
    }
  }

  @Test("keys Mozc does not consume reach the field: enter, escape, arrows, backspace, tab")
  func passThrough() throws {
    let typist = try Typist(text: "ab")
    try typist.press(.enter, .escape, .left, .backspace, .tab)
    #expect(
      typist.client.takeCommands() == [
        .doCommand(.insertNewline), .doCommand(.cancelOperation), .doCommand(.moveLeft), .deleteBackward,
        .doCommand(.insertTab),
      ])
  }

  @Test("idle space: Mozc types an ideographic space (U+3000)")
  func idleSpace() throws {
    let typist = try Typist()
    try typist.press(.space)
    #expect(typist.field == "\u{3000}|")
  }

  @Test("a letter during a conversion commits it and starts a new reading")
  func letterCommitsConversion() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert)
    _ = typist.client.takeCommands()
    try typist.type("k")
    #expect(typist.field == "感じ[ｋ|]")
    #expect(typist.client.takeCommands() == [.insertText("感じ"), .setMarkedText("ｋ", .caret(at: 1))])
  }

  @Test("cancel (escape) goes back to the reading, then clears it")
  func cancel() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert, .cancel)
    #expect(typist.field == "[かんじ|]")
    try typist.perform(.cancel)
    #expect(typist.field == "|")
    #expect(typist.keyboard.compositionBuffer == "")
    try typist.perform(.cancel, .commit)
    #expect(typist.field == "|", "cancel and commit with nothing composed do nothing")
  }

  @Test("left and right move the caret inside a reading; backspace deletes before it")
  func caretInReading() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.press(.left)
    #expect(typist.field == "[かん|じ]")
    try typist.press(.backspace)
    #expect(typist.field == "[か|じ]")
  }

  @Test("kana go in as typed, where Mozc takes them; other text is an error naming it")
  func kanaInput() throws {
    let typist = try Typist()
    try typist.type("かんじ")
    #expect(typist.field == "[かんじ|]")
    try typist.perform(.convert)
    #expect(typist.field == "[{感じ}]")
    #expect(MozcKeyboard.canType("ア") && MozcKeyboard.canType("ｶ") && MozcKeyboard.canType("ー"))
    #expect(!MozcKeyboard.canType("é") && !MozcKeyboard.canType("漢") && !MozcKeyboard.canType("😀"))
    #expect(throws: InputMethodError.engineUnavailable(MozcError.notTypeable("é").engineError)) {
      try typist.type("é")
    }
  }

  @Test("きょう offers no date or time candidate (date conversion is off)")
  func noDateCandidates() throws {
    let typist = try Typist()
    try typist.type("kyou")
    try typist.perform(.convert)
    #expect(typist.keyboard.candidates.first == "今日")
    let digits = typist.keyboard.candidates.filter { candidate in
      candidate.unicodeScalars.contains { $0.properties.numericType == .decimal } || candidate.contains("令和")
    }
    #expect(digits == [], "date-like candidates: \(digits)")
  }

  @Test("reset forgets the composition without telling the field; the next key starts afresh")
  func reset() throws {
    let typist = try Typist()
    try typist.type("kanji")
    try typist.perform(.convert)
    _ = typist.client.takeCommands()
    typist.keyboard.reset()
    #expect(typist.keyboard.compositionBuffer == "")
    #expect(typist.keyboard.candidates == [])
    #expect(typist.client.takeCommands() == [])
    try typist.type("a")
    #expect(
      typist.client.takeCommands() == [.setMarkedText("あ", .caret(at: 1))],
      "a new reading: the reverted conversion is neither committed nor continued")
  }

  @Test("the twin has a session of its own: typing on it leaves this keyboard's composition alone")
  func twin() throws {
    let typist = try Typist()
    try typist.type("kan")
    let twin = try #require(typist.keyboard.makeTwin())
    let other = RecordingField()
    try twin.perform(.key(.typed("s")), client: other)
    #expect(twin.compositionBuffer == "ｓ")
    try typist.type("ji")
    #expect(typist.field == "[かんじ|]")
  }

  @Test("the app assigning text drops the composition (the default reaction)")
  func clientTextDidChange() throws {
    let typist = try Typist()
    try typist.type("kan")
    try typist.keyboard.clientTextDidChange(.dropBuffer, client: typist.client)
    #expect(typist.keyboard.compositionBuffer == "")
    typist.client.field.unmarkText()
    try typist.type("ka")
    #expect(typist.field == "かｎ[か|]")
  }
}
