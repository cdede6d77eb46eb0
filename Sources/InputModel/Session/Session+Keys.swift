/// Keys: delivery to the keyboard, the platform's Enter ordering, and submits.
///
///     [わ|] Enter on web (keydown first, naive guard)  →  app sees Enter (isComposing: true),
///                                                        then the keyboard commits わ
extension Session {
  func deliver(_ action: InputAction) throws(SessionError) {
    guard field.isFocused else {
      record(.keyIgnoredWithoutFocus(action))
      return
    }
    isDeliveringKey = true
    defer { keyDidEnd() }
    // A late update lands before the key; what it removed is compared with the person's
    // intent once the key has typed (the intent types the key too), so a loss is one report.
    bridge.editWillBegin(context: context)
    oracle.personPressed(action)
    let composingBefore = isComposing
    defer { lastKeyBeganComposition = !composingBefore && isComposing }
    if action == .key(.named(.enter)) || action == .commit {
      try deliverEnter(action)
      return
    }
    try performInputMethod(action)
  }

  private var isComposing: Bool { field.markedRange != nil || !inputMethod.compositionBuffer.isEmpty }

  /// Whether `action` makes a Japanese input method commit with nothing composed: Mozc's idle
  /// Space, which types U+3000 as the engine's commit (the direct keyboard's Space, and every
  /// key another engine passes on, reach the field as typed).
  ///
  ///     romaji, nothing composed, Space  →  true;   "[か|]" Space  →  false;   direct  →  false
  private func isIdleCommit(_ action: InputAction) -> Bool {
    guard case .key(.named(.space)) = action, !isComposing else { return false }
    return keyboardFamily == .japanese && !(inputMethod is DirectInputMethod)
  }

  /// Whether the keyboard holds a composition in `unseen`, a field nobody sees (`detach`, a
  /// stale composition): marked text there, or a buffer it has not shown yet.
  func isComposing(into unseen: TextField) -> Bool {
    unseen.markedRange != nil || !inputMethod.compositionBuffer.isEmpty
  }

  /// The key is done, with every render pass it caused: the app has settled for this key, and
  /// the checks those passes deferred run now.
  ///
  ///     per-event, [각|] + "u":  commit 가 → pass (deferred) → mark 겨 → pass (deferred)
  ///                              → key done: one check of "가[겨|]" against the buffer 겨
  private func keyDidEnd() {
    isDeliveringKey = false
    oracle.keyboardDidAct()
    guard passCheckDeferred else { return }
    passCheckDeferred = false
    monitor.checkPass()
  }

  private func performInputMethod(_ action: InputAction) throws(SessionError) {
    if staleComposition != nil && !staleCompositionPassesToField(action) {
      try performDuringStaleComposition(action)
      return
    }
    if let unseen = severedComposition, !passesSeverance(action, unseen: unseen) {
      try performSevered(action, in: unseen)
      return
    }
    if let unseen = detachedComposition {
      // A named key with nothing composed (Space, Backspace, Enter, an arrow) composes nothing:
      // it reaches the field (Mozc's idle Space shows U+3000, an arrow moves the caret, an
      // Enter is a line break), but the browser still waits for the engine's composition to
      // end, so the next one is unseen too (Firefox 153, measured: set, Left, type su → nothing
      // shows; Enter; type a → seen; `set` during い, Enter submits, `sso` unseen).
      guard case .key(.named) = action, !isComposing(into: unseen) else {
        try performDetached(action, in: unseen)
        return
      }
    }
    do {
      var client: any TextInputClient = oracle.client
      if let held = unshownPreedit {
        client = UnchangedPreeditClient(base: client, held: held) { [unowned self] in
          self.unshownPreedit = nil
        }
      }
      if platform.commitInput == .deleteThenInsert {
        // The composition's removal reaches the app before the committed text.
        client = CommitReinsertClient(
          base: client, insertionIsEngineCommit: isIdleCommit(action),
          didDelete: { [unowned self] committed in self.deliverCompositionRemoval(committing: committed) },
          didDeleteSelection: { [unowned self] in self.deliverSelectionRemovalForComposition() })
      }
      if bridge.rendersLate && settleMode == .auto
        && platform.lateRender.rendersAfterCommit(keyIntervalMilliseconds: keyIntervalMilliseconds)
      {
        // The commit is a message of its own: the page's late render lands before the next
        // composition of the same key.
        client = SyllableRestartClient(base: client) { [unowned self] in
          self.dispatchFieldEvents()
          self.settle()
        }
      }
      if platform.compositionRestart[keyboardFamily] == .perSyllable {
        // compositionend after each finished syllable: the app sees it before the next one.
        client = SyllableRestartClient(base: client) { [unowned self] in self.dispatchFieldEvents() }
      }
      try inputMethod.perform(action, client: client)
    } catch {
      oracle.keyboardDidAct()
      dispatchFieldEvents()
      throw .inputMethod(error)
    }
    oracle.keyboardDidAct()
    monitor.checkLostInput(oracle)
    dispatchFieldEvents()
  }

  /// Performs `action` on a field nobody sees (`detach`, the severance) and says whether the
  /// keyboard's composition there ended (committed or cancelled).
  func performUnseen(_ action: InputAction, in unseen: TextField) throws(SessionError) -> Bool {
    do {
      try inputMethod.perform(action, client: unseen)
    } catch {
      throw .inputMethod(error)
    }
    return unseen.drainEvents().contains {
      if case .compositionEnd = $0 { true } else { false }
    }
  }

  /// A key after the browser and the engine parted (`detach`): the keyboard composes into a
  /// field nobody sees, and the field hears nothing; once the keyboard's composition there has
  /// ended (committed, cancelled) its result is dropped and the keyboard types into the field
  /// again. A named key with nothing composed reaches the field and leaves the detach as it is.
  ///
  /// A key that commits the unseen composition and starts a new one (typing on during a
  /// conversion) ends the detach there: the new composition shows in the field (Firefox 153,
  /// measured: unseen `[すを]`, Space, `he`  →  `Hell[へ|]o`).
  ///
  ///     detached, type ha  →  field unchanged;  Enter  →  unchanged, the next key is seen
  ///     detached, type ka, Backspace ×1  →  cancelled, unchanged;  Backspace  →  deletes
  ///     detached, Left  →  the caret moves;  type ha  →  field unchanged
  ///     detached, nothing composed, convert  →  nothing;  type o  →  field unchanged
  ///     detached, converting "[{素を}]", type h  →  "[ｈ|]" in the field
  private func performDetached(_ action: InputAction, in unseen: TextField) throws(SessionError) {
    let composedBefore = isComposing(into: unseen)
    var committed = false
    defer {
      unseen.discardEvents()
      // Only a composition that was there and has ended ends the detach: a gesture with
      // nothing composed (`convert`, a pick) leaves it as it is.
      if !isComposing(into: unseen) && (composedBefore || committed) {
        detachedComposition = nil
      }
      oracle.keyboardDidAct()
      dispatchFieldEvents()
    }
    committed = try performUnseen(action, in: unseen)
    guard committed, let marked = unseen.markedText, let markedRange = unseen.markedRange else { return }
    detachedComposition = nil
    let selection = unseen.selectedRange
    do {
      try field.setMarkedText(
        marked,
        selectedRange: UTF16Range(
          location: selection.location - markedRange.location, length: selection.length),
        replacementRange: nil)
    } catch {
      throw .inputMethod(.field(error))
    }
    oracle.resync()
  }

  /// Enter: a commit while composing, a submit otherwise; the platform decides whether and
  /// when the app sees the key during a commit.
  private func deliverEnter(_ action: InputAction) throws(SessionError) {
    let composing = field.markedRange != nil || !inputMethod.compositionBuffer.isEmpty
    guard composing, action == .key(.named(.enter)) else {
      try performInputMethod(action)
      return
    }
    switch platform.enterCommit[keyboardFamily] {
    case .consumed:
      break
    case .beforeKeyDown:
      // The keyboard commits, then passes the Enter on: the app sees a plain Enter.
      try performInputMethod(action)
      return
    case .afterKeyDown:
      // One keydown, flagged composing; then the keyboard commits, without a newline.
      appSeesEnter(isComposing: true, compositionEndedThisKey: false)
      try performInputMethod(.commit)
      return
    }
    switch platform.enterOrder {
    case .imeConsumes:
      try performInputMethod(action)
    case .keyDownFirst:
      appSeesEnter(isComposing: true, compositionEndedThisKey: false)
      try performInputMethod(action)
    case .compositionEndFirst:
      try performInputMethod(action)
      appSeesEnter(isComposing: false, compositionEndedThisKey: true)
    case .keyDownUnflaggedFirst
    where EnterKeyOrder.enterOutruns(
      keyIntervalMilliseconds: keyIntervalMilliseconds, previousKeyBeganComposition: lastKeyBeganComposition):
      // keyCode 229 tells a composition-aware guard; `isComposing` is false.
      appSeesEnter(isComposing: false, compositionEndedThisKey: true)
      try performInputMethod(action)
    case .keyDownUnflaggedFirst:
      // The input method answered the key before: the Enter is flagged, as `keydown-first`.
      appSeesEnter(isComposing: true, compositionEndedThisKey: false)
      try performInputMethod(action)
    }
  }

  /// The app's key handler sees an Enter that belongs to a commit.
  private func appSeesEnter(isComposing: Bool, compositionEndedThisKey: Bool) {
    record(.enterKeyDown(isComposing: isComposing))
    let submits: Bool
    switch submitGuard {
    case .none: submits = true
    case .naive: submits = !isComposing
    case .compositionAware: submits = !isComposing && !compositionEndedThisKey
    }
    if submits { submit(byCommittingKey: true) }
  }

  /// The app submits the binding's value; a submit while (or by) committing marked text
  /// breaks `submit-during-composition`.
  func submit(byCommittingKey: Bool) {
    let value = submittedValue()
    submits.append(value)
    record(.submit(value: value))
    if byCommittingKey || field.markedRange != nil {
      monitor.report(
        .submitDuringComposition,
        "submit of \(Quoting.quoted(value)) fired by the Enter that "
          + (byCommittingKey ? "committed marked text" : "pressed while marked text existed"))
    }
    componentsSawSubmit(value)
  }
}
