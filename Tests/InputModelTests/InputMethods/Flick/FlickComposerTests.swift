import Testing

@testable import InputModel

/// Plays kana (and `*`, `゛`, `゜`, `小`) into a flick composer; `⌫` deletes backward.
private func composer(after script: String) -> FlickComposer {
  var composer = FlickComposer()
  for character in script {
    if character == "⌫" {
      composer.deleteBackward()
    } else {
      _ = composer.input(String(character))
    }
  }
  return composer
}

@Suite("FlickComposer")
struct FlickComposerTests {
  static let allKana = FlickComposer.gesturesByKana.keys.sorted()

  @Test("every kana a gesture types resolves to a gesture that reproduces it", arguments: allKana)
  func gestureReproducesKana(_ kana: String) {
    guard let gesture = FlickComposer.gesture(for: kana) else {
      Issue.record("no gesture for \(kana)")
      return
    }
    var byGesture = FlickComposer()
    let performed = byGesture.perform(gesture)
    #expect(performed)
    #expect(byGesture.displayText == kana, "\(gesture)")
    var byKana = FlickComposer()
    let typed = byKana.input(kana)
    #expect(typed)
    #expect(byKana.displayText == kana)
  }

  @Test("every face of the layout and every modified kana has a gesture")
  func coverage() {
    for face in FlickLayout.faces {
      if let kana = face.kana {
        #expect(FlickComposer.gesture(for: kana) == FlickGesture(key: face.key, direction: face.direction))
      }
    }
    for kana in "がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽぁぃぅぇぉっゃゅょゎゔ" {
      #expect(FlickComposer.gesture(for: String(kana)) != nil, "\(kana)")
    }
  }

  @Test(
    "gestures use the fewest modifier taps",
    arguments: [
      ("ぬ", FlickGesture(key: .na, direction: .up)),
      ("が", FlickGesture(key: .ka, direction: .center, modifierTaps: 1)),
      ("ぱ", FlickGesture(key: .ha, direction: .center, modifierTaps: 2)),
      ("ぴ", FlickGesture(key: .ha, direction: .left, modifierTaps: 2)),
      ("っ", FlickGesture(key: .ta, direction: .up, modifierTaps: 1)),
      ("づ", FlickGesture(key: .ta, direction: .up, modifierTaps: 2)),
      ("ゔ", FlickGesture(key: .a, direction: .up, modifierTaps: 2)),
      ("ゃ", FlickGesture(key: .ya, direction: .center, modifierTaps: 1)),
      ("ゎ", FlickGesture(key: .wa, direction: .center, modifierTaps: 1)),
      ("（", FlickGesture(key: .ya, direction: .left)),
      ("ー", FlickGesture(key: .wa, direction: .right)),
      ("？", FlickGesture(key: .punctuation, direction: .up)),
    ])
  func fewestTaps(_ example: (kana: String, gesture: FlickGesture)) {
    #expect(FlickComposer.gesture(for: example.kana) == example.gesture)
  }

  @Test("text no gesture types has none", arguments: ["カ", "ゐ", "a", "1", "", "わた", "漢", "゛"])
  func noGesture(_ text: String) {
    #expect(FlickComposer.gesture(for: text) == nil)
  }

  @Test("わ then た keeps both")
  func waTa() {
    #expect(composer(after: "わた").displayText == "わた")
    #expect(composer(after: "ああ").displayText == "ああ")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var script: String
    var display: String
    var testDescription: String { "\(script) → \(display.isEmpty ? "(nothing)" : display)" }
  }

  static let modifierCycles: [Case] = [
    Case(script: "は*", display: "ば"),
    Case(script: "は**", display: "ぱ"),
    Case(script: "は***", display: "は"),
    Case(script: "つ*", display: "っ"),
    Case(script: "つ**", display: "づ"),
    Case(script: "つ***", display: "つ"),
    Case(script: "か*", display: "が"),
    Case(script: "か**", display: "か"),
    Case(script: "う*", display: "ぅ"),
    Case(script: "う**", display: "ゔ"),
    Case(script: "う***", display: "う"),
    Case(script: "や*", display: "ゃ"),
    Case(script: "わ*", display: "ゎ"),
    Case(script: "な*", display: "な"),
    // With nothing composed the key shows a face and a tap types it (iOS).
    Case(script: "*", display: "^_^"),
    Case(script: "゛", display: "^_^"),
    Case(script: "゛゛", display: "^_^"),
    Case(script: "゛か゛", display: "^_^が"),
    Case(script: "゜", display: ""),
    Case(script: "小", display: ""),
    Case(script: "わた*", display: "わだ"),
    Case(script: "わた**", display: "わた"),
    Case(script: "は゛", display: "ば"),
    Case(script: "は゛゛", display: "ぱ"),
    // The modifier key's flicks: up makes semi-voiced, right makes small.
    Case(script: "は゜", display: "ぱ"),
    Case(script: "ば゜", display: "ぱ"),
    Case(script: "つ小", display: "っ"),
    Case(script: "か゜", display: "か"),
    // Typing a modified kana is its gesture: base flick, then modifier taps.
    Case(script: "がか", display: "がか"),
    Case(script: "ぱ*", display: "は"),
    Case(script: "っ*", display: "づ"),
  ]

  @Test("the modifier key cycles the last kana", arguments: modifierCycles)
  func modifierCycle(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  @Test("flicks by key and direction")
  func flicks() {
    var composer = FlickComposer()
    composer.flick(.na, .up)
    composer.flick(.ka)
    composer.flick(.modifier)
    #expect(composer.displayText == "ぬが")
    composer.flick(.modifier, .down)
    #expect(composer.displayText == "ぬが’")
  }

  static let deleting: [Case] = [
    Case(script: "⌫", display: ""),
    Case(script: "わ⌫", display: ""),
    Case(script: "わた⌫", display: "わ"),
    Case(script: "わた⌫⌫", display: ""),
    Case(script: "が⌫", display: ""),
    Case(script: "わた⌫た", display: "わた"),
    Case(script: "わか⌫*", display: "ゎ"),
  ]

  @Test("delete backward removes the last kana", arguments: deleting)
  func deletes(_ example: Case) {
    #expect(composer(after: example.script).displayText == example.display)
  }

  @Test(
    "characters no gesture types are refused and change nothing",
    arguments: ["カ", "ゐ", "a", "1", "", "わた", "#"])
  func refuses(_ character: String) {
    var composer = composer(after: "わ")
    let taken = composer.input(character)
    #expect(!taken)
    #expect(composer.displayText == "わ")
  }

  @Test("finish returns the reading; reset empties")
  func finishAndReset() {
    var composer = composer(after: "わだ")
    let reading = composer.finish()
    #expect(reading == "わだ")
    #expect(composer.displayText == "わだ")
    composer.reset()
    #expect(composer.isEmpty)
    #expect(composer.caretUTF16Offset == 0)
  }

  @Test("load shows the reading; the modifier still changes its last kana")
  func loads() {
    var composer = composer(after: "あ")
    composer.load(reading: "わた")
    #expect(composer.displayText == "わた")
    _ = composer.input("*")
    #expect(composer.displayText == "わだ")
    composer.load(reading: "漢字")
    _ = composer.input("*")
    #expect(composer.displayText == "漢字")
    _ = composer.input("か")
    #expect(composer.displayText == "漢字か")
  }

  @Test("a flick keyboard takes no named keys")
  func namedKeys() {
    var composer = composer(after: "わ")
    for key in NamedKey.allCases {
      let taken = composer.handle(key)
      #expect(!taken, "\(key.rawValue)")
    }
    #expect(composer.displayText == "わ")
  }

  @Test("the caret is at the end, in UTF-16 code units")
  func caret() {
    #expect(composer(after: "わた").caretUTF16Offset == 2)
    var composer = FlickComposer()
    composer.load(reading: "👍")
    #expect(composer.caretUTF16Offset == 2)
  }
}
