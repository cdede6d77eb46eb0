/// WebKitGTK after a script's write during a composition (`ime-on-late-assign=stale-composition`,
/// measured in issue 27): the browser keeps the composition the write orphaned, the engine is
/// never told, and nothing it composes shows in the field again; each key it takes puts the
/// caret the page reads at the field's start, while the editor keeps its own, which a blur
/// brings back. Once the engine commits, the browser counts the composition closed, and the
/// page's next write of the value (or a blur and focus) joins them again.
///
///     "[か|]" set "xyz"  →  "xyz|"   type i  →  "|xyz"   Enter  →  "|xyz"
///     set "q"  →  "q|"   type e  →  "q[え|]"
struct StaleComposition {
  /// Where the keyboard composes: a field nobody sees.
  var unseen: TextField
  /// Whether the browser still counts its composition open (its keys say `isComposing`):
  /// until the engine commits something, not when a Backspace or Escape empties the reading.
  var browserComposing = true
  /// Whether the keys the engine passes on (arrows, Backspace, Enter with nothing composed)
  /// still edit the field: after the page's write, until a key the engine takes puts the caret
  /// at 0 (measured: Backspace deletes after a write, Delete at 0 after a taken key does not).
  var fieldTakesPassedKeys = true
  /// Where the editor keeps the selection while the page reads the caret at 0 after a key the
  /// engine took, `nil` while the page reads the real one: a blur brings it back (measured
  /// 2026-12-04: `set "abc"`, Left, a letter → `|abc`; blur → `ab|c`, not the end).
  var editorSelection: UTF16Range?

  /// A stale composition just left by the page's write, the browser composing.
  static func begun() -> StaleComposition {
    StaleComposition(unseen: unseenField())
  }

  /// A focused field that records no events.
  static func unseenField() -> TextField {
    let unseen = TextField()
    unseen.recordsEvents = false
    unseen.focus()
    return unseen
  }

  /// Whether the unseen field holds committed text: the engine committed since it began.
  var engineCommitted: Bool {
    unseen.text.utf16.count > (unseen.markedRange?.length ?? 0)
  }
}

extension Session {
  /// A later task's write during a composition leaves the browser's composition stale.
  func beginStaleComposition() {
    staleComposition = .begun()
    record(.note("the browser keeps a stale composition: the keyboard's text no longer shows"))
  }

  /// The page writes the field's value: once the engine has committed, that joins the field
  /// and the engine again (the keyboard's buffer, if any, shows with the next key).
  ///
  ///     stale, committed, set "q"  →  joined;   stale, still composing, set "q"  →  stale
  func pageWroteDuringStaleComposition() {
    guard let stale = staleComposition else { return }
    guard !stale.browserComposing else {
      // The write puts the caret at its end, where the page reads it too.
      staleComposition?.fieldTakesPassedKeys = true
      staleComposition?.editorSelection = nil
      return
    }
    staleComposition = nil
    record(.note("the page's write ends the stale composition"))
  }

  /// Focus leaves the field: the page reads the editor's own selection again; a stale
  /// composition the engine has committed ends, one the browser still counts open stays (and
  /// the keyboard, reset, starts over where nobody sees).
  ///
  ///     "|xyz" (stale, committed, editor's caret at the end)  blur  →  "xyz|", joined
  ///     "ab|c" Left, type k  →  "|abc"   blur  →  "ab|c"
  func blurDuringStaleComposition() {
    guard let stale = staleComposition else { return }
    if let selection = stale.editorSelection { moveSelectionForStaleComposition(to: selection) }
    if stale.browserComposing {
      staleComposition?.unseen = StaleComposition.unseenField()
      staleComposition?.editorSelection = nil
    } else {
      staleComposition = nil
      record(.note("blur ends the stale composition"))
    }
  }

  /// Whether `action` goes to the field although the composition is stale: a key the engine
  /// passes on (a named key but Space, with nothing composed) after the page's write, before a
  /// key the engine takes (measured: Left moves the caret, Backspace deletes, Enter submits and
  /// leaves the caret).
  func staleCompositionPassesToField(_ action: InputAction) -> Bool {
    guard let stale = staleComposition, stale.fieldTakesPassedKeys, !isComposingUnseen(stale) else {
      return false
    }
    return action.isPassedOnByIdleEngine
  }

  /// A key while the composition is stale: the keyboard composes into the unseen field; a key
  /// it takes puts the field's caret at 0 when it changes the preedit's text or ends it, not
  /// when the text stays (an arrow inside the reading, a conversion to the same text, Delete at
  /// the reading's end: WebKitGTK reports no unchanged preedit); a commit there closes the
  /// browser's composition. After a
  /// key it took, a key it passes on does nothing (measured: Delete at the caret 0 deletes
  /// nothing, Right does not move it).
  ///
  ///     stale, [か] (unseen)  type i  →  field caret 0;   Space (か)  →  caret unchanged;
  ///     stale, [じ] (unseen)  Space (時)  →  caret 0 (measured 2026-12-04)
  ///     Enter  →  caret 0, the browser's composition closed
  func performDuringStaleComposition(_ action: InputAction) throws(SessionError) {
    guard let stale = staleComposition else { return }
    let composingBefore = isComposingUnseen(stale)
    if !composingBefore && action.isPassedOnByIdleEngine {
      oracle.keyboardDidAct()
      return
    }
    let preeditBefore = inputMethod.compositionBuffer
    defer {
      stale.unseen.discardEvents()
      oracle.keyboardDidAct()
      dispatchFieldEvents()
    }
    do {
      try inputMethod.perform(action, client: stale.unseen)
    } catch {
      throw .inputMethod(error)
    }
    let composingAfter = isComposingUnseen(stale)
    if stale.engineCommitted && stale.browserComposing {
      staleComposition?.browserComposing = false
      record(.note("the engine committed: the browser's stale composition is closed"))
    }
    let keepsCaret = composingBefore && composingAfter && inputMethod.compositionBuffer == preeditBefore
    if !keepsCaret {
      if staleComposition?.editorSelection == nil { staleComposition?.editorSelection = field.selectedRange }
      moveSelectionForStaleComposition(to: .caret(at: 0))
      staleComposition?.fieldTakesPassedKeys = false
    }
  }

  private func isComposingUnseen(_ stale: StaleComposition) -> Bool {
    isComposing(into: stale.unseen)
  }

  private func moveSelectionForStaleComposition(to selection: UTF16Range) {
    guard field.selectedRange != selection else { return }
    do {
      try field.setSelection(selection)
    } catch {
      record(.note("the stale composition's caret move failed: \(error)"))
    }
    field.discardEvents()
    oracle.resync()
  }
}

extension InputAction {
  /// A key an engine with nothing composed passes on to the field: a named key but Space
  /// (Mozc's idle Space types U+3000).
  ///
  ///     .key(.named(.enter)).isPassedOnByIdleEngine   // true
  ///     .key(.named(.space)).isPassedOnByIdleEngine   // false
  var isPassedOnByIdleEngine: Bool {
    guard case .key(.named(let name)) = self else { return false }
    return name != .space
  }
}
