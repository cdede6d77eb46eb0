/// What an action does during conversion: keys and candidate-window gestures alike become
/// one of these, and `JapaneseInputMethod` carries each out in one place.
///
///     key space, key down, convert, next-candidate  → .nextCandidate
///     key enter, commit                             → .commit
///     key escape, key backspace, cancel             → .backToReading
enum ConversionCommand: Hashable, Sendable {
  /// Commits the conversion and starts a new reading with the character, as on a phone:
  /// "[{今日}]" + "k" → "今日[k|]".
  case type(String)
  case nextCandidate
  case previousCandidate
  /// The focused segment's candidate at a 1-based position.
  case selectCandidate(position: Int)
  /// The focused segment's candidate that equals the word.
  case selectWord(String)
  case focusLeft
  case focusRight
  /// shift+left: the focused segment gives its last character to the rest.
  case shrink
  /// shift+right: the focused segment takes the next character.
  case extend
  /// `insertText(conversion.text)`.
  case commit
  /// The reading comes back as marked text.
  case backToReading
  /// Consumed without effect (tab, forward delete, 12-key toggling keys).
  case ignore

  init(_ action: InputAction) {
    switch action {
    case .key(.typed(let character)): self = .type(character)
    case .key(.named(let key)): self = Self(key)
    case .convert, .nextCandidate: self = .nextCandidate
    case .previousCandidate: self = .previousCandidate
    case .selectCandidate(let position): self = .selectCandidate(position: position)
    case .selectWord(let word): self = .selectWord(word)
    case .commit: self = .commit
    case .cancel: self = .backToReading
    }
  }

  private init(_ key: NamedKey) {
    switch key {
    case .space, .down: self = .nextCandidate
    case .up: self = .previousCandidate
    case .left: self = .focusLeft
    case .right: self = .focusRight
    case .shiftLeft: self = .shrink
    case .shiftRight: self = .extend
    case .enter: self = .commit
    case .escape, .backspace: self = .backToReading
    case .tab, .delete, .next, .undoToggle: self = .ignore
    }
  }
}
