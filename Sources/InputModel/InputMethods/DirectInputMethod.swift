/// A keyboard without composition (a hardware keyboard in a Latin layout): every character
/// is inserted at once and named keys become the client's editing commands.
///
///     "|"  type "a"           →  "a|"      (insertText("a"))
///     "a|" key backspace      →  "|"       (deleteBackward())
///     "a|" key enter          →  doCommand(.insertNewline)
public final class DirectInputMethod: InputMethod {
  public let name: String

  public init(name: String = "direct") {
    self.name = name
  }

  /// Always empty: nothing is ever marked.
  public var compositionBuffer: String { "" }

  /// Always empty: there is no conversion.
  public var candidates: [String] { [] }

  public func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    try Self.performUnmarked(action, client: client)
  }

  public func reset() {}

  public func makeTwin() -> (any InputMethod)? { DirectInputMethod(name: name) }

  /// What an action does when no text is marked, for every keyboard: a character is
  /// inserted, a named key passes through (`passThrough`), convert / commit / cancel have
  /// nothing to act on, and a candidate gesture is an error.
  ///
  ///     "a|"  type "b"         →  "ab|"
  ///     "a|"  next-candidate   →  throws .conversion(.notConverting(gesture: "next-candidate"))
  static func performUnmarked(_ action: InputAction, client: any TextInputClient)
    throws(InputMethodError)
  {
    switch action {
    case .key(.typed(let character)):
      try client.insertText(character)
    case .key(.named(let key)):
      try passThrough(key, to: client)
    case .convert, .commit, .cancel:
      return
    case .nextCandidate, .previousCandidate, .selectCandidate, .selectWord:
      throw .conversion(.notConverting(gesture: action.scenarioSpelling))
    }
  }

  /// What a named key does when no text is marked, for every keyboard.
  ///
  /// | key | client command |
  /// |---|---|
  /// | space | `insertText(" ")` |
  /// | backspace | `deleteBackward()` |
  /// | enter | `doCommand(.insertNewline)` |
  /// | escape | `doCommand(.cancelOperation)` |
  /// | tab | `doCommand(.insertTab)` |
  /// | delete | `doCommand(.deleteForward)` |
  /// | left / right / up / down | `doCommand(.moveLeft)` … `doCommand(.moveDown)` |
  /// | shift+left / shift+right | `doCommand(.moveLeftAndModifySelection)` / `…Right…` |
  /// | next / undo-toggle | nothing (12-key toggling keys; no toggle is in progress) |
  static func passThrough(_ key: NamedKey, to client: any TextInputClient) throws(InputMethodError) {
    switch key {
    case .space: try client.insertText(" ")
    case .backspace: client.deleteBackward()
    case .enter: client.doCommand(.insertNewline)
    case .escape: client.doCommand(.cancelOperation)
    case .tab: client.doCommand(.insertTab)
    case .delete: client.doCommand(.deleteForward)
    case .left: client.doCommand(.moveLeft)
    case .right: client.doCommand(.moveRight)
    case .up: client.doCommand(.moveUp)
    case .down: client.doCommand(.moveDown)
    case .shiftLeft: client.doCommand(.moveLeftAndModifySelection)
    case .shiftRight: client.doCommand(.moveRightAndModifySelection)
    case .next, .undoToggle: return
    }
  }
}
