/// One thing that happened during a step, in the order it happened: what the field reported,
/// who wrote the binding, what a render assigned, what the keyboard was told, what the app and
/// its store did, and which invariants broke. `TraceEventText` (Reporting/) turns it into the
/// line `explain` prints.
///
///     flick た under swiftui13:  .field(.compositionUpdate(markedText: "た", …)),
///                                 .bindingWrite(value: "た", origin: .bridge("swiftui13")), …
public enum TraceEvent: Equatable, Sendable {
  /// The field reported `FieldEvent` (before the platform decided whether the bridge sees it).
  case field(FieldEvent)
  /// The binding changed to `value`; `origin` says who wrote it.
  case bindingWrite(value: String, origin: WriteOrigin)
  /// A render assigned `text` to the field. `markedTextBefore` is the marked text at that
  /// moment (`nil` when none) and `fate` what the assignment did to it.
  case renderAssignment(text: String, markedTextBefore: String?, fate: AssignmentOutcome.MarkedTextFate)
  /// The app committed the marked text (`unmarkText()`) before replacing it.
  case unmark(committedText: String)
  /// The keyboard was told the field's text changed under its composition, and reacted so.
  case keyboardTold(CompositionReaction)
  /// The keyboard failed to follow a change of the field's text.
  case keyboardError(InputMethodError)
  /// The app's `onChange(of: text)` fired.
  case onChange(old: String, new: String)
  /// An app handler (a transform with handler options, the menu in `update=onchange` mode, the
  /// pick task, a capturing submit) acted: what it received and read next to what it should
  /// have.
  case handlerFiring(HandlerFiring)
  /// The text went through `values` and came back to the first (A → B → A) before `handler`
  /// looked: it never fires for them.
  case coalescedAway(handler: String, values: [String])
  /// The app put work on the main queue (`Task { @MainActor in … }`), under `label`.
  case taskEnqueued(label: String)
  /// The app's store noticed something about its update cycle (a render loop, …).
  case storeDiagnostic(StoreDiagnostic)
  /// An invariant broke.
  case violation(Violation)
  /// The app submitted `value`.
  case submit(value: String)
  /// The app's key handler saw an Enter keydown that belongs to a commit.
  case enterKeyDown(isComposing: Bool)
  /// A key arrived while the field had no focus; nothing happened.
  case keyIgnoredWithoutFocus(InputAction)
  /// The suggestion menu's item `item` was picked, applied as `mode` says.
  case menuPick(item: String, mode: SuggestionMenu.PickMode)
  /// The search field's suggestion `item` was picked.
  case searchPick(item: String)
  /// The suggestion menu's close button was pressed.
  case menuCloseButton
  /// The search field's cancel button was pressed.
  case searchCancel
  /// `bridge` kept a binding write of `value` without displaying it (SwiftUI 17 while the
  /// field is editing).
  case writeNotDisplayed(bridge: String, value: String)
  /// A line a bridge added itself (`BridgeContext.note`).
  case note(String)
}
