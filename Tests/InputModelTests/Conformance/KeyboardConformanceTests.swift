import Testing

@testable import InputModel

@Suite("KeyboardConformance: two keyboards, each in a bare field, compared after every step")
struct KeyboardConformanceTests {
  static let plain = FakeLetterKeyboard.kind("plain")
  static let widening = FakeLetterKeyboard.kind("widening", widensK: true)
  static let caretMoving = FakeLetterKeyboard.kind("caret", movesCaret: true)

  @Test("the same keyboard on both sides agrees on every keyboard step")
  func agrees() {
    let conformance = KeyboardConformance(keyboard: Self.plain, reference: Self.plain)
    let steps: [SessionStep] = [
      .type("abk"), .key(.left, count: 2), .key(.enter, count: 1), .key(.enter, count: 1),
    ]
    #expect(conformance.compare(steps) == .agree(steps: 4))
  }

  @Test("the app's steps are not replayed: neither field has an app")
  func skipsAppSteps() {
    let conformance = KeyboardConformance(keyboard: Self.plain, reference: Self.widening)
    let steps: [SessionStep] = [
      .type("ab"), .set("q", deferred: false), .tick(nil), .blur, .key(.enter, count: 1),
    ]
    #expect(conformance.compare(steps) == .agree(steps: 2))
  }

  @Test("the first differing step is the finding, with both sides and what differs")
  func firstDifference() throws {
    let conformance = KeyboardConformance(keyboard: Self.plain, reference: Self.widening)
    let difference = try #require(
      conformance.compare([.type("ab"), .type("k"), .key(.enter, count: 1)]).difference)
    #expect(difference.stepIndex == 1)
    #expect(difference.step == .type("k"))
    #expect(difference.aspect == .markedText)
    #expect(difference.composingBefore)
    #expect(!difference.inConversion)
    #expect(difference.keyboard.field.description == "[abk|]")
    #expect(difference.reference.field.description == "[abｋ|]")
    #expect(
      difference.line(keyboardName: "plain", referenceName: "widening")
        == #"after step 2 (type "k") marked text: plain "[abk|]" / widening "[abｋ|]""#)
    #expect(difference.differenceClass.description == "marked text after type during composition")
  }

  @Test(
    "each aspect is found in its order: committed text, marked text, caret, an open conversion",
    arguments: [
      ([SessionStep.type("k"), .key(.enter, count: 1)], KeyboardAspect.markedText, 0),
      ([.type("ak"), .action(.commit)], .markedText, 0),
      ([.type("ab"), .key(.left, count: 1)], .caret, 1),
    ])
  func aspects(steps: [SessionStep], aspect: KeyboardAspect, stepIndex: Int) throws {
    let reference = aspect == .caret ? Self.caretMoving : Self.widening
    let difference = try #require(
      KeyboardConformance(keyboard: Self.plain, reference: reference).compare(steps).difference)
    #expect(difference.aspect == aspect)
    #expect(difference.stepIndex == stepIndex)
  }

  @Test("a commit that differs is a commit difference: the text outside the marked range")
  func commitDifference() {
    let observation = KeyboardObservation(
      field: FieldPattern(text: "abk", selectedRange: .caret(at: 3)))
    let widened = KeyboardObservation(field: FieldPattern(text: "abｋ", selectedRange: .caret(at: 3)))
    #expect(KeyboardAspect.first(observation, widened) == .commit)
    #expect(observation.committedText == "abk")
  }

  @Test("a step one keyboard refuses and the other takes is a refusal difference")
  func refusal() {
    let refusing = KeyboardObservation(
      field: FieldPattern(text: "", selectedRange: .caret(at: 0)), refusal: "select 1 needs a conversion")
    let taking = KeyboardObservation(field: FieldPattern(text: "", selectedRange: .caret(at: 0)))
    #expect(KeyboardAspect.first(refusing, taking) == .refusal)
    #expect(KeyboardAspect.refusal.shown(refusing) == "refused: select 1 needs a conversion")
    #expect(KeyboardAspect.first(refusing, refusing) == nil)
  }

  @Test("a difference while converting is classed inside a conversion")
  func conversionClass() throws {
    let conformance = KeyboardConformance(keyboard: Self.plain, reference: Self.widening)
    let difference = try #require(
      conformance.compare([.type("ab"), .action(.convert), .type("k")]).difference)
    #expect(difference.stepIndex == 2)
    #expect(difference.inConversion)
    #expect(difference.differenceClass.description == "marked text after type in conversion")
    #expect(KeyboardConformanceFuzz.conversionIsKnown(difference.differenceClass) != nil)
  }

  @Test("a suggestion list while a reading is typed is no conversion; a focused segment with its list is")
  func converting() {
    let typed = KeyboardObservation(
      field: FieldPattern(
        text: "まｔｃ", markedRange: UTF16Range(location: 0, length: 3), selectedRange: .caret(at: 3)),
      candidates: ["matc"])
    let converted = KeyboardObservation(
      field: FieldPattern(
        text: "漢字", markedRange: UTF16Range(location: 0, length: 2),
        selectedRange: UTF16Range(location: 0, length: 2)),
      candidates: ["漢字", "感じ"])
    #expect(!typed.isConverting)
    #expect(converted.isConverting)
    #expect(converted.markedText == "漢字")
    #expect(typed.committedText == "")
  }

  @Test("a keyboard whose engine cannot start is an error, not a difference")
  func engineError() {
    let comparison = KeyboardConformance(keyboard: Self.plain, reference: FakeLetterKeyboard.broken)
      .compare([.type("a")])
    #expect(
      comparison
        == .error("broken cannot start: no data in /nowhere (install the Debian package broken-data)"))
  }

  @Test("class file stems are lowercase ASCII with hyphens, after the reference's name")
  func fileStem() {
    let found = KeyboardDifferenceClass(
      aspect: .markedText, stepKind: "key-shift+left", composingBefore: true, inConversion: false)
    #expect(found.fileStem(prefix: "mozc") == "mozc-marked-text-key-shift-left-composing")
    #expect(found.description == "marked text after key-shift+left during composition")
  }
}
