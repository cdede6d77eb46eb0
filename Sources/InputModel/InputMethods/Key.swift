/// One key press delivered to an input method.
///
/// `typed` carries the character on the key cap: a romaji letter, a 12-key digit (`"2"`) or
/// kana label (`"か"`), a flick kana, or any text for the direct input method.
public enum Key: Hashable, Sendable {
  /// A character key; the string is one character (one extended grapheme cluster).
  case typed(String)
  /// A key with a function rather than a character.
  case named(NamedKey)
}

/// Keys with a function. The raw values are the names scenario files use (`key shift+left`).
public enum NamedKey: String, CaseIterable, Hashable, Sendable {
  case space
  case enter
  case escape
  case backspace
  case delete
  case left
  case right
  case up
  case down
  case tab
  case shiftLeft = "shift+left"
  case shiftRight = "shift+right"
  /// 12-key: ends toggling, so the same key starts a new kana (the → key on a phone keypad).
  case next
  /// 12-key: steps the toggled kana back by one (か → お after あいうえおか…).
  case undoToggle = "undo-toggle"
}
