/// What the keyboard does when the page assigns the field's text during a composition in a
/// later task — a script's `set`, an update that lands when the next edit begins — rather than
/// inside the `input` handler the key caused (a render there, a controlled input's stale
/// render) (`ime-on-late-assign`, per keyboard family). Through fcitx5, Chromium on Linux
/// drops Mozc's buffer for an assignment inside the handler, but not for a script's: Mozc then
/// re-sends its buffer with the next key (measured, issue 27; Hangul and Pinyin not measured).
///
///     naive page, max-length=2, type kansi   (in the handler)  →  かん, then a new い
///     script set "了解です" during きょう, h (later task)        →  了解です[きょうｈ|]
///
/// WebKitGTK (2.50, same stack) keeps a stale composition after a script's write instead: what
/// the engine types never shows in that field again until the engine commits and the page
/// writes the value or the field is blurred and focused (`stale-composition`).
///
///     web-webkitgtk, script set "了解です" during きょう, h     →  |了解です
public enum LateAssignReaction: String, Hashable, Sendable, CaseIterable {
  /// As `ime-on-assign` says: the write's timing does not matter (every profile but
  /// `web-chromium-linux`).
  case asInHandler = "as-ime-on-assign"
  /// The keyboard forgets its composition.
  case drop
  /// The keyboard treats its composition as committed.
  case commit
  /// The keyboard keeps its buffer and re-sends it with the next key.
  case keep
  /// The browser keeps the composition the write orphaned, and the keyboard, never told, keeps
  /// its buffer: what it composes from now on never shows in the field, and each key it takes
  /// puts the field's caret at 0 (not a conversion's Space or an arrow inside its reading). The
  /// browser counts the composition open until the engine commits (Enter, Space that commits;
  /// not Backspace or Escape that empty it); after that, the page's next write of the value, or
  /// a blur and focus, joins the field and the engine again, and the next key re-sends the
  /// engine's buffer visibly (WebKitGTK 2.50 through fcitx5 with Mozc, Hangul and Pinyin,
  /// measured in issue 27). `Session+StaleComposition.swift`.
  ///
  ///     "[か|]" set "xyz"  →  "xyz|"   i  →  "|xyz"   Enter  →  "|xyz"   set "q"  →  "q|"   e  →  "q[え|]"
  case staleComposition = "stale-composition"

  /// The reaction for a late write, given the one for a write inside the handler.
  ///
  ///     .keep.reaction(inHandler: .dropBuffer)         →  .keep
  ///     .asInHandler.reaction(inHandler: .dropBuffer)  →  .dropBuffer
  ///     .staleComposition.reaction(inHandler: .keep)   →  .keep   (the keyboard is not told)
  func reaction(inHandler: CompositionReaction) -> CompositionReaction {
    switch self {
    case .asInHandler: inHandler
    case .drop: .dropBuffer
    case .commit: .commit
    case .keep, .staleComposition: .keep
    }
  }
}

extension PlatformProfile {
  /// The reaction of a keyboard of `family` to the page's assignment during a composition:
  /// `ime-on-assign` inside the `input` handler, `ime-on-late-assign` in a later task.
  ///
  ///     web-chromium-linux, Japanese: in the handler  →  .dropBuffer;  later  →  .keep
  ///     web-chromium-linux, Korean:   in the handler  →  .dropBuffer;  later  →  .dropBuffer
  public func imeReaction(assignmentInInputHandler: Bool, family: KeyboardFamily) -> CompositionReaction {
    assignmentInInputHandler ? imeOnAssign : imeOnLateAssign[family].reaction(inHandler: imeOnAssign)
  }

  /// Whether the page's assignment during a composition leaves the browser with a stale
  /// composition (`ime-on-late-assign=stale-composition`, a later task's write only).
  ///
  ///     web-webkitgtk, Japanese: in the handler  →  false;  later  →  true
  public func leavesStaleComposition(assignmentInInputHandler: Bool, family: KeyboardFamily) -> Bool {
    !assignmentInInputHandler && imeOnLateAssign[family] == .staleComposition
  }
}
