/// The `lost-input` oracle: a shadow field driven by the same keyboard commands as the real
/// one, with no app in the loop. When the field's text differs from the shadow's, the app lost
/// (or duplicated) what the person typed.
///
///     field "[た|]", shadow "[わた|]"  →  loss: the field shows "た" but … gives "わた"
///
/// App edits are not losses: after one the session rebases the shadow on the field, so only
/// the keyboard's later commands are compared.
final class LostInputOracle {
  /// The real field, read only here (the session owns it).
  let field: TextField
  /// The field with no app in the loop. One object for the session's life: rebasing copies a
  /// state into it, so the keyboard's client can hold it.
  let shadow: TextField
  /// The client the keyboard drives: every command goes to both fields.
  let client: TeeClient

  init(field: TextField) {
    self.field = field
    self.shadow = TextField(text: field.text)
    shadow.recordsEvents = false
    self.client = TeeClient(field: field, shadow: shadow)
  }

  /// True when the shadow holds the field's text (its marked range may differ).
  var textIsInSync: Bool { shadow.text == field.text }

  /// The sentence for a `lost-input` violation, or `nil` when the field holds what the
  /// keyboard typed.
  func loss() -> String? {
    guard field.text != shadow.text else { return nil }
    return
      "the field shows \(Quoting.quoted(field.text)) but the keyboard's input, with no app in the loop, gives \(Quoting.quoted(shadow.text))"
  }

  // MARK: Following the field

  func focus() {
    shadow.focus()
    shadow.discardEvents()
  }

  func blur(markedTextOnFocusLoss policy: FocusLossPolicy) {
    shadow.blur(markedTextOnFocusLoss: policy)
    shadow.discardEvents()
  }

  /// The app committed the marked text; so does the shadow.
  func unmark() {
    shadow.unmarkText()
    shadow.discardEvents()
  }

  /// Events caused by the app's own writes are not the shadow's business.
  func discardEvents() {
    shadow.discardEvents()
  }

  /// Makes the shadow an exact copy of the field: after a reported loss, so one loss is
  /// reported once.
  func resync() {
    rebase(markedRange: field.markedRange)
  }

  /// Makes the shadow hold the field's text and selection with the given marked range.
  func rebase(markedRange: UTF16Range?) {
    let state = FieldState(text: field.text, selectedRange: field.selectedRange, markedRange: markedRange)
    if let copy = try? TextField(state: state, isFocused: field.isFocused) {
      shadow.copyEditingState(from: copy)
    } else if let copy = try? TextField(state: field.state, isFocused: field.isFocused) {
      shadow.copyEditingState(from: copy)
    }
  }
}
