/// A bridge's window on the session: read the field and the binding, write either, defer
/// work to the main queue. Every write goes through here so the session can apply the
/// platform's rules, tell the keyboard, trace it and check invariants.
public final class BridgeContext {
  unowned let session: Session

  init(session: Session) {
    self.session = session
  }

  /// The field as it is now: text, selection and marked range (UTF-16).
  public var field: FieldState { session.field.state }

  /// Whether the field has focus (is editing).
  public var isFocused: Bool { session.field.isFocused }

  /// The app's value.
  public var binding: String { session.store[session.bindingID] }

  /// True when the binding holds a value the app wrote on purpose (a programmatic set, a
  /// transform, a suggestion pick) that has not been assigned to the field yet — as opposed
  /// to a copy of the field's own text.
  public var hasDeliberateWrite: Bool { session.deliberateWritePending }

  /// True when the binding's latest write came from a main-queue task (a deferred write).
  public var bindingWasWrittenByTask: Bool { session.lastBindingOrigin.kind == .task }

  /// Writes the field's text (or any value) into the binding, as the field's own change.
  public func writeBinding(_ value: String) {
    session.writeBinding(value, origin: .bridge(session.bridge.name))
  }

  /// Assigns the field's text (`uiView.text = …`). While marked text exists, the platform
  /// profile decides what happens to it and to the keyboard's composition, and the
  /// `composition-overwrite` invariant is broken unless `unmarkField()` came first.
  public func assignField(_ text: String) {
    session.assignField(text)
  }

  /// Commits the marked text as it is (`unmarkText()`), telling the keyboard its composition
  /// was committed — the explicit first step of a deliberate replacement.
  public func unmarkField() {
    session.unmarkField()
  }

  /// Schedules work on a later main-queue turn (`Task { @MainActor in … }`).
  public func enqueue(_ label: String, _ work: @escaping (BridgeContext) -> Void) {
    session.store.enqueue(label: label) { [unowned self] _ in work(self) }
  }

  /// Adds a line to the current step's trace (for `explain`).
  public func note(_ text: String) {
    session.note(text)
  }
}
