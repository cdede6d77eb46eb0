/// A bridge's window on the session: read the field and the binding, write either, defer
/// work to the main queue. Every write goes through here so the session can apply the
/// platform's rules, tell the keyboard, trace it and check invariants.
///
///     if context.field.markedRange == nil && context.binding != context.field.text {
///       context.assignField(context.binding)
///     }
public final class BridgeContext {
  /// Reads go straight to the field and the store (they run on every render pass); writes go
  /// to the host, which owns the rules.
  private let textField: TextField
  private let store: Store
  private let bindingID: StateID<String>
  private let recorder: TraceRecorder
  /// Weak: a wrapper's view may outlive its session (a test that keeps only the view); its
  /// reads then see the field as the session left it, and its writes do nothing.
  weak var host: (any BridgeHost)?

  init(
    field: TextField, store: Store, bindingID: StateID<String>, recorder: TraceRecorder,
    host: any BridgeHost
  ) {
    self.textField = field
    self.store = store
    self.bindingID = bindingID
    self.recorder = recorder
    self.host = host
  }

  /// The field as it is now: text, selection and marked range (UTF-16).
  public var field: FieldState { textField.state }

  /// Whether the field has focus (is editing).
  public var isFocused: Bool { textField.isFocused }

  /// The app's value.
  public var binding: String { store[bindingID] }

  /// True when the binding holds a value the app wrote on purpose (a programmatic set, a
  /// transform, a suggestion pick) that has not been assigned to the field yet — as opposed
  /// to a copy of the field's own text.
  public var hasDeliberateWrite: Bool { host?.hasDeliberateWrite ?? false }

  /// True when the binding's latest write came from a main-queue task (a deferred write).
  public var bindingWasWrittenByTask: Bool { host?.bindingWasWrittenByTask ?? false }

  /// Writes the field's text (or any value) into the binding, as the field's own change.
  public func writeBinding(_ value: String) {
    host?.writeBindingFromBridge(value)
  }

  /// Assigns the field's text (`uiView.text = …`). While marked text exists, the platform
  /// profile decides what happens to it and to the keyboard's composition, and the
  /// `composition-overwrite` invariant is broken unless `unmarkField()` came first.
  public func assignField(_ text: String) {
    host?.assignField(text)
  }

  /// Commits the marked text as it is (`unmarkText()`), telling the keyboard its composition
  /// was committed — the explicit first step of a deliberate replacement.
  public func unmarkField() {
    host?.unmarkField()
  }

  /// Schedules work on a later main-queue turn (`Task { @MainActor in … }`).
  public func enqueue(_ label: String, _ work: @escaping (BridgeContext) -> Void) {
    store.enqueue(label: label) { [unowned self] _ in work(self) }
  }

  /// Adds a line to the current step's trace (for `explain`), as a `.note` event.
  public func note(_ text: String) {
    recorder.record(.note(text))
  }

  /// Adds a typed event to the current step's trace (the built-in bridges' own events).
  func record(_ event: @autoclosure () -> TraceEvent) {
    recorder.record(event())
  }
}
