import InputSimTestSupport
import Testing

@testable import InputModel

/// `latin-composition=word`: the direct keyboard keeps the current Latin word marked until a
/// space, punctuation or Enter commits it (Gboard with suggestions, slate#725).
@Suite("DirectInputMethod: latin-composition=word")
struct DirectInputMethodWordTests {
  static func typing(_ characters: [String]) throws -> (DirectInputMethod, RecordingClient) {
    let ime = DirectInputMethod(latinComposition: .word)
    let client = RecordingClient(text: "")
    for character in characters { try ime.perform(.key(.typed(character)), client: client) }
    return (ime, client)
  }

  @Test("letters compose into one marked word")
  func lettersCompose() throws {
    let (ime, client) = try Self.typing(["h", "i"])
    #expect(
      client.takeCommands() == [
        .setMarkedText("h", selectedRange: .caret(at: 1)), .setMarkedText("hi", selectedRange: .caret(at: 2)),
      ])
    #expect(client.text == "hi")
    #expect(client.markedRange == UTF16Range(location: 0, length: 2))
    #expect(ime.compositionBuffer == "hi")
  }

  @Test("space commits the word, then inserts itself")
  func spaceCommits() throws {
    let (ime, client) = try Self.typing(["h", "i"])
    _ = client.takeCommands()
    try ime.perform(.key(.named(.space)), client: client)
    #expect(client.takeCommands() == [.insertText("hi"), .insertText(" ")])
    #expect(client.text == "hi ")
    #expect(client.markedRange == nil)
    #expect(ime.compositionBuffer == "")
  }

  @Test("punctuation ends the word; Enter commits it and passes on")
  func punctuationAndEnter() throws {
    let (ime, client) = try Self.typing(["o", "k", ",", "x"])
    #expect(client.text == "ok,x")
    #expect(ime.compositionBuffer == "x")
    _ = client.takeCommands()
    try ime.perform(.key(.named(.enter)), client: client)
    #expect(client.takeCommands() == [.insertText("x"), .doCommand(.insertNewline)])
  }

  @Test("backspace edits the word; the last letter leaves nothing marked")
  func backspaceEdits() throws {
    let (ime, client) = try Self.typing(["a", "b"])
    try ime.perform(.key(.named(.backspace)), client: client)
    #expect(client.text == "a")
    #expect(ime.compositionBuffer == "a")
    try ime.perform(.key(.named(.backspace)), client: client)
    #expect(client.text == "")
    #expect(client.markedRange == nil)
    try ime.perform(.key(.named(.backspace)), client: client)
    #expect(client.takeCommands().last == .deleteBackward)
  }

  @Test("the twin composes the same way; a session takes the platform's value")
  func twinAndSession() throws {
    let twin = try #require(DirectInputMethod(latinComposition: .word).makeTwin() as? DirectInputMethod)
    #expect(twin.latinComposition == .word)
    let keyboard = DirectInputMethod()
    _ = Session(inputMethod: keyboard, bridge: BridgeKind.guarded.make(), platform: .android)
    #expect(keyboard.latinComposition == .word)
    let onUIKit = DirectInputMethod(latinComposition: .word)
    _ = Session(inputMethod: onUIKit, bridge: BridgeKind.guarded.make(), platform: .uikit)
    #expect(onUIKit.latinComposition == .none)
  }
}
