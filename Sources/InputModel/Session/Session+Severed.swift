/// WebKitGTK through fcitx5 after the guarded page commits for its own write: its `blur()`
/// keeps the composition (`blur-composition=keep-marked`, no `compositionend`), the engine
/// forgets it, and the page's assignment lands over a composition only the page still has.
/// From then on what the engine makes of a key is lost. Measured (issue 27, WebKitGTK 2.50.6
/// with fcitx5 5.0.21 + Mozc 2.28, 2026-12-03, the guarded page): letters, a Space, and an
/// Enter or Backspace the engine takes (something composed) reach the page as keydowns only,
/// nothing shows, and from the first such key the page reads the caret at the field's start;
/// an Enter, Backspace or arrow with nothing composed reaches the field as usual. A blur after
/// such a key ends it (the page reads the caret at the end again, and after `focus()` the next
/// composition shows); a blur before any does not. Until the engine's first commit apart the
/// page's events say `isComposing` (a guarded page does not write an untaken Backspace's edit).
///
///     web-webkitgtk, guarded, "[きょう|]" set "了解です"  →  "了解です|"
///       type ha, Enter, Space, a, Backspace  →  "|了解です"
///       blur  →  "了解です|";  focus, type i  →  "了解です[い|]"
///     "[い|]" set "a", Enter  →  "a|";  type sso  →  "|a"
///     "[、|]" set "、て", Backspace  →  "、|", binding "、て" (the page still composing)
extension Session {
  /// The keyboard composes into a field nobody sees until a blur after its first key there.
  func severKeyboard() {
    // Its events say when the keyboard first commits apart (`performSevered`).
    let unseen = TextField()
    unseen.focus()
    unseen.discardEvents()
    severedComposition = unseen
    severanceTookAKey = false
    severedPageComposes = true
    record(.note("keyboard: severed from the page"))
  }

  /// Whether the key reaches the field although the keyboard is severed: an Enter, Backspace
  /// or arrow the engine does not take (nothing composed); a Space always goes to the engine.
  func passesSeverance(_ action: InputAction, unseen: TextField) -> Bool {
    guard case .key(.named(let name)) = action, name != .space else { return false }
    return inputMethod.compositionBuffer.isEmpty && unseen.markedRange == nil
  }

  /// A key the severed engine takes: the page reads the caret at the field's start; the
  /// keyboard acts on the unseen field.
  func performSevered(_ action: InputAction, in unseen: TextField) throws(SessionError) {
    severanceTookAKey = true
    defer {
      unseen.discardEvents()
      oracle.keyboardDidAct()
      dispatchFieldEvents()
    }
    do {
      if field.markedRange == nil && field.selectedRange != .caret(at: 0) {
        try field.setSelection(.caret(at: 0))
        oracle.resync()
      }
    } catch {
      throw .inputMethod(.field(error))
    }
    if try performUnseen(action, in: unseen) { severedPageComposes = false }
  }

  /// Focus leaves a severed field: once a key went to the engine apart, the keyboard forgets
  /// what it composed there, and the page reads the caret at the text's end again.
  func endSeverance() {
    guard severedComposition != nil, severanceTookAKey else { return }
    severedComposition = nil
    inputMethod.reset()
    do {
      if field.markedRange == nil { try field.setSelection(.caret(at: field.utf16Length)) }
    } catch {
      record(.keyboardError(.field(error)))
    }
    field.discardEvents()
    oracle.resync()
  }
}
