import InputSimTestSupport
import Testing

@testable import InputModel
@testable import InputSimRime

/// One key per character (test input only).
private func typing(_ keys: String) -> [InputAction] {
  keys.map { .key(.typed(String($0))) }
}

private func press(_ keys: NamedKey...) -> [InputAction] {
  keys.map { .key(.named($0)) }
}

/// A row of the behaviour table: actions from an empty field, then the field in the scenario
/// notation, the keyboard's buffer and its candidates. The Chinese texts are what librime
/// 1.8.5 with Debian's rime-data-luna-pinyin answers (learning off, 5 per page).
struct PinyinCase: CustomTestStringConvertible, Sendable {
  var name: String
  var actions: [InputAction]
  var field: String
  var buffer: String
  var candidates: [String] = []

  var testDescription: String { name }
}

/// The default pinyin keyboard typing into a real `TextField`.
private struct PinyinKeyboard {
  let ime: PinyinInputMethod
  let field: TextField

  init(text: String = "") throws {
    ime = try PinyinInputMethod()
    field = TextField(text: text)
  }

  func perform(_ actions: [InputAction]) throws {
    for action in actions { try ime.perform(action, client: field) }
  }

  var rendered: String { TextFieldNotation.render(field.state) }
}

private let nihao = ["你好", "妳好", "逆号", "你", "拟"]
private let zhongguo = ["中国", "种过", "忠果", "中古", "中谷"]

@Suite("PinyinInputMethod")
struct PinyinInputMethodTests {
  static let cases: [PinyinCase] = [
    // The marked text is Rime's preedit
    .init(
      name: "a letter is marked", actions: typing("n"), field: "[n|]", buffer: "n",
      candidates: ["你", "那", "呢", "能", "年"]),
    .init(
      name: "nihao is marked as ni hao", actions: typing("nihao"), field: "[ni hao|]",
      buffer: "ni hao", candidates: nihao),
    // Space, digits, enter
    .init(
      name: "space commits the first candidate", actions: typing("nihao") + press(.space),
      field: "你好|", buffer: ""),
    .init(name: "a digit selects from the page", actions: typing("nihao2"), field: "妳好|", buffer: ""),
    .init(
      name: "a digit for part of the input leaves the rest composing", actions: typing("nihao4"),
      field: "[你hao|]", buffer: "你hao", candidates: ["好", "号", "浩", "豪", "耗"]),
    .init(
      name: "a digit past the page does nothing", actions: typing("nihao7"), field: "[ni hao|]",
      buffer: "ni hao", candidates: nihao),
    .init(
      name: "enter commits the letters as typed", actions: typing("nihao") + press(.enter),
      field: "nihao|", buffer: ""),
    .init(
      name: "typing goes on after a commit", actions: typing("nihao") + press(.space) + typing("zhongguo"),
      field: "你好[zhong guo|]", buffer: "zhong guo", candidates: zhongguo),
    // Backspace
    .init(
      name: "backspace removes the last letter", actions: typing("nih") + press(.backspace),
      field: "[ni|]", buffer: "ni", candidates: ["你", "拟", "尼", "泥", "呢"]),
    .init(
      name: "backspace on the last letter leaves nothing marked",
      actions: typing("n") + press(.backspace), field: "|", buffer: ""),
    .init(
      name: "backspace with nothing composed deletes committed text",
      actions: typing("nihao") + press(.space, .backspace), field: "你|", buffer: ""),
    // Candidate navigation
    .init(
      name: "down highlights the next candidate; space commits it",
      actions: typing("zhongguo") + press(.down, .space), field: "种过|", buffer: ""),
    .init(
      name: "next-candidate and prev-candidate move the highlight",
      actions: typing("zhongguo") + [.nextCandidate, .nextCandidate, .previousCandidate],
      field: "[zhong guo|]", buffer: "zhong guo", candidates: zhongguo),
    .init(
      name: "commit commits the highlighted candidate",
      actions: typing("zhongguo") + [.nextCandidate, .nextCandidate, .commit], field: "忠果|", buffer: ""),
    .init(
      name: "select n picks the page's n-th candidate",
      actions: typing("zhongguo") + [.selectCandidate(index: 2)], field: "种过|", buffer: ""),
    .init(
      name: "a candidate for part of the input leaves the rest composing (中古 is zhong gu)",
      actions: typing("zhongguo") + [.selectCandidate(index: 4)], field: "[中古o|]", buffer: "中古o",
      candidates: ["哦", "噢", "喔", "筽", "嚄"]),
    .init(
      name: "select by word", actions: typing("zhongguo") + [.selectWord("忠果")], field: "忠果|", buffer: ""),
    .init(
      name: "convert does nothing: the candidates are already shown",
      actions: typing("nihao") + [.convert], field: "[ni hao|]", buffer: "ni hao", candidates: nihao),
    // Escape and cancel
    .init(
      name: "escape drops the composition", actions: typing("nihao") + press(.escape), field: "|", buffer: ""),
    .init(name: "cancel drops the composition", actions: typing("nihao") + [.cancel], field: "|", buffer: ""),
    // Nothing composed: keys pass through
    .init(name: "a digit with nothing composed is typed", actions: typing("1"), field: "1|", buffer: ""),
    .init(name: "space with nothing composed types a space", actions: press(.space), field: " |", buffer: ""),
    .init(
      name: "a non-ASCII character commits the composition first, then is typed",
      actions: typing("nihaoé"), field: "你好é|", buffer: ""),
    .init(
      name: "commit and cancel with nothing composed do nothing", actions: [.commit, .cancel, .convert],
      field: "|", buffer: ""),
  ]

  @Test("keys and gestures, from an empty field", arguments: cases)
  func behaviour(_ row: PinyinCase) throws {
    let keyboard = try PinyinKeyboard()
    try keyboard.perform(row.actions)
    #expect(keyboard.rendered == row.field)
    #expect(keyboard.ime.compositionBuffer == row.buffer)
    #expect(keyboard.ime.candidates == row.candidates)
    // The ime-desync invariant: the buffer is exactly what the field has marked.
    #expect(keyboard.field.markedText == (row.buffer.isEmpty ? nil : row.buffer))
  }

  @Test("each letter re-sends the preedit with the caret at its end; space inserts the pick")
  func exactCommands() throws {
    let ime = try PinyinInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("nih") + press(.space) { try ime.perform(action, client: client) }
    #expect(
      client.takeCommands() == [
        .setMarkedText("n", selectedRange: .caret(at: 1)),
        .setMarkedText("ni", selectedRange: .caret(at: 2)),
        .setMarkedText("ni h", selectedRange: .caret(at: 4)),
        .insertText("你好"),
      ])
  }

  @Test("the same keys give the same text twice, in fresh keyboards and in either order")
  func deterministicReruns() throws {
    let first = typing("nihao") + press(.down, .space) + typing("zhongguo3")
    let second = typing("nihao2") + typing("zhongguo") + press(.space)
    func run(_ actions: [InputAction]) throws -> String {
      let keyboard = try PinyinKeyboard()
      try keyboard.perform(actions)
      return keyboard.rendered
    }
    let firstThenSecond = [try run(first), try run(second)]
    let secondThenFirst = [try run(second), try run(first)].reversed()
    #expect(firstThenSecond == ["妳好忠果|", "妳好中国|"])
    #expect(Array(secondThenFirst) == firstThenSecond)
    // Picking 妳好 twice taught Rime nothing: it is still second.
    let keyboard = try PinyinKeyboard()
    try keyboard.perform(typing("nihao"))
    #expect(keyboard.ime.candidates == nihao)
  }

  @Test("select outside the page is an error naming the page's length")
  func selectOutOfRange() throws {
    let keyboard = try PinyinKeyboard()
    try keyboard.perform(typing("nihao"))
    #expect(throws: InputMethodError.conversion(.candidatePositionOutOfRange(position: 6, candidateCount: 5)))
    {
      try keyboard.ime.perform(.selectCandidate(index: 6), client: keyboard.field)
    }
    #expect(throws: InputMethodError.conversion(.wordNotAmongCandidates(word: "再见", candidates: nihao))) {
      try keyboard.ime.perform(.selectWord("再见"), client: keyboard.field)
    }
    #expect(keyboard.rendered == "[ni hao|]")
  }

  @Test("candidate gestures with nothing composed are errors")
  func gesturesWhileIdle() throws {
    let keyboard = try PinyinKeyboard()
    #expect(throws: InputMethodError.conversion(.notConverting(gesture: "next-candidate"))) {
      try keyboard.ime.perform(.nextCandidate, client: keyboard.field)
    }
  }

  @Test("a drop or a reset forgets the letters: the next key starts afresh")
  func dropAndReset() throws {
    let ime = try PinyinInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("ni") { try ime.perform(action, client: client) }
    try ime.clientTextDidChange(.dropBuffer, client: client)
    #expect(ime.compositionBuffer == "" && ime.candidates.isEmpty)
    _ = client.takeCommands()
    try ime.perform(.key(.typed("h")), client: client)
    #expect(client.takeCommands() == [.setMarkedText("h", selectedRange: .caret(at: 1))])
    ime.reset()
    #expect(ime.compositionBuffer == "")
  }

  @Test("keep: Rime keeps the letters, so the next key re-sends all of them")
  func keep() throws {
    let ime = try PinyinInputMethod()
    let client = RecordingClient(text: "")
    for action in typing("ni") { try ime.perform(action, client: client) }
    try ime.clientTextDidChange(.keep, client: client)
    _ = client.takeCommands()
    try ime.perform(.key(.typed("h")), client: client)
    #expect(client.takeCommands() == [.setMarkedText("ni h", selectedRange: .caret(at: 4))])
  }

  @Test("the traditional schema gives traditional characters")
  func traditionalSchema() throws {
    let ime = try PinyinInputMethod(schema: "luna_pinyin")
    let field = TextField()
    for action in typing("zhongguo") + press(.space) { try ime.perform(action, client: field) }
    #expect(field.text == "中國")
  }

  @Test("an unknown schema is an error naming the installed ones")
  func unknownSchema() throws {
    #expect {
      _ = try PinyinInputMethod(schema: "wubi86")
    } throws: { error in
      guard case .unknownValue(_, let schema, let installed) = error as? InputEngineError else {
        return false
      }
      return schema == "wubi86" && installed.contains("luna_pinyin_simp")
        && "\(error)".hasPrefix("unknown pinyin schema \"wubi86\" (installed: ")
    }
  }
}
