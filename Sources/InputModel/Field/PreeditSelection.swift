/// How the browser shows the selection inside the input method's preedit (`preedit-selection`):
/// the page's `selectionStart`/`selectionEnd` during a composition. The keyboard gives a
/// selection in its marked text (a conversion's focused segment, else its caret); what the page
/// reads depends on the browser's integration, measured through fcitx5 (issue 27).
public enum PreeditSelection: String, Hashable, Sendable, CaseIterable {
  /// The keyboard's selection as given: a conversion's focused segment selected (Chrome on
  /// macOS, the reports' `web`; every other built-in profile).
  ///
  ///     kyou, Space  →  "[{今日}]"
  case keyboard
  /// A caret at the engine's cursor, the start of the keyboard's selection (Chromium 156 and
  /// Firefox 153 on Linux: fcitx5 passes a cursor, not a range).
  ///
  ///     kyou, Space  →  "[|今日]"        kanji, Left  →  "[かん|じ]"
  case caret
  /// The character after the engine's cursor selected, set only when the preedit's text
  /// changes: a cursor move inside an unchanged preedit leaves the selection where it was
  /// (WebKitGTK 2.50: it reports no preedit caret move).
  ///
  ///     kyou, Space  →  "[{今}日]"       kanji, Left  →  "[かんじ|]"
  case nextCharacter = "next-character"

  /// The field's selection inside a new preedit, relative to the preedit.
  ///
  /// - Parameters:
  ///   - given: the keyboard's selection in `markedText`.
  ///   - cursor: where the engine's cursor is (`PreeditCursor`), relative to the preedit.
  ///   - boundaries: the preedit's grapheme boundaries; needed only by `nextCharacter` for a
  ///     new preedit (`previous` is `nil`), so a caller moving inside an unchanged preedit can
  ///     pass `nil`.
  ///   - previous: the selection relative to the old preedit when the preedit's text did not
  ///     change, else `nil`.
  ///
  ///     .caret,         given {0, 2} in "今日", cursor 0  →  {0, 0}
  ///     .nextCharacter, given {0, 2} in "今日", cursor 0  →  {0, 1}
  ///     .nextCharacter, cursor 3 in "かんじ"              →  {3, 0}
  func shown(
    given: UTF16Range, cursor: Int, boundaries: GraphemeBoundaries?, previous: UTF16Range?
  ) -> UTF16Range {
    switch self {
    case .keyboard:
      return given
    case .caret:
      return .caret(at: cursor)
    case .nextCharacter:
      if let previous { return previous }
      guard let next = boundaries?.boundary(after: cursor) else { return .caret(at: cursor) }
      return UTF16Range(location: cursor, length: next - cursor)
    }
  }
}

/// Where the input method's cursor is inside its preedit as the platform passes it on
/// (`preedit-cursor`, per keyboard family): the model's keyboard, or fcitx5's engine where it
/// differs.
public enum PreeditCursor: String, Hashable, Sendable, CaseIterable {
  /// At the start of the keyboard's selection: its caret, or a conversion's focused segment
  /// (fcitx5's Mozc sends that segment's start).
  case keyboard
  /// At the preedit's start, wherever the keyboard's caret is: fcitx5's Pinyin (5.0.16)
  /// with its preedit in the application (`[|ni hao]`, where librime shows `[ni hao|]`).
  case start

  /// The cursor's UTF-16 offset in the preedit, given the keyboard's selection.
  ///
  ///     .keyboard, {2, 0}  →  2        .start, {5, 0}  →  0
  func offset(given: UTF16Range) -> Int {
    switch self {
    case .keyboard: given.location
    case .start: 0
    }
  }
}
