/// The edits a wrapper's own code makes through UIKit's text-input API (`insertText`,
/// `deleteBackward`, `setMarkedText`, `selectedTextRange =`, `becomeFirstResponder`), asked
/// for through `BridgeContext`, and the end of the session.
///
/// An app edit is not the person's input: the shadow field of `lost-input` follows it, and
/// its field events are not delivered back (as for `text =`). Editing around marked text
/// commits it first, telling the keyboard, as a deliberate replacement does.
///
///     [わ|] app insertText("!")  →  unmark (keyboard told commit), "わ!|"
extension Session {
  func editFieldFromApp(_ description: String, edit: (TextField) throws(TextFieldError) -> Void)
    throws(TextFieldError)
  {
    if field.markedRange != nil { unmarkField() }
    try applyAppEdit(description, edit: edit)
  }

  func setMarkedTextFromApp(_ markedText: String, selectedRange: UTF16Range) throws(TextFieldError) {
    try applyAppEdit("setMarkedText \(Quoting.quoted(markedText))") { field throws(TextFieldError) in
      try field.setMarkedText(markedText, selectedRange: selectedRange, replacementRange: nil)
    }
    // The keyboard did not make this marked text: its own composition is gone.
    do {
      try inputMethod.clientTextDidChange(.dropBuffer, client: oracle.client)
    } catch {
      record(.keyboardError(error))
    }
    oracle.resync()
    oracle.appEdited(markedRange: field.markedRange, keyboardTold: .dropBuffer)
    record(.keyboardTold(.dropBuffer))
  }

  func setSelectionFromApp(_ range: UTF16Range) throws(TextFieldError) {
    try applyAppEdit("select \(range.location)+\(range.length)") { field throws(TextFieldError) in
      try field.setSelection(range)
    }
  }

  func focusFromApp() {
    guard !field.isFocused else { return }
    field.focus()
    oracle.focus()
    dispatchFieldEvents()
  }

  /// Focus leaves the field: its marked text as the platform's `blur-composition` says, and the
  /// keyboard forgets its composition. Under `commit-detach` a blur that ended a composition
  /// leaves the keyboard composing apart from the field once focus is back; a detach with
  /// nothing composed apart outlasts the blur (Firefox 153, measured: after the guarded page's
  /// blur and focus, a script's blur and focus, then `su`, nothing shows; after a naive page's
  /// `set` during い, blur, focus, `ka` unseen, Enter, `ro` seen).
  ///
  ///     web-firefox-linux, "[きょう|]"  blur  →  "きょう|"   focus, ha  →  "きょう|" (unseen)
  func blurFromApp() {
    guard field.isFocused else { return }
    componentsSawFocusLoss()
    endSeverance()
    let wasComposing = field.markedRange != nil
    blurDuringStaleComposition()
    field.blur(markedTextOnFocusLoss: platform.focusLoss(for: keyboardFamily))
    oracle.blur(markedTextOnFocusLoss: platform.focusLoss(for: keyboardFamily))
    let keepsDetach =
      detachedComposition.map { $0.markedRange == nil && inputMethod.compositionBuffer.isEmpty } ?? false
    inputMethod.reset()
    if !keepsDetach { detachedComposition = nil }
    unshownPreedit = nil
    if wasComposing && platform.blurComposition[keyboardFamily] == .commitDetach {
      detachKeyboard()
    }
    dispatchFieldEvents()
  }

  /// The keyboard composes into a field nobody sees from now on (`detach`), until its
  /// composition there ends.
  func detachKeyboard() {
    // Its events say whether a key committed the unseen composition (`performDetached`).
    let unseen = TextField()
    unseen.focus()
    unseen.discardEvents()
    detachedComposition = unseen
    record(.keyboardTold(.detach))
  }

  /// Ends the session: the bridge releases what it made (`dismantleUIView`).
  public func end() {
    bridge.sessionDidEnd(context: context)
  }

  private func applyAppEdit(_ description: String, edit: (TextField) throws(TextFieldError) -> Void)
    throws(TextFieldError)
  {
    defer {
      field.discardEvents()
      oracle.resync()
      oracle.appEdited(markedRange: field.markedRange, keyboardTold: nil)
    }
    try edit(field)
    record(.note("app \(description)"))
  }
}

extension Session {
  /// The `render` step: a render pass is scheduled although the binding did not change (it
  /// runs when the session settles, or at the next `tick`).
  func requestRender() {
    store.hasPendingRender = true
    viewInputs.otherInputChanged()
    record(.note("render requested"))
  }
}
