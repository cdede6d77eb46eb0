/// A keyboard that types characters as they are: a hardware keyboard in a Latin layout
/// (`latin-composition=none`, every character inserted at once), or an Android keyboard with
/// suggestions that keeps the current word marked until space (`latin-composition=word`).
/// Named keys become the client's editing commands.
///
///     none:  "|"   type "a"      →  "a|"       (insertText("a"))
///            "a|"  key backspace →  "|"        (deleteBackward())
///            "a|"  key enter     →  doCommand(.insertNewline)
///     word:  "|"   type "hi"     →  "[hi|]"    (setMarkedText("h"), setMarkedText("hi"))
///            "[hi|]" key space   →  "hi |"     (insertText("hi"), then insertText(" "))
public final class DirectInputMethod: InputMethod {
  public let name: String
  /// Whether Latin letters compose into a marked word (`PlatformProfile.latinComposition`;
  /// a session sets it from its platform).
  public var latinComposition: LatinComposition
  /// The marked word (`word` only).
  private var word = ""

  public init(name: String = "direct", latinComposition: LatinComposition = .none) {
    self.name = name
    self.latinComposition = latinComposition
  }

  /// The marked word; always empty with `latin-composition=none`.
  public var compositionBuffer: String { word }

  /// Always empty: there is no conversion.
  public var candidates: [String] { [] }

  public func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    guard latinComposition == .word else {
      try Self.performUnmarked(action, client: client)
      return
    }
    switch action {
    case .key(.typed(let character)) where Self.isWordCharacter(character):
      try mark(word + character, client: client)
    case .key(.named(.backspace)) where !word.isEmpty:
      try mark(String(word.dropLast()), client: client)
    case .cancel:
      try mark("", client: client)
    case .convert:
      return
    case .commit:
      try commitWord(client: client)
    default:
      // A space, punctuation, Enter or any other key commits the word, then acts.
      try commitWord(client: client)
      try Self.performUnmarked(action, client: client)
    }
  }

  public func reset() { word = "" }

  public func makeTwin() -> (any InputMethod)? {
    DirectInputMethod(name: name, latinComposition: latinComposition)
  }

  /// Letters, digits and marks join the word; spaces and punctuation end it.
  static func isWordCharacter(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
        true
      default: false
      }
    } && !first.properties.isWhitespace
  }

  /// Marks `text` as the word (an empty word leaves nothing marked).
  private func mark(_ text: String, client: any TextInputClient) throws(InputMethodError) {
    if text.isEmpty {
      try client.setMarkedText("", selectedRange: .caret(at: 0))
      client.unmarkText()
    } else {
      try client.setMarkedText(text, selectedRange: .caret(at: text.utf16.count))
    }
    word = text
  }

  /// Inserts the word over the marked text; nothing without a word.
  private func commitWord(client: any TextInputClient) throws(InputMethodError) {
    guard !word.isEmpty else { return }
    try client.insertText(word)
    word = ""
  }

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
  public static func passThrough(_ key: NamedKey, to client: any TextInputClient) throws(InputMethodError) {
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
