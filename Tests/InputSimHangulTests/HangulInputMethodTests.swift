import InputSimTestSupport
import Testing

@testable import InputModel
@testable import InputSimHangul

/// One key per character: the letters a 2-set typist presses (test input only).
private func typing(_ keys: String) -> [InputAction] {
  keys.map { .key(.typed(String($0))) }
}

private func press(_ keys: NamedKey...) -> [InputAction] {
  keys.map { .key(.named($0)) }
}

/// A row of the behaviour table: actions from an empty field, then the field in the scenario
/// notation (`[ ]` marked text, `|` caret) and the keyboard's buffer.
struct HangulCase: CustomTestStringConvertible, Sendable {
  var name: String
  var actions: [InputAction]
  var field: String
  var buffer: String

  var testDescription: String { name }
}

/// The 2-set keyboard typing into a real `TextField`.
private struct HangulKeyboard {
  let ime: HangulInputMethod
  let field: TextField

  init(text: String = "") throws {
    ime = try HangulInputMethod()
    field = TextField(text: text)
  }

  func perform(_ actions: [InputAction]) throws {
    for action in actions { try ime.perform(action, client: field) }
  }

  var rendered: String { TextFieldNotation.render(field.state) }
}

@Suite("HangulInputMethod")
struct HangulInputMethodTests {
  static let syllableShapes: [HangulCase] = [
    .init(name: "a lone initial is marked as a jamo", actions: typing("r"), field: "[ㄱ|]", buffer: "ㄱ"),
    .init(name: "a lone vowel is marked as a jamo", actions: typing("k"), field: "[ㅏ|]", buffer: "ㅏ"),
    .init(name: "initial + medial", actions: typing("rk"), field: "[가|]", buffer: "가"),
    .init(name: "initial + medial + final", actions: typing("rkr"), field: "[각|]", buffer: "각"),
    .init(name: "double final ㄳ", actions: typing("sjrt"), field: "[넋|]", buffer: "넋"),
    .init(name: "double final ㄵ", actions: typing("dksw"), field: "[앉|]", buffer: "앉"),
    .init(name: "double final ㄶ", actions: typing("aksg"), field: "[많|]", buffer: "많"),
    .init(name: "double final ㄺ", actions: typing("ekfr"), field: "[닭|]", buffer: "닭"),
    .init(name: "double final ㄻ", actions: typing("tkfa"), field: "[삶|]", buffer: "삶"),
    .init(name: "double final ㄼ", actions: typing("sjfq"), field: "[넓|]", buffer: "넓"),
    .init(name: "double final ㄽ", actions: typing("rhft"), field: "[곬|]", buffer: "곬"),
    .init(name: "double final ㄾ", actions: typing("gkfx"), field: "[핥|]", buffer: "핥"),
    .init(name: "double final ㄿ", actions: typing("dmfv"), field: "[읊|]", buffer: "읊"),
    .init(name: "double final ㅀ", actions: typing("dlfg"), field: "[잃|]", buffer: "잃"),
    .init(name: "double final ㅄ", actions: typing("djqt"), field: "[없|]", buffer: "없"),
    .init(name: "compound vowel ㅘ", actions: typing("rhk"), field: "[과|]", buffer: "과"),
    .init(name: "compound vowel ㅙ", actions: typing("rho"), field: "[괘|]", buffer: "괘"),
    .init(name: "compound vowel ㅚ", actions: typing("rhl"), field: "[괴|]", buffer: "괴"),
    .init(name: "compound vowel ㅝ", actions: typing("rnj"), field: "[궈|]", buffer: "궈"),
    .init(name: "compound vowel ㅞ", actions: typing("rnp"), field: "[궤|]", buffer: "궤"),
    .init(name: "compound vowel ㅟ", actions: typing("rnl"), field: "[귀|]", buffer: "귀"),
    .init(name: "compound vowel ㅢ", actions: typing("dml"), field: "[의|]", buffer: "의"),
    .init(
      name: "a compound vowel with a final", actions: typing("rhks"), field: "[관|]", buffer: "관"),
    .init(
      name: "the final moves to the next syllable: 각 then ㅕ is 가 committed, 겨 marked",
      actions: typing("rkru"), field: "가[겨|]", buffer: "겨"),
    .init(
      name: "the moved final takes a final of its own", actions: typing("rkrur"), field: "가[격|]",
      buffer: "격"),
    .init(
      name: "a double final splits: 닭 then ㅣ is 달 committed, 기 marked", actions: typing("ekfrl"),
      field: "달[기|]", buffer: "기"),
    .init(
      name: "a consonant no final takes starts the next syllable", actions: typing("rkrq"),
      field: "각[ㅂ|]", buffer: "ㅂ"),
    .init(
      name: "gksrmf types 한글, the last syllable marked", actions: typing("gksrmf"),
      field: "한[글|]", buffer: "글"),
  ]

  static let shiftLetters: [HangulCase] = [
    .init(name: "R is ㄲ", actions: typing("Rk"), field: "[까|]", buffer: "까"),
    .init(name: "E is ㄸ", actions: typing("Ek"), field: "[따|]", buffer: "따"),
    .init(name: "Q is ㅃ", actions: typing("Qk"), field: "[빠|]", buffer: "빠"),
    .init(name: "T is ㅆ", actions: typing("Tk"), field: "[싸|]", buffer: "싸"),
    .init(name: "W is ㅉ", actions: typing("Wk"), field: "[짜|]", buffer: "짜"),
    .init(name: "O is ㅒ", actions: typing("dO"), field: "[얘|]", buffer: "얘"),
    .init(name: "P is ㅖ", actions: typing("dP"), field: "[예|]", buffer: "예"),
    .init(name: "T as a final is ㅆ", actions: typing("dlT"), field: "[있|]", buffer: "있"),
    .init(
      name: "a capital without a shifted jamo is its lowercase jamo", actions: typing("GKS"),
      field: "[한|]", buffer: "한"),
  ]

  static let backspace: [HangulCase] = [
    .init(
      name: "backspace removes the final", actions: typing("gks") + press(.backspace), field: "[하|]",
      buffer: "하"),
    .init(
      name: "backspace removes the vowel next", actions: typing("gks") + press(.backspace, .backspace),
      field: "[ㅎ|]", buffer: "ㅎ"),
    .init(
      name: "backspace on the last jamo leaves nothing marked",
      actions: typing("gks") + press(.backspace, .backspace, .backspace), field: "|", buffer: ""),
    .init(
      name: "backspace splits a compound vowel", actions: typing("rhk") + press(.backspace),
      field: "[고|]", buffer: "고"),
    .init(
      name: "backspace splits a double final", actions: typing("ekfr") + press(.backspace),
      field: "[달|]", buffer: "달"),
    .init(
      name: "backspace works on the marked syllable only, committed ones stay",
      actions: typing("gksrmf") + press(.backspace, .backspace, .backspace), field: "한|", buffer: ""),
    .init(
      name: "backspace with nothing composed deletes a committed syllable whole",
      actions: typing("gksrmf") + press(.backspace, .backspace, .backspace, .backspace), field: "|",
      buffer: ""),
  ]

  static let commitTriggers: [HangulCase] = [
    .init(
      name: "enter commits the syllable", actions: typing("gks") + press(.enter), field: "한|", buffer: ""),
    .init(
      name: "space commits the syllable, then types a space", actions: typing("gks") + press(.space),
      field: "한 |", buffer: ""),
    .init(
      name: "left commits the syllable, then moves before it", actions: typing("gks") + press(.left),
      field: "|한", buffer: ""),
    .init(
      name: "right commits the syllable, the caret stays at the end",
      actions: typing("gks") + press(.right), field: "한|", buffer: ""),
    .init(name: "tab commits the syllable", actions: typing("gks") + press(.tab), field: "한|", buffer: ""),
    .init(
      name: "escape commits the syllable", actions: typing("gks") + press(.escape), field: "한|",
      buffer: ""),
    .init(
      name: "the commit gesture commits the syllable", actions: typing("gks") + [.commit], field: "한|",
      buffer: ""),
    .init(
      name: "the cancel gesture drops the syllable", actions: typing("gksrmf") + [.cancel], field: "한|",
      buffer: ""),
    .init(
      name: "convert does nothing: there is no conversion", actions: typing("gks") + [.convert],
      field: "[한|]", buffer: "한"),
    .init(
      name: "typing after a commit starts a new syllable",
      actions: typing("gks") + press(.space) + typing("rmf"),
      field: "한 [글|]", buffer: "글"),
    .init(
      name: "the 12-key next and undo-toggle keys do nothing",
      actions: typing("gks") + press(.next, .undoToggle),
      field: "[한|]", buffer: "한"),
  ]

  static let otherCharacters: [HangulCase] = [
    .init(
      name: "a digit with nothing composed is a plain character", actions: typing("1"), field: "1|",
      buffer: ""),
    .init(
      name: "a digit commits the syllable first, then is typed", actions: typing("gks1"), field: "한1|",
      buffer: ""),
    .init(
      name: "punctuation commits the syllable first, then is typed", actions: typing("gks."),
      field: "한.|", buffer: ""),
    .init(
      name: "a non-ASCII character commits the syllable first, then is typed", actions: typing("gksé"),
      field: "한é|", buffer: ""),
    .init(
      name: "named keys with nothing composed pass through", actions: press(.space), field: " |", buffer: ""),
  ]

  @Test(
    "keys from an empty field: field and marked text",
    arguments: syllableShapes + shiftLetters + backspace + commitTriggers + otherCharacters)
  func behaviour(_ row: HangulCase) throws {
    let keyboard = try HangulKeyboard()
    try keyboard.perform(row.actions)
    #expect(keyboard.rendered == row.field)
    #expect(keyboard.ime.compositionBuffer == row.buffer)
    #expect(keyboard.ime.candidates.isEmpty)
    // The ime-desync invariant: the buffer is exactly what the field has marked.
    #expect(keyboard.field.markedText == (row.buffer.isEmpty ? nil : row.buffer))
  }

  @Test("each key re-sends the syllable; a key that starts the next commits the first")
  func exactCommands() throws {
    let ime = try HangulInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("rkru") { try ime.perform(action, client: client) }
    #expect(
      client.takeCommands() == [
        .setMarkedText("ㄱ", selectedRange: .caret(at: 1)),
        .setMarkedText("가", selectedRange: .caret(at: 1)),
        .setMarkedText("각", selectedRange: .caret(at: 1)),
        .insertText("가"),
        .setMarkedText("겨", selectedRange: .caret(at: 1)),
      ])
  }

  @Test("enter commits the syllable before the field sees the return key")
  func enterOrder() throws {
    let ime = try HangulInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("gks") + press(.enter) { try ime.perform(action, client: client) }
    #expect(client.takeCommands().suffix(2) == [.insertText("한"), .doCommand(.insertNewline)])
  }

  @Test("a blur that commits, then reset: the next key starts a new syllable")
  func blurCommits() throws {
    let keyboard = try HangulKeyboard()
    keyboard.field.focus()
    try keyboard.perform(typing("gks"))
    keyboard.field.blur(markedTextOnFocusLoss: .commit)
    keyboard.ime.reset()
    #expect(keyboard.ime.compositionBuffer == "")
    keyboard.field.focus()
    try keyboard.perform(typing("k"))
    // Without the reset, ㅏ would have joined 한's final (하 + 나).
    #expect(keyboard.rendered == "한[ㅏ|]")
  }

  @Test("the app drops the composition: the next key starts a new syllable")
  func dropBuffer() throws {
    let ime = try HangulInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("gks") { try ime.perform(action, client: client) }
    try ime.clientTextDidChange(.dropBuffer, client: client)
    #expect(ime.compositionBuffer == "")
    _ = client.takeCommands()
    try ime.perform(.key(.typed("k")), client: client)
    #expect(client.takeCommands() == [.setMarkedText("ㅏ", selectedRange: .caret(at: 1))])
  }

  @Test("keep: the engine keeps the syllable, so the next key re-sends all of it")
  func keepBuffer() throws {
    let ime = try HangulInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("gks") { try ime.perform(action, client: client) }
    try ime.clientTextDidChange(.keep, client: client)
    #expect(ime.compositionBuffer == "한")
    _ = client.takeCommands()
    try ime.perform(.key(.typed("k")), client: client)
    #expect(client.takeCommands() == [.insertText("하"), .setMarkedText("나", selectedRange: .caret(at: 1))])
  }

  @Test("candidate gestures are errors: Hangul has no candidate window")
  func candidateGestures() throws {
    let keyboard = try HangulKeyboard()
    try keyboard.perform(typing("gks"))
    #expect(throws: InputMethodError.conversion(.notConverting(gesture: "next-candidate"))) {
      try keyboard.ime.perform(.nextCandidate, client: keyboard.field)
    }
    #expect(throws: InputMethodError.conversion(.notConverting(gesture: "select 1"))) {
      try keyboard.ime.perform(.selectCandidate(index: 1), client: keyboard.field)
    }
    #expect(keyboard.rendered == "[한|]")
  }

  @Test("the keyboard's name is hangul")
  func name() throws {
    #expect(try HangulInputMethod().name == "hangul")
  }
}
