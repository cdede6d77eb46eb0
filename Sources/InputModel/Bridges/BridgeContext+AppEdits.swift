/// UIKit's text-input calls made by the app's own code (a wrapper that inserts a suggestion,
/// moves the caret or takes focus), for bridges that drive the field the way UIKit lets an
/// app: `RepresentableBridge` maps `UITextField`'s members onto these.
///
/// Each goes through the session: around marked text the app's edit commits it first (the
/// keyboard is told), the edit's field events are not delivered back to the bridge (as for
/// `assignField`), and a range the field refuses throws and changes nothing.
///
///     [わ|]  context.insertText("!")  →  "わ!|", the keyboard's composition committed
extension BridgeContext {
  /// Inserts at the selection (`insertText(_:)`), replacing it.
  public func insertText(_ text: String) throws(TextFieldError) {
    try host?.editFieldFromApp("insertText \(Quoting.quoted(text))") { field throws(TextFieldError) in
      try field.insertText(text, replacementRange: nil)
    }
  }

  /// Deletes the selection, or the grapheme cluster before the caret (`deleteBackward()`).
  public func deleteBackward() {
    try? host?.editFieldFromApp("deleteBackward") { field in field.deleteBackward() }
  }

  /// Sets marked text the keyboard did not make (`setMarkedText(_:selectedRange:)`); the
  /// keyboard drops its own composition. `selectedRange` is relative to `markedText`.
  public func setMarkedText(_ markedText: String, selectedRange: UTF16Range) throws(TextFieldError) {
    try host?.setMarkedTextFromApp(markedText, selectedRange: selectedRange)
  }

  /// Moves the selection (`selectedTextRange = …`). While marked text exists the range must
  /// lie inside it.
  public func setSelection(_ utf16Range: UTF16Range) throws(TextFieldError) {
    try host?.setSelectionFromApp(utf16Range)
  }

  /// Gives the field focus (`becomeFirstResponder()`); the editing-began event is delivered.
  public func focusField() {
    host?.focusFromApp()
  }

  /// Takes focus away (`resignFirstResponder()`); marked text is committed or discarded as
  /// the platform does on focus loss, and the editing-ended event is delivered.
  public func blurField() {
    host?.blurFromApp()
  }
}
