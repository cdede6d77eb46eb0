import Testing

@testable import InputModel

/// A row: a keyboard in a session, steps that end in the keyboard's error, and what a
/// failure report then says.
struct InputMethodErrorCase: CustomTestStringConvertible, Sendable {
  var name: String
  var keyboard: @Sendable () -> any InputMethod = { InputMethodKind.romaji.make() }
  var initialText = ""
  var steps: [SessionStep]
  var error: InputMethodError
  var message: String
  var hint: String

  var testDescription: String { name }
}

@Suite("InputMethodError")
struct InputMethodErrorTests {
  static let cases: [InputMethodErrorCase] = [
    InputMethodErrorCase(
      name: "field: a lone combining mark after text would fuse with it",
      initialText: "a", steps: [.type("\u{301}")],
      error: .field(
        .markedTextJoinsNeighbour(markedRange: UTF16Range(location: 1, length: 1), utf16Offset: 1)),
      message:
        "the field rejected a command: The marked text would fuse with its neighbour into one grapheme cluster: marked range {1, 1} would split a cluster at UTF-16 offset 1.",
      hint:
        "the keyboard's command left the field's valid ranges: type whole grapheme clusters, not a lone combining mark or joiner next to marked text, or commit the marked text first"
    ),
    InputMethodErrorCase(
      name: "conversion: select a position past the candidate list",
      steps: [.type("hasi"), .action(.convert), .action(.selectCandidate(index: 9))],
      error: .conversion(.candidatePositionOutOfRange(position: 9, candidateCount: 5)),
      message: "no candidate 9: the focused segment has 5 candidates",
      hint:
        "select a position from 1 to 5, or select the word itself (select \"word\"); expect candidates shows the list"
    ),
    InputMethodErrorCase(
      name: "conversion: select a word the segment does not offer",
      steps: [.type("hasi"), .action(.convert), .action(.selectWord("嘴"))],
      error: .conversion(.wordNotAmongCandidates(word: "嘴", candidates: ["箸", "橋", "端", "はし", "ハシ"])),
      message:
        "\"嘴\" is not a candidate of the focused segment (candidates: \"箸\" \"橋\" \"端\" \"はし\" \"ハシ\")",
      hint:
        "select one of the listed candidates, or move the focus (key left / key right) or resize the segment (key shift+left / shift+right) until the word is offered"
    ),
    InputMethodErrorCase(
      name: "conversion: a candidate gesture with nothing converted",
      steps: [.type("hasi"), .action(.nextCandidate)],
      error: .conversion(.notConverting(gesture: "next-candidate")),
      message: "next-candidate: no conversion in progress (convert the marked text first)",
      hint: "write convert (or key space) after typing a reading, before picking candidates"
    ),
    InputMethodErrorCase(
      name: "conversion: convert on a keyboard with conversion turned off",
      keyboard: {
        JapaneseInputMethod(
          name: "kana-only", composer: RomajiComposer(), dictionary: .embedded, conversionEnabled: false)
      },
      steps: [.type("ka"), .action(.convert)],
      error: .conversion(.conversionDisabled(inputMethod: "kana-only")),
      message: "convert: the kana-only keyboard has conversion turned off",
      hint: "commit the reading instead of converting it, or use a keyboard built with conversion turned on"
    ),
    InputMethodErrorCase(
      name: "no flick gesture: katakana cannot be flicked",
      keyboard: { InputMethodKind.flick.make() },
      steps: [.flick("ア")],
      error: .noFlickGesture(kana: "ア"),
      message: "no flick gesture types \"ア\"",
      hint:
        "flick a hiragana the flick layout types (flick が), or * ゛ ゜ 小 for the modifier key; use type for other text"
    ),
  ]

  @Test("each keyboard error reaches the session typed, with its message and hint", arguments: cases)
  func typedThroughTheSession(_ row: InputMethodErrorCase) {
    let session = Session(inputMethod: row.keyboard(), bridge: GuardedBridge(), initialText: row.initialText)
    var thrown: SessionError?
    for step in row.steps {
      do {
        try session.perform(step)
      } catch {
        thrown = error
        break
      }
    }
    #expect(thrown == .inputMethod(row.error))
    #expect(row.error.message == row.message)
    #expect(row.error.hint == row.hint)
    #expect(thrown?.message == row.message)
    #expect(thrown?.hint == row.hint)
  }
}
