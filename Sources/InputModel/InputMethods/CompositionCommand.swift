/// What an action does while a Japanese keyboard's composer holds a reading: keys and
/// gestures alike become one of these, and `JapaneseInputMethod` carries each out in one place.
///
///     key backspace  → .deleteBackward    "[かn|]" → "[か|]"
///     key enter      → .commit            "[かn|]" → "かん|"
///     commit         → .commit
///     key escape     → .cancel            "[かn|]" → "|"
///     cancel         → .cancel
enum CompositionCommand: Hashable, Sendable {
  /// A character for the composer; one it does not take commits the reading and lands
  /// after it: "[かn|]" + "1" → "かん1|".
  case type(String)
  /// `composer.deleteBackward()`: "[かn|]" → "[か|]", "[か|]" → "" (unmarked).
  case deleteBackward
  /// `insertText(composer.finish())`: "[かn|]" → "かん|".
  case commit
  /// Marked text removed: "[かn|]" → "|".
  case cancel
  /// The `convert` gesture: kana-kanji conversion; an error with conversion turned off.
  case convert
  /// The space key: conversion, or with conversion off, commit and type a space.
  case space
  /// A key the composer may own (12-key `next`, `undo-toggle`; romaji's arrows, Shift with
  /// them, Delete): "[かんじ|]" left → "[かん|じ]". One it does not own is consumed without
  /// effect.
  case composerKey(NamedKey)
  /// Consumed without effect: tab has no meaning inside a reading.
  case ignore
  /// A candidate-window gesture (written as `gesture`), with nothing converted.
  case notConverting(gesture: String)

  init(_ action: InputAction) {
    switch action {
    case .key(.typed(let character)): self = .type(character)
    case .key(.named(let key)): self = Self(key)
    case .convert: self = .convert
    case .commit: self = .commit
    case .cancel: self = .cancel
    case .nextCandidate, .previousCandidate, .selectCandidate, .selectWord:
      self = .notConverting(gesture: action.scenarioSpelling)
    }
  }

  private init(_ key: NamedKey) {
    switch key {
    case .backspace: self = .deleteBackward
    case .enter: self = .commit
    case .escape: self = .cancel
    case .space: self = .space
    case .next, .undoToggle, .left, .right, .up, .down, .shiftLeft, .shiftRight, .delete:
      self = .composerKey(key)
    case .tab: self = .ignore
    }
  }
}
