import InputSimTestSupport
import Testing

@testable import InputModel

/// One character key per character of `text` (test input only: the keyboard never sees
/// `Character` counts).
private func typing(_ text: String) -> [InputAction] {
  text.map { .key(.typed(String($0))) }
}

private func press(_ keys: NamedKey...) -> [InputAction] {
  keys.map { .key(.named($0)) }
}

/// A Japanese keyboard over the echo composer and the embedded dictionary, typing into a
/// recording client.
private struct Keyboard {
  let ime: JapaneseInputMethod
  let client: RecordingClient

  init(text: String = "", conversionEnabled: Bool = true) {
    ime = JapaneseInputMethod(
      name: "test-kana", composer: EchoKanaComposer(), dictionary: .embedded,
      conversionEnabled: conversionEnabled)
    client = RecordingClient(text: text)
  }

  func perform(_ actions: [InputAction]) throws(InputMethodError) {
    for action in actions { try ime.perform(action, client: client) }
  }
}

/// A row of the behaviour table: actions from an empty field, then the field, the
/// keyboard's buffer and its candidates.
struct KeyboardCase: CustomTestStringConvertible, Sendable {
  var name: String
  var actions: [InputAction]
  var field: String
  var buffer: String
  var candidates: [String] = []

  var testDescription: String { name }
}

@Suite("JapaneseInputMethod")
struct JapaneseInputMethodTests {
  static let cases: [KeyboardCase] = [
    // Typing
    .init(name: "kana is marked as typed", actions: typing("きょう"), field: "[きょう|]", buffer: "きょう"),
    .init(
      name: "a pending letter is marked too", actions: typing("かn"), field: "[かn|]", buffer: "かn"),
    .init(
      name: "a refused key with nothing composed is inserted", actions: typing("1"), field: "1|",
      buffer: ""),
    .init(
      name: "a refused key while composing commits first, then is inserted", actions: typing("か1"),
      field: "か1|", buffer: ""),
    // Backspace
    .init(
      name: "backspace removes the last kana", actions: typing("かな") + press(.backspace),
      field: "[か|]", buffer: "か"),
    .init(
      name: "backspace on the last kana leaves no marked text",
      actions: typing("か") + press(.backspace),
      field: "|", buffer: ""),
    .init(
      name: "backspace after the composition is gone deletes from the field",
      actions: typing("か1") + press(.backspace), field: "か|", buffer: ""),
    // Enter and escape
    .init(
      name: "enter commits the reading", actions: typing("きょう") + press(.enter), field: "きょう|",
      buffer: ""),
    .init(
      name: "enter resolves a pending n", actions: typing("かn") + press(.enter), field: "かん|",
      buffer: ""),
    .init(name: "commit is enter", actions: typing("かn") + [.commit], field: "かん|", buffer: ""),
    .init(
      name: "escape removes the marked text", actions: typing("きょう") + press(.escape), field: "|",
      buffer: ""),
    .init(name: "cancel is escape", actions: typing("きょう") + [.cancel], field: "|", buffer: ""),
    // Keys without a meaning inside a reading
    .init(
      name: "arrows, tab and delete are ignored while composing",
      actions: typing("か")
        + press(.left, .right, .up, .down, .shiftLeft, .shiftRight, .tab, .delete),
      field: "[か|]", buffer: "か"),
    .init(
      name: "undo-toggle goes to the composer", actions: typing("い") + press(.undoToggle),
      field: "[あ|]", buffer: "あ"),
    .init(
      name: "next goes to the composer", actions: typing("い") + press(.next), field: "[い|]",
      buffer: "い"),
    // Space and convert
    .init(
      name: "space with nothing marked types a space", actions: press(.space), field: " |",
      buffer: ""),
    .init(
      name: "space converts the reading, first segment selected",
      actions: typing("きょうは") + press(.space),
      field: "[{今日は}]", buffer: "今日は", candidates: ["今日は", "きょうは", "キョウハ", "京は", "強は"]),
    .init(
      name: "convert is space", actions: typing("はし") + [.convert],
      field: "[{箸}]", buffer: "箸", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "a sentence converts segment by segment",
      actions: typing("きょうはいいてんきです") + press(.space),
      field: "[{今日は}良い天気です]", buffer: "今日は良い天気です", candidates: ["今日は", "きょうは", "キョウハ", "京は", "強は"]),
    // During conversion
    .init(
      name: "space again picks the next candidate", actions: typing("はし") + press(.space, .space),
      field: "[{橋}]", buffer: "橋", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "convert again picks the next candidate", actions: typing("はし") + [.convert, .convert],
      field: "[{橋}]", buffer: "橋", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "down is next, up is previous",
      actions: typing("はし") + press(.space, .down, .down, .up),
      field: "[{橋}]", buffer: "橋", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "previous from the first candidate wraps to the last",
      actions: typing("はし") + press(.space, .up),
      field: "[{ハシ}]", buffer: "ハシ", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "next-candidate and prev-candidate gestures",
      actions: typing("はし") + [.convert, .nextCandidate, .nextCandidate, .previousCandidate],
      field: "[{橋}]", buffer: "橋", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "select by 1-based position",
      actions: typing("はし") + [.convert, .selectCandidate(index: 3)],
      field: "[{端}]", buffer: "端", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "select by word", actions: typing("はし") + [.convert, .selectWord("ハシ")],
      field: "[{ハシ}]", buffer: "ハシ", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "right moves the focus to the next segment",
      actions: typing("きょうはいいてんきです") + press(.space, .right),
      field: "[今日は{良い}天気です]", buffer: "今日は良い天気です", candidates: ["良い", "いい", "イイ"]),
    .init(
      name: "left moves the focus back",
      actions: typing("きょうはいいてんきです") + press(.space, .right, .right, .left),
      field: "[今日は{良い}天気です]", buffer: "今日は良い天気です", candidates: ["良い", "いい", "イイ"]),
    .init(
      name: "left on the first segment wraps to the last, as in Mozc",
      actions: typing("きょうはいいてんきです") + press(.space, .left),
      field: "[今日は良い{天気です}]", buffer: "今日は良い天気です",
      candidates: ["天気です", "転機です", "てんきです", "テンキデス"]),
    .init(
      name: "shift+left shrinks the focused segment and segments the rest again",
      actions: typing("きょうはいいてんきです") + press(.space, .shiftLeft),
      field: "[{今日}は良い天気です]", buffer: "今日は良い天気です", candidates: ["今日", "京", "強", "きょう", "キョウ"]),
    .init(
      name: "shift+right takes the next character back",
      actions: typing("きょうはいいてんきです") + press(.space, .shiftLeft, .shiftRight),
      field: "[{今日は}良い天気です]", buffer: "今日は良い天気です", candidates: ["今日は", "きょうは", "キョウハ", "京は", "強は"]),
    .init(
      name: "tab, delete and toggling keys do nothing during conversion",
      actions: typing("はし") + press(.space, .tab, .delete, .next, .undoToggle),
      field: "[{箸}]", buffer: "箸", candidates: ["箸", "橋", "端", "はし", "ハシ"]),
    .init(
      name: "enter commits the conversion",
      actions: typing("きょうはいいてんきです") + press(.space, .right, .down, .enter),
      field: "今日はいい天気です|", buffer: ""),
    .init(
      name: "commit is enter during conversion", actions: typing("はし") + [.convert, .commit],
      field: "箸|", buffer: ""),
    .init(
      name: "escape goes back to the reading",
      actions: typing("きょうは") + press(.space, .down, .escape),
      field: "[きょうは|]", buffer: "きょうは"),
    .init(
      name: "backspace during conversion goes back to the reading",
      actions: typing("きょうは") + press(.space, .backspace), field: "[きょうは|]", buffer: "きょうは"),
    .init(
      name: "cancel during conversion goes back to the reading",
      actions: typing("かn") + [.convert, .cancel],
      field: "[かん|]", buffer: "かん"),
    .init(
      name: "escape after going back to the reading removes it",
      actions: typing("きょうは") + press(.space, .escape, .escape), field: "|", buffer: ""),
    .init(
      name: "a character during conversion commits it and starts a new reading",
      actions: typing("はし") + press(.space) + typing("の"), field: "箸[の|]", buffer: "の"),
    .init(
      name: "a refused character during conversion commits it and is inserted",
      actions: typing("はし") + press(.space) + typing("1"), field: "箸1|", buffer: ""),
    .init(
      name: "a reading no entry covers converts to itself, then katakana",
      actions: typing("ぬるぬる") + press(.space, .space), field: "[{ヌルヌル}]", buffer: "ヌルヌル",
      candidates: ["ぬるぬる", "ヌルヌル"]),
    // Nothing to convert, commit or cancel
    .init(
      name: "convert, commit and cancel with nothing marked do nothing",
      actions: [.convert, .commit, .cancel], field: "|", buffer: ""),
  ]

  @Test("keys and gestures, from an empty field", arguments: cases)
  func behaviour(_ row: KeyboardCase) throws {
    let keyboard = Keyboard()
    try keyboard.perform(row.actions)
    #expect(keyboard.client.rendered == row.field)
    #expect(keyboard.ime.compositionBuffer == row.buffer)
    #expect(keyboard.ime.candidates == row.candidates)
    #expect(keyboard.ime.isComposing == !row.buffer.isEmpty)
    // The ime-desync invariant: the buffer is exactly what the field has marked.
    let marked = keyboard.client.markedRange.map { range in
      String(decoding: keyboard.client.utf16[range.offsets], as: UTF16.self)
    }
    #expect(marked == (row.buffer.isEmpty ? nil : row.buffer))
  }

  // MARK: Exact commands

  @Test("each kana re-sends the whole reading with the caret at its end")
  func typingCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("きょ"))
    #expect(
      keyboard.client.takeCommands() == [
        .setMarkedText("き", selectedRange: .caret(at: 1)),
        .setMarkedText("きょ", selectedRange: .caret(at: 2)),
      ])
  }

  @Test("backspace on the last kana sends an empty marked text, then unmarks")
  func backspaceToEmptyCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("か"))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(press(.backspace))
    #expect(
      keyboard.client.takeCommands() == [
        .setMarkedText("", selectedRange: .caret(at: 0)), .unmarkText,
      ])
    #expect(keyboard.client.markedRange == nil)
  }

  @Test("escape while composing sends an empty marked text, then unmarks")
  func escapeCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("かな"))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(press(.escape))
    #expect(
      keyboard.client.takeCommands() == [
        .setMarkedText("", selectedRange: .caret(at: 0)), .unmarkText,
      ])
  }

  @Test("enter commits with one insertText of the finished reading")
  func enterCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("かn"))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(press(.enter))
    #expect(keyboard.client.takeCommands() == [.insertText("かん")])
  }

  @Test("a refused key while composing: insertText of the reading, then of the key")
  func refusedKeyCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("か"))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(typing("1"))
    #expect(keyboard.client.takeCommands() == [.insertText("か"), .insertText("1")])
  }

  @Test("conversion marks the joined candidates and selects the focused segment in UTF-16")
  func conversionCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("きょうはいいてんきです"))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(press(.space, .right, .right, .down, .enter))
    #expect(
      keyboard.client.takeCommands() == [
        .setMarkedText("今日は良い天気です", selectedRange: UTF16Range(location: 0, length: 3)),
        .setMarkedText("今日は良い天気です", selectedRange: UTF16Range(location: 3, length: 2)),
        .setMarkedText("今日は良い天気です", selectedRange: UTF16Range(location: 5, length: 4)),
        .setMarkedText("今日は良い転機です", selectedRange: UTF16Range(location: 5, length: 4)),
        .insertText("今日は良い転機です"),
      ])
  }

  @Test("escape from conversion marks the reading again, caret at its end")
  func backToReadingCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("はし") + press(.space))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(press(.escape))
    #expect(keyboard.client.takeCommands() == [.setMarkedText("はし", selectedRange: .caret(at: 2))])
  }

  @Test("a character during conversion: insertText of the conversion, then the new reading")
  func characterDuringConversionCommands() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("はし") + press(.space))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(typing("の"))
    #expect(
      keyboard.client.takeCommands() == [
        .insertText("箸"), .setMarkedText("の", selectedRange: .caret(at: 1)),
      ])
  }

  @Test(
    "keys with no effect send no command",
    arguments: [press(.left), press(.tab), press(.delete), press(.up)])
  func ignoredKeysSendNothing(keys: [InputAction]) throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("か"))
    _ = keyboard.client.takeCommands()
    try keyboard.perform(keys)
    #expect(keyboard.client.takeCommands() == [])
  }

  // MARK: Passthrough

  static let passthrough: [(NamedKey, [RecordingClient.Command])] = [
    (.space, [.insertText(" ")]),
    (.backspace, [.deleteBackward]),
    (.enter, [.doCommand(.insertNewline)]),
    (.escape, [.doCommand(.cancelOperation)]),
    (.tab, [.doCommand(.insertTab)]),
    (.delete, [.doCommand(.deleteForward)]),
    (.left, [.doCommand(.moveLeft)]),
    (.right, [.doCommand(.moveRight)]),
    (.up, [.doCommand(.moveUp)]),
    (.down, [.doCommand(.moveDown)]),
    (.shiftLeft, [.doCommand(.moveLeftAndModifySelection)]),
    (.shiftRight, [.doCommand(.moveRightAndModifySelection)]),
    (.next, []),
    (.undoToggle, []),
  ]

  @Test("named keys with nothing marked pass through to the client", arguments: passthrough)
  func passthroughKeys(key: NamedKey, commands: [RecordingClient.Command]) throws {
    let keyboard = Keyboard(text: "ab")
    try keyboard.perform(press(key))
    #expect(keyboard.client.takeCommands() == commands)
    #expect(keyboard.ime.compositionBuffer == "")
  }

  @Test("the passthrough table covers every named key")
  func passthroughCoversEveryKey() {
    #expect(Set(Self.passthrough.map(\.0)) == Set(NamedKey.allCases))
  }

  @Test("backspace with nothing marked deletes one character from the field")
  func backspaceIdle() throws {
    let keyboard = Keyboard(text: "わた")
    try keyboard.perform(press(.backspace))
    #expect(keyboard.client.rendered == "わ|")
  }

  // MARK: Conversion turned off

  @Test("with conversion off, space commits the reading and types a space")
  func spaceWithoutConversion() throws {
    let keyboard = Keyboard(conversionEnabled: false)
    try keyboard.perform(typing("かn") + press(.space))
    #expect(keyboard.client.rendered == "かん |")
    #expect(
      keyboard.client.commands == [
        .setMarkedText("か", selectedRange: .caret(at: 1)),
        .setMarkedText("かn", selectedRange: .caret(at: 2)),
        .insertText("かん"),
        .insertText(" "),
      ])
  }

  @Test("with conversion off, the convert gesture is an error that names the keyboard")
  func convertWithoutConversion() throws {
    let keyboard = Keyboard(conversionEnabled: false)
    try keyboard.perform(typing("か"))
    #expect(throws: InputMethodError.conversion(.conversionDisabled(inputMethod: "test-kana"))) {
      try keyboard.perform([.convert])
    }
    #expect(keyboard.client.rendered == "[か|]")
    #expect(
      ConversionError.conversionDisabled(inputMethod: "test-kana").description
        == "convert: the test-kana keyboard has conversion turned off")
  }

  // MARK: Gesture errors

  @Test(
    "candidate gestures without a conversion are errors",
    arguments: [
      (InputAction.nextCandidate, "next-candidate"), (.previousCandidate, "prev-candidate"),
      (.selectCandidate(index: 1), "select 1"), (.selectWord("箸"), "select \"箸\""),
    ])
  func gesturesNeedAConversion(action: InputAction, gesture: String) throws {
    for prefix in [[], typing("はし")] {
      let keyboard = Keyboard()
      try keyboard.perform(prefix)
      #expect(throws: InputMethodError.conversion(.notConverting(gesture: gesture))) {
        try keyboard.perform([action])
      }
    }
    #expect(
      ConversionError.notConverting(gesture: gesture).description
        == "\(gesture): no conversion in progress (convert the marked text first)")
  }

  @Test("selecting a missing candidate is an error and leaves the conversion as it was")
  func selectMissingCandidate() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("はし") + press(.space, .space))
    _ = keyboard.client.takeCommands()
    #expect(
      throws: InputMethodError.conversion(.candidatePositionOutOfRange(position: 6, candidateCount: 5))
    ) {
      try keyboard.perform([.selectCandidate(index: 6)])
    }
    #expect(
      throws: InputMethodError.conversion(
        .wordNotAmongCandidates(word: "嘴", candidates: ["箸", "橋", "端", "はし", "ハシ"]))
    ) { try keyboard.perform([.selectWord("嘴")]) }
    #expect(keyboard.client.takeCommands() == [])
    #expect(keyboard.ime.compositionBuffer == "橋")
  }

  // MARK: The client changes under the composition

  @Test(
    "after the app assigns the field's text, each reaction decides what the next key does",
    arguments: [
      (CompositionReaction.keep, "わ[わた|]", "わた"),
      (.commit, "わ[た|]", "た"),
      (.dropBuffer, "わ[た|]", "た"),
    ])
  func clientTextDidChange(reaction: CompositionReaction, field: String, buffer: String) throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("わ"))
    // The app writes its binding back; the platform commits the marked text.
    keyboard.client.assign("わ")
    _ = keyboard.client.takeCommands()
    try keyboard.ime.clientTextDidChange(reaction, client: keyboard.client)
    #expect(keyboard.client.takeCommands() == [], "the notification itself sends nothing")
    #expect(keyboard.ime.compositionBuffer == (reaction == .keep ? "わ" : ""))
    try keyboard.perform(typing("た"))
    #expect(keyboard.client.rendered == field)
    #expect(keyboard.ime.compositionBuffer == buffer)
  }

  @Test(
    "dropping the buffer during conversion leaves no candidates",
    arguments: [CompositionReaction.dropBuffer, .commit])
  func clientTextDidChangeDuringConversion(reaction: CompositionReaction) throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("はし") + press(.space))
    try keyboard.ime.clientTextDidChange(reaction, client: keyboard.client)
    #expect(keyboard.ime.candidates == [])
    #expect(keyboard.ime.conversion == nil)
    #expect(keyboard.ime.compositionBuffer == "")
  }

  @Test("keeping the buffer during conversion keeps the candidate window")
  func keepDuringConversion() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("はし") + press(.space))
    keyboard.client.assign("箸")
    try keyboard.ime.clientTextDidChange(.keep, client: keyboard.client)
    #expect(keyboard.ime.candidates == ["箸", "橋", "端", "はし", "ハシ"])
    try keyboard.perform(press(.space))
    // The conversion is re-sent over the selection: the modeled duplication.
    #expect(keyboard.client.rendered == "箸[{橋}]")
  }

  @Test("reset forgets the composition and the conversion without a command")
  func reset() throws {
    let keyboard = Keyboard()
    try keyboard.perform(typing("はし") + press(.space))
    _ = keyboard.client.takeCommands()
    keyboard.ime.reset()
    #expect(keyboard.ime.compositionBuffer == "")
    #expect(keyboard.ime.candidates == [])
    #expect(keyboard.client.takeCommands() == [])
  }

  // MARK: Client errors

  @Test(
    "a command the client refuses comes back as the keyboard's field error and the keyboard keeps its previous state"
  )
  func clientErrorsPropagate() throws {
    let keyboard = Keyboard()
    let refusal = TextFieldError.rangeOutOfBounds(UTF16Range(location: 0, length: 9), utf16Length: 0)
    keyboard.client.failNextTextCommand = refusal
    #expect(throws: InputMethodError.field(refusal)) { try keyboard.perform(typing("か")) }
    #expect(keyboard.ime.compositionBuffer == "")

    try keyboard.perform(typing("はし"))
    keyboard.client.failNextTextCommand = refusal
    #expect(throws: InputMethodError.field(refusal)) { try keyboard.perform(press(.space)) }
    #expect(keyboard.ime.compositionBuffer == "はし")
    #expect(keyboard.ime.conversion == nil)

    try keyboard.perform(press(.space))
    keyboard.client.failNextTextCommand = refusal
    #expect(throws: InputMethodError.field(refusal)) { try keyboard.perform(press(.enter)) }
    #expect(keyboard.ime.compositionBuffer == "箸")
    try keyboard.perform(press(.enter))
    #expect(keyboard.client.rendered == "箸|")
  }

  @Test("the name is the one given")
  func name() {
    #expect(Keyboard().ime.name == "test-kana")
  }
}
