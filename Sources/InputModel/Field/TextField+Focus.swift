/// Focus entering and leaving the field.
extension TextField {
  /// Gives the field focus. The selection is left where it was. Does nothing when focused.
  ///
  ///     "ab|"  focus()  →  "ab|"   (event editingDidBegin)
  public func focus() {
    guard !isFocused else { return }
    setFocused(true)
    record(.editingDidBegin)
  }

  /// Takes focus away. Marked text is committed or discarded as `policy` says; then no marked
  /// range survives, even when the field was not focused. `keepMarked` leaves it marked.
  ///
  ///     "わ[た|]"  blur(.commit)   →  "わた|"
  ///     "[{今日は}良い]"  blur(.commit)  →  "今日は良い|"
  ///     "わ[た|]"  blur(.discard)  →  "わ|"
  ///     "[{あ}]"   blur(.commitKeepingSelection)  →  "{あ}"
  ///     "わ[た|]"  blur(.keepMarked)  →  "わ[た|]"   (no compositionEnd)
  ///
  /// Events: `compositionEnd` (with the marked text, or `""` when discarded), then for a
  /// discard `textDidChange(.markedText)` and `selectionDidChange`, then `editingDidEnd` when
  /// the field was focused.
  public func blur(markedTextOnFocusLoss policy: FocusLossPolicy) {
    let before = editMark
    if let markedText, let markedRange, policy != .keepMarked {
      mark(nil)
      switch policy {
      case .commit:
        // The committed text keeps no selection of its own (a conversion's focused segment):
        // the caret goes after it, as an Enter commit leaves it.
        select(.caret(at: markedRange.upperBound))
        record(.compositionEnd(committedText: markedText))
      case .commitKeepingSelection:
        // The selection the keyboard gave inside the marked text stays (Chromium's
        // FinishComposingText on blur); focus coming back shows it again.
        record(.compositionEnd(committedText: markedText))
      case .discard:
        let caret = spliceText(in: markedRange, with: "")
        select(.caret(at: caret))
        record(.compositionEnd(committedText: ""))
      case .keepMarked:
        break
      }
      recordChanges(since: before, source: .markedText)
    }
    guard isFocused else { return }
    setFocused(false)
    record(.editingDidEnd)
  }
}

/// What happens to marked text when focus leaves the field. No marked range survives the loss
/// of focus, except under `keepMarked`.
public enum FocusLossPolicy: String, Hashable, Sendable, CaseIterable {
  /// The marked text becomes ordinary text (macOS, Flutter).
  ///
  ///     "わ[た|]"  blur  →  "わた|"
  case commit
  /// The marked text becomes ordinary text and the selection the keyboard gave inside it (a
  /// conversion's focused segment) stays selected; focus coming back shows it (Chromium,
  /// measured: a blur during a conversion leaves the converted text selected).
  ///
  ///     "[{あ}]"  blur  →  "{あ}"        "わ[た|]"  blur  →  "わた|"
  case commitKeepingSelection
  /// The marked text is removed.
  ///
  ///     "わ[た|]"  blur  →  "わ|"
  case discard
  /// The marked text stays in the field, still marked, and no `compositionend` fires; the
  /// keyboard forgot it, so its next composition replaces it (WebKitGTK 2.50 through fcitx5,
  /// a script's `blur()`: measured, issue 27).
  ///
  ///     "わ[た|]"  blur  →  "わ[た|]"     focus, h  →  "わ[ｈ|]"
  case keepMarked
}
