/// A bridge's window on the session: read the field and the binding, write either, defer
/// work to the main queue. Every write goes through here so the session can apply the
/// platform's rules, tell the keyboard, trace it and check invariants.
///
///     if context.field.markedRange == nil && !context.bindingMatchesField {
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

  /// The field's marked range, read without making a `String` of its text (`field` makes one
  /// when the text changed since it was last asked for): the built-in bridges' check at every
  /// field event.
  var fieldMarkedRange: UTF16Range? { textField.markedRange }

  /// Whether the page is composing: text is marked, or a commit removed the composition and
  /// its `compositionend` has not come yet (`commit-input=delete-then-insert`, where the page's
  /// `input` events in between say `isComposing`).
  ///
  ///     "[お|]"  →  true;   "" between WebKitGTK's two commit events  →  true;   "お|"  →  false
  public var isComposing: Bool { textField.markedRange != nil || host?.pageIsComposing == true }

  /// Whether the field has focus (is editing).
  public var isFocused: Bool { textField.isFocused }

  /// The app's value.
  public var binding: String { store[bindingID] }

  /// True when the binding holds the field's text (`binding == field.text`, canonical
  /// equivalence as `==`): the check every bridge makes at every field change and render.
  ///
  ///     binding "わ", field "わ|"   →  true
  ///     binding "わ", field "わた|"  →  false
  ///
  /// - Complexity: O(1) while the binding holds a copy the field's text made and neither
  ///   changed since; O(the edits) when the field changed by the splices its journal keeps
  ///   (`SpliceJournal`, a composition's worth); else a comparison of the two texts.
  public var bindingMatchesField: Bool {
    let bindingVersion = store.version(of: bindingID)
    let edits = textField.textEdits
    // A bridge asks, then writes the field's text, which asks again: one answer per state.
    if let answered, answered.bindingVersion == bindingVersion, answered.fieldEdits == edits {
      return answered.matches
    }
    let matches = compareBindingWithField(bindingVersion: bindingVersion, fieldEdits: edits)
    answered = (bindingVersion, edits, matches)
    return matches
  }

  private func compareBindingWithField(bindingVersion: Int, fieldEdits edits: Int) -> Bool {
    if let reference = store.fieldText(of: bindingID), reference.field === textField,
      reference.isPending || reference.stamp == edits
    {
      // The binding is the field's text at an edit, unread: the same bytes when no edit came
      // since; else the bytes the edits since touched are compared, the binding's side read
      // from the field with the edits undone.
      if reference.stamp == edits { return true }
      if reference.fieldTextIsKnownToDiffer { return false }
      let ends = reference.unchangedEnds
      return textField.textIsSame(
        asReference: reference, commonUTF8Prefix: ends.prefix, commonUTF8Suffix: ends.suffix)
    }
    if let fieldCopy, fieldCopy.bindingVersion == bindingVersion {
      if edits == fieldCopy.fieldEdits { return true }
      let value = store[bindingID]
      if let ends = textField.splices.unchangedEnds(
        from: fieldCopy.fieldEdits, to: edits, utf8Count: value.utf8.count)
      {
        // Read from the field's bytes: no `String` of the field's text is made for the question.
        return textField.textIsSame(as: value, commonUTF8Prefix: ends.prefix, commonUTF8Suffix: ends.suffix)
      }
    }
    guard store[bindingID].isSameText(as: textField.text) else { return false }
    noteBindingHoldsFieldText()
    return true
  }

  /// The latest answer of `bindingMatchesField`, with the binding's version and the field's
  /// edit count it holds for (both move whenever either text changes).
  private var answered: (bindingVersion: Int, fieldEdits: Int, matches: Bool)?

  /// When the binding last held the field's text byte for byte: the store's version of the
  /// binding and the field's `textEdits` then. While the binding's version has not moved, its
  /// value is that text, so `bindingMatchesField` need only look at the field's edits since.
  private var fieldCopy: (bindingVersion: Int, fieldEdits: Int)?

  /// Remembers that the binding holds the field's text now, when their bytes are known to be
  /// the same without comparing them (they share their storage).
  private func noteBindingHoldsFieldText() {
    if let reference = store.fieldText(of: bindingID) {
      if reference.field === textField && reference.stamp == textField.textEdits {
        fieldCopy = (store.version(of: bindingID), textField.textEdits)
      }
      return
    }
    if textField.isCurrentText(store[bindingID]) {
      fieldCopy = (store.version(of: bindingID), textField.textEdits)
    }
  }

  /// True when the binding holds a value the app wrote on purpose (a programmatic set, a
  /// transform, a suggestion pick) that has not been assigned to the field yet — as opposed
  /// to a copy of the field's own text.
  public var hasDeliberateWrite: Bool { host?.hasDeliberateWrite ?? false }

  /// True when the binding's latest write came from a main-queue task (a deferred write).
  public var bindingWasWrittenByTask: Bool { host?.bindingWasWrittenByTask ?? false }

  /// Writes the field's text (or any value) into the binding, as the field's own change.
  public func writeBinding(_ value: String) {
    guard let host else { return }
    // The field's own text: whether it changes the binding is known from the field's edits.
    let isFieldText = textField.isCurrentText(value)
    host.writeBindingFromBridge(value, isKnownChange: isFieldText ? !bindingMatchesField : nil)
    if isFieldText { noteBindingHoldsFieldText() }
  }

  /// Writes the field's text into the binding, as the field's own change: what
  /// `writeBinding(context.field.text)` does, without making a `String` of the text (the
  /// binding holds a reference to the field's text, made into a `String` when read). A key
  /// in the middle of a long text then costs its edit, not a move of the text after it.
  ///
  ///     field "わた|", binding "わ"  →  writeFieldTextToBinding()  →  binding "わた"
  public func writeFieldTextToBinding() {
    guard let host else { return }
    let isChange = !bindingMatchesField
    host.writeFieldTextFromBridge(textField.textReference(), isKnownChange: isChange)
    noteBindingHoldsFieldText()
  }

  /// Assigns the field's text (`uiView.text = …`). While marked text exists, the platform
  /// profile decides what happens to it and to the keyboard's composition, and the
  /// `composition-overwrite` invariant is broken unless `unmarkField()` came first.
  public func assignField(_ text: String) {
    host?.assignField(text)
    noteBindingHoldsFieldText()
  }

  /// Commits the marked text as it is (`unmarkText()`), telling the keyboard its composition
  /// was committed — the explicit first step of a deliberate replacement.
  public func unmarkField() {
    host?.unmarkField()
  }

  /// Ends the composition before the app's own write (a deliberate replacement), the way the
  /// platform lets an app: `unmarkText()` in a native field; on the web, `blur()` and `focus()`,
  /// so the profile's `blur-composition` decides what the keyboard and the field do.
  ///
  ///     web,               "[きょう|]"  →  "きょう|" (keyboard told commit)
  ///     web-firefox-linux, "[きょう|]"  →  "きょう|", then type ha  →  "きょう|" (composed unseen)
  ///     web-webkitgtk,     "[きょう|]"  →  "[きょう|]" (still marked; the keyboard forgot it)
  public func commitCompositionForWrite() {
    host?.commitCompositionForWrite()
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
