/// The platform's side of the bridge: field events delivered under the platform's
/// notification rules, and the binding writes, assignments and unmarks a bridge asks for
/// (through `BridgeContext`) applied under its assignment rules.
///
///     [わ|] assign "た" on uikit  →  marked わ cleared, keyboard told (reset),
///                                    composition-overwrite
extension Session: BridgeHost {
  // MARK: Field events

  /// Delivers the field's recorded events to the bridge, in order, applying the platform's
  /// notification rules.
  func dispatchFieldEvents() {
    // The two event arrays (this one and the field's) trade storage instead of allocating.
    var events = eventBuffer
    eventBuffer = []
    let wasDispatching = isDispatchingFieldEvents
    isDispatchingFieldEvents = true
    defer { isDispatchingFieldEvents = wasDispatching }
    field.drainEvents(into: &events)
    defer {
      events.removeAll(keepingCapacity: true)
      eventBuffer = events
    }
    // `commit-input=input-after-end`: whether the keyboard (not an assignment) ended the
    // composition in this batch, with a text change the page heard.
    let followsCommit = platform.commitInput == .inputAfterEnd && isDeliveringKey
    var keyboardEndedComposition = false
    var textChanged = false
    for event in events {
      if case .compositionEnd = event, isRemovingCompositionForCommit { continue }
      if followsCommit {
        switch event {
        case .compositionEnd: keyboardEndedComposition = true
        case .textDidChange(.assignment): keyboardEndedComposition = false
        case .textDidChange: textChanged = true
        default: break
        }
      }
      deliver(event)
    }
    if keyboardEndedComposition && textChanged {
      // The commit's `input` after `compositionend`: the page reads the field as it is now.
      deliver(.textDidChange(.input))
    }
    if !isRemovingCompositionForCommit, let held = heldCompositionEnd {
      // After the committed text: the page's composition ends now.
      heldCompositionEnd = nil
      deliver(held)
    }
    // `render-timing=per-event`: the app renders inside the event handler, before the
    // keyboard's next call reaches the field.
    if rendersPerEvent && store.runFrame() > 0 { collectStoreDiagnostics() }
  }

  /// One field event to the bridge, under the platform's notification rules.
  private func deliver(_ event: FieldEvent) {
    record(.field(event))
    switch event {
    case .textDidChange(.markedText) where !platform.markedTextNotifies:
      return
    case .textDidChange(.assignment):
      return
    case .compositionStart:
      pageAwaitsCommitForWriteEnd = false
    case .returnKey:
      submit(byCommittingKey: false)
    case .textDidChange:
      personEdited()
    default:
      break
    }
    bridge.fieldDidEmit(event, context: context)
  }

  /// `commit-input=delete-then-insert`: the composition was removed from the field; the app
  /// sees that change while its composition is still open, and `compositionend` (with
  /// `committed`) once the committed text is in.
  ///
  ///     "[お|]" Enter  →  removal: app sees "" (composing)  →  insert: "お", compositionEnd("お")
  func deliverCompositionRemoval(committing committed: String) {
    heldCompositionEnd = .compositionEnd(committedText: committed)
    isRemovingCompositionForCommit = true
    defer { isRemovingCompositionForCommit = false }
    dispatchFieldEvents()
  }

  /// `commit-input=delete-then-insert`: a composition about to start over a selection removed
  /// it; the app sees that change already composing (`deleteByComposition`).
  ///
  ///     "x{y}" type b  →  app sees "x" (composing), then "x[ｂ]"
  func deliverSelectionRemovalForComposition() {
    isRemovingSelectionForComposition = true
    defer { isRemovingSelectionForComposition = false }
    dispatchFieldEvents()
  }

  /// Whether the page takes its events as composing with no marked text in the field: between
  /// WebKitGTK's two commit events, while a selection a composition replaces is removed, while
  /// severed before the engine's first commit, and while the guarded page waits for the end of
  /// the composition its write committed (`pageAwaitsCommitForWriteEnd`). Not for a key the
  /// engine passes on in a stale composition: its keydown says `isComposing`, its `input`
  /// does not (measured 2026-12-04, WebKitGTK 2.50: Backspace after a `set`).
  var pageIsComposing: Bool {
    heldCompositionEnd != nil || isRemovingSelectionForComposition || pageAwaitsCommitForWriteEnd
      || (severedComposition != nil && severedPageComposes)
  }

  /// The person's key changed the field's text, and the app is told (a correct app knows its
  /// field's edits: the field writes through its own binding, or its delegate reports them),
  /// even when the bridge writes nothing because the binding already holds that text.
  private func personEdited() {
    typedSincePick = true
    if menuWatch.isWatching { menuWatch.personTyped() }
  }

  /// Events caused by the app's own writes are not delivered to the bridge.
  private func dispatchFieldEventsSilently() {
    field.discardEvents()
    oracle.discardEvents()
  }

  // MARK: Writes (the bridge context and the app funnel through here)

  var hasDeliberateWrite: Bool { deliberateWritePending }

  var bindingWasWrittenByTask: Bool { lastBindingOrigin.kind == .task }

  func writeBindingFromBridge(_ value: String, isKnownChange: Bool?) {
    if hasSetterTransforms {
      writeThroughSetter(value)
      return
    }
    writeBinding(value, origin: .bridge(bridge.name), isKnownChange: isKnownChange)
  }

  func writeFieldTextFromBridge(_ reference: FieldTextReference, isKnownChange: Bool) {
    let origin = WriteOrigin.bridge(bridge.name)
    if hasSetterTransforms {
      writeThroughSetter(reference.value)
      return
    }
    // A trace or a watching menu reads every write: the `String` is made now anyway, and the
    // binding holds it as it always has.
    if recordsTrace || menuWatch.isWatching {
      writeBinding(reference.value, origin: origin, isKnownChange: isKnownChange)
      return
    }
    let versionBefore = store.version(of: bindingID)
    store.writeFieldText(bindingID, reference, origin: origin, isKnownChange: isKnownChange)
    lastBindingOrigin = origin
    // As `writeBinding`: the bridge's own write is never a deliberate one.
    let changed = store.version(of: bindingID) != versionBefore
    if changed { deliberateWritePending = false }
    typedSincePick = true
  }

  /// The field's write through a binding whose setter rewrites it (`runs=in-setter`). A bridge
  /// updated by every pass (React's controlled input, whose DOM value React puts back after
  /// every event) renders even when the stored value did not change; a SwiftUI one does not.
  private func writeThroughSetter(_ value: String) {
    let stored = setterRewrite(value)
    writeBinding(stored, origin: .bridge(bridge.name))
    if stored != value && !bridge.updatesOnlyOnChangedInputs { store.hasPendingRender = true }
  }

  /// Writes the binding and remembers who wrote it; `isKnownChange` as in `Store.write`.
  func writeBinding(_ value: String, origin: WriteOrigin, isKnownChange: Bool? = nil) {
    let versionBefore = store.version(of: bindingID)
    store.write(bindingID, value, origin: origin, isKnownChange: isKnownChange)
    lastBindingOrigin = origin
    // The store's version moves exactly when the value changed. A write of the value the
    // binding holds changes nothing and renders nothing: it must not make the next bridge
    // assignment look like the app's own edit (lost-input would then take the bridge's stale
    // value as the person's new baseline).
    let changed = store.version(of: bindingID) != versionBefore
    if changed { deliberateWritePending = origin.kind != .bridge }
    if origin.kind == .bridge { typedSincePick = true }
    if menuWatch.isWatching { menuWatch.wrote(value, origin: origin, changed: changed) }
    if recordsTrace && changed {
      record(.bindingWrite(value: value, origin: origin))
    }
  }

  /// Assigns the field's text under the platform's rules. Where the setter ignores an equal
  /// value (`assign-equal=ignored`: Chromium, Firefox), assigning the field's own text does
  /// nothing at all: the composition, the caret and the keyboard stay as they are.
  func assignField(_ text: String) {
    if platform.equalAssignment == .ignored && text.hasSameUTF8(as: field.text) {
      deliberateWritePending = false
      return
    }
    pageWroteDuringStaleComposition()
    if deliberateWritePending && field.markedRange == nil {
      // The guarded page's next write with nothing composing: its wait is over.
      pageAwaitsCommitForWriteEnd = false
    }
    let textBefore = field.text
    let shadowInSync = oracle.textIsInSync
    let markedBefore = field.markedText
    let policy =
      markedBefore == nil ? AssignmentPolicy.replaceAndClearMarked : platform.assignDuringComposition
    let outcome = field.assignText(text, markedTextPolicy: policy)
    field.discardEvents()
    // A write inside the page's `input` handler (a render there, a controlled input's stale
    // render), or in a later task (a script's `set`, an update landing before the next edit).
    let reaction = platform.imeReaction(
      assignmentInInputHandler: isDispatchingFieldEvents, family: keyboardFamily)
    var keyboardKeepsBuffer = false
    record(.renderAssignment(text: text, markedTextBefore: markedBefore, fate: outcome.markedTextFate))
    if let markedBefore, outcome.markedTextFate != .assignmentIgnored {
      monitor.report(
        .compositionOverwrite,
        "\(bridge.name) assigned \(Quoting.quoted(text)) while marked text \(Quoting.quoted(markedBefore)) existed"
      )
      do {
        try inputMethod.clientTextDidChange(reaction, client: oracle.client)
      } catch {
        record(.keyboardError(error))
      }
      dispatchFieldEventsSilently()
      keyboardKeepsBuffer = reaction == .keep
      if keyboardKeepsBuffer && platform.preeditSelection == .nextCharacter && field.markedRange == nil {
        unshownPreedit = markedBefore
      }
      record(.keyboardTold(reaction))
      if reaction == .detach { detachKeyboard() }
      if platform.leavesStaleComposition(
        assignmentInInputHandler: isDispatchingFieldEvents, family: keyboardFamily)
      {
        beginStaleComposition()
      }
    }
    let keyboardLostComposition = markedBefore != nil && outcome.markedTextFate != .assignmentIgnored
    if deliberateWritePending {
      // An app edit: what it removed or added is not lost input. But the keyboard no longer
      // owns a marked range, so the shadow has none either: if the field kept one, the next
      // key replaces app text the person never chose to replace, and that is lost input.
      oracle.rebase(markedRange: keyboardLostComposition ? nil : field.markedRange)
      oracle.appEdited(
        markedRange: keyboardLostComposition ? nil : field.markedRange,
        keyboardTold: keyboardLostComposition ? reaction : nil)
      deliberateWritePending = false
    } else if shadowInSync && field.text.isSameText(as: textBefore) && !keyboardKeepsBuffer {
      // The text is unchanged; only the marked range may have gone. The keyboard now
      // believes nothing is marked, and the shadow follows that belief.
      oracle.rebase(markedRange: nil)
    }
  }

  /// Ends the composition before the app's own write, the way the platform lets an app: a
  /// native field's `unmarkText()`; a web page's only way, `blur()` then `focus()`, where the
  /// profile's `blur-composition` for this keyboard says the blur does something else than a
  /// commit both sides share (Firefox and WebKitGTK through fcitx5, measured in issue 27).
  ///
  ///     web-chromium-linux, "[きょう|]"  →  "きょう|", the keyboard told commit
  ///     web-firefox-linux,  "[きょう|]"  →  "きょう|", the keyboard composes unseen from now on
  ///     web-webkitgtk,      "[きょう|]"  →  "[きょう|]" still marked: the write after it
  ///                                         leaves a stale composition (`stale-composition`);
  ///                                         without that rule, severed until blur
  func commitCompositionForWrite() {
    guard field.markedRange != nil else { return }
    switch platform.blurComposition[keyboardFamily] {
    case .commitDetach:
      // The blur commits the reading, and after focus() the engine composes apart.
      unmarkField()
      detachKeyboard()
    case .keepMarked
    where platform.leavesStaleComposition(
      assignmentInInputHandler: isDispatchingFieldEvents, family: keyboardFamily):
      // The blur keeps the composition and ends nothing: the write that follows leaves it
      // stale (`ime-on-late-assign=stale-composition`: WebKitGTK).
      record(
        .note("the page's blur() and focus() keep the composition \(Quoting.quoted(field.markedText ?? ""))"))
      blurFromApp()
      focusFromApp()
      pageAwaitsCommitForWriteEnd = true
    case .keepMarked:
      // The blur leaves the text marked with no compositionend; the engine forgets it. The
      // app's assignment then lands over a composition only the page still has, and the engine
      // and the page are severed until blur (`Session+Severed`).
      oracle.blur(markedTextOnFocusLoss: .keepMarked)
      inputMethod.reset()
      oracle.focus()
      record(.keyboardTold(.dropBuffer))
      severKeyboard()
    case .asFocusLoss, .commit, .discard:
      unmarkField()
    }
  }

  /// Commits the marked text on the app's behalf and tells the keyboard.
  func unmarkField() {
    guard let marked = field.markedText else { return }
    field.unmarkText()
    field.discardEvents()
    oracle.unmark()
    do {
      try inputMethod.clientTextDidChange(.commit, client: oracle.client)
    } catch {
      record(.keyboardError(error))
    }
    dispatchFieldEventsSilently()
    record(.unmark(committedText: marked))
  }
}
