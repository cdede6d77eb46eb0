/// What the keyboard does when the page assigns the field's text during a composition in a
/// later task — a script's `set`, an update that lands when the next edit begins — rather than
/// inside the `input` handler the key caused (a render there, a controlled input's stale
/// render) (`ime-on-late-assign`, per keyboard family). Through fcitx5, Chromium on Linux
/// drops Mozc's buffer for an assignment inside the handler, but not for a script's: Mozc then
/// re-sends its buffer with the next key (measured, issue 27; Hangul and Pinyin not measured).
///
///     naive page, max-length=2, type kansi   (in the handler)  →  かん, then a new い
///     script set "了解です" during きょう, h (later task)        →  了解です[きょうｈ|]
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

  /// The reaction for a late write, given the one for a write inside the handler.
  ///
  ///     .keep.reaction(inHandler: .dropBuffer)         →  .keep
  ///     .asInHandler.reaction(inHandler: .dropBuffer)  →  .dropBuffer
  func reaction(inHandler: CompositionReaction) -> CompositionReaction {
    switch self {
    case .asInHandler: inHandler
    case .drop: .dropBuffer
    case .commit: .commit
    case .keep: .keep
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
}
