import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("DirectInputMethod")
struct DirectInputMethodTests {
  @Test("every typed character is inserted at once", arguments: ["a", "あ", "👍", "か\u{3099}"])
  func typedCharacters(character: String) throws {
    let ime = DirectInputMethod()
    let client = RecordingClient(text: "x")
    try ime.perform(.key(.typed(character)), client: client)
    #expect(client.takeCommands() == [.insertText(character)])
    #expect(client.text == "x" + character)
    #expect(client.markedRange == nil)
    #expect(ime.compositionBuffer == "")
  }

  @Test(
    "named keys become the client's editing commands",
    arguments: [
      (NamedKey.space, [RecordingClient.Command.insertText(" ")]),
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
    ])
  func namedKeys(key: NamedKey, commands: [RecordingClient.Command]) throws {
    let ime = DirectInputMethod()
    let client = RecordingClient(text: "ab")
    try ime.perform(.key(.named(key)), client: client)
    #expect(client.takeCommands() == commands)
  }

  @Test(
    "convert, commit and cancel have nothing to act on",
    arguments: [InputAction.convert, .commit, .cancel])
  func noComposition(action: InputAction) throws {
    let ime = DirectInputMethod()
    let client = RecordingClient()
    try ime.perform(action, client: client)
    #expect(client.takeCommands() == [])
  }

  @Test(
    "candidate gestures are errors: there is never a conversion",
    arguments: [
      InputAction.nextCandidate, .previousCandidate, .selectCandidate(index: 1), .selectWord("x"),
    ])
  func gestures(action: InputAction) {
    let ime = DirectInputMethod()
    #expect(throws: InputMethodError.conversion(.notConverting(gesture: action.scenarioSpelling))) {
      try ime.perform(action, client: RecordingClient())
    }
  }

  @Test("it is called direct, has no buffer or candidates, and ignores text changes")
  func properties() throws {
    let ime = DirectInputMethod()
    let client = RecordingClient(text: "a")
    for reaction in CompositionReaction.allCases {
      try ime.clientTextDidChange(reaction, client: client)
    }
    ime.reset()
    #expect(ime.name == "direct")
    #expect(ime.compositionBuffer == "")
    #expect(ime.candidates == [])
    #expect(client.takeCommands() == [])
  }
}
