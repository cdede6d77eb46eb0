import InputModel

@testable import InputSimMozc

/// A Mozc keyboard typing into a field of its own: the person at the keyboard, in tests.
struct Typist {
  let keyboard: MozcInputMethod
  let client: RecordingField

  /// A keyboard on a new session of `server` (the process's shared server by default).
  init(server: MozcServer? = nil, text: String = "") throws {
    keyboard = try MozcInputMethod(server: server ?? MozcServer.shared())
    client = RecordingField(text: text)
  }

  /// Types each character of `text` as one key.
  func type(_ text: String) throws {
    for character in text { try keyboard.perform(.key(.typed(String(character))), client: client) }
  }

  func press(_ keys: NamedKey...) throws {
    for key in keys { try keyboard.perform(.key(.named(key)), client: client) }
  }

  func perform(_ actions: InputAction...) throws {
    for action in actions { try keyboard.perform(action, client: client) }
  }

  /// The field in the scenario notation: `[` `]` marked, `|` caret, `{` `}` selection.
  var field: String { client.rendered }

  /// The preedit's segments as Mozc shows them.
  var segments: [String] { keyboard.lastOutput.preedit?.segments.map(\.value) ?? [] }
}
