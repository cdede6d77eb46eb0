/// What a `BridgeContext` asks of the session it belongs to: the writes that must go through
/// the platform's rules, and the two facts about the binding's last write that only the
/// session tracks. Reads of the field and the binding do not come through here: the context
/// holds the field and the store themselves.
///
///     context.assignField("た")  →  host.assignField("た")  // platform rules, keyboard, checks
protocol BridgeHost: AnyObject {
  /// True when the binding holds a value the app wrote on purpose, not yet assigned.
  var hasDeliberateWrite: Bool { get }
  /// True when the binding's latest write came from a main-queue task.
  var bindingWasWrittenByTask: Bool { get }
  /// True while the page's composition is open with no marked text in the field: between a
  /// commit's removal of the composition and its `compositionend`
  /// (`commit-input=delete-then-insert`).
  var pageIsComposing: Bool { get }
  /// Writes the binding as the bridge's own write (origin `bridge:<name>`); `isKnownChange`
  /// says whether it differs from the binding's value when the caller knows (`nil`: compare).
  func writeBindingFromBridge(_ value: String, isKnownChange: Bool?)
  /// Writes the field's text into the binding by reference (no `String` made), as the
  /// bridge's own write.
  func writeFieldTextFromBridge(_ reference: FieldTextReference, isKnownChange: Bool)
  /// Assigns the field's text under the platform's rules.
  func assignField(_ text: String)
  /// Commits the marked text on the app's behalf and tells the keyboard.
  func unmarkField()
  /// Ends the composition before the app's own write, as the platform lets an app (a web
  /// page: `blur()` and `focus()`, under the profile's `blur-composition`).
  func commitCompositionForWrite()
  /// The wrapper's own UIKit text-input calls (`Session+AppEdits`).
  func editFieldFromApp(_ description: String, edit: (TextField) throws(TextFieldError) -> Void)
    throws(TextFieldError)
  func setMarkedTextFromApp(_ markedText: String, selectedRange: UTF16Range) throws(TextFieldError)
  func setSelectionFromApp(_ range: UTF16Range) throws(TextFieldError)
  func focusFromApp()
  func blurFromApp()
}
