/// What the platform tells the input method about the text before the caret before each key
/// (GTK's surrounding text), and so what Mozc keeps as the left context of its next
/// conversion (`surrounding-text=`).
///
/// Mozc converts a reading with what was committed before it: `えよ` after a committed `、` is
/// `絵よ`, with nothing before it `得よ`. When a composition starts, Mozc compares the text the
/// platform reports before the caret with what it committed last: it keeps its context when one
/// ends with the other and drops it otherwise, also when the report is empty. A platform that
/// reports nothing leaves Mozc its own commits.
///
///     type ",", convert, type "e" (commits 、, starts え), type "yo", convert
///       none:            the report is absent, 、 stays the context   →  "、[{絵}よ]"
///       keyboard-edits:  the report is "" (、 was a preedit), dropped  →  "、[{得}よ]"
///     type ",", Enter (、 committed), page writes "あ", type "eyo", convert
///       keyboard-edits:  the write is not reported, "、" goes on       →  "あ[{絵}よ]"
///       reset-on-write:  the write resets the engine's context         →  "あ[|得よ]"
///
/// Measured 2026-12-03 through fcitx5 5.0.21 and Mozc 2.28 (issue 27, docs/browser.md).
public enum SurroundingText: String, Hashable, Sendable, CaseIterable {
  /// Nothing is reported: the engine keeps the context of its own commits (Chromium 156 on
  /// Linux; every profile before issue 27, where no engine reads it).
  case none
  /// The text before the caret, marked text left out, as the keyboard's and the person's edits
  /// left it: the page's writes are not reported, even one that moves the caret (WebKitGTK
  /// 2.50: after `、` and the page's `set "ああ"`, Mozc still converts `えよ` as `絵よ`).
  case keyboardEdits = "keyboard-edits"
  /// The text before the caret, marked text left out, as it is at the key; a page's write that
  /// changes the text resets the engine's context (Firefox 153: after `、` and the page's
  /// `set "xx、"`, which ends with it, Mozc converts `えよ` as `得よ`).
  case resetOnWrite = "reset-on-write"
}
