/// The suggestion menu as the seed writes it: an `onChange(of: text)` handler whose post-pick
/// machine tells the pick's own writes from typing, the deferred pick's task, and the search
/// submit's read. Each is checked for `stale-onchange`: a stale decision (acting on a value
/// other than the current one) or a misread change (the person's key taken for the menu's own
/// write, or the menu's own write taken for typing).
///
///     post-pick=selected-only, pick からて (deferred) on から:
///       ("から", "から ")  absorbed;  ("から ", "からて")  typing: reopens on からて からてがた
///       →  stale-onchange: misread change (the menu's own write reopened it)
extension Session {
  func registerMenuHandler() {
    menuWatch.start(seeing: binding)
    store.onChange(of: bindingID, label: "suggestions") { [unowned self] _, old, new in
      self.menuFired(old: old, new: new)
    }
  }

  private func menuFired(old: String, new: String) {
    guard var menu = components.suggestionMenu, let index = components.suggestionIndex else { return }
    let (coalesced, causes, ownValues) = menuWatch.fired(new: new)
    let reads = appHandlers.reads
    let read = basis(reads, new: new)
    let current = binding
    // The correct app knows where the writes came from: the field writes through its own
    // binding, the pick through the menu's code.
    let carriesTyping = causes.contains(.user)
    var shadow = menuShadow ?? menu
    let pickItem: String? =
      switch menu.phase {
      case .selected(let item, _), .absorbing(let item): item
      case .open, .closed: nil
      }
    let pickLanded = pickItem.map(ownValues.contains) ?? false
    let reaction = menu.handleChange(
      to: read, index: index, isFocused: field.isFocused, carriesTyping: carriesTyping,
      pickLanded: pickLanded)
    let shadowReaction = shadow.handleChange(
      to: current, index: index, isFocused: field.isFocused, carriesTyping: carriesTyping,
      pickLanded: pickLanded)
    components.suggestionMenu = menu
    menuShadow = shadow
    let firing = HandlerFiring(
      handler: "suggestions", received: OnChangeRecord(old: old, new: new), coalesced: coalesced, read: read,
      source: reads, current: current, did: Self.describe(reaction, menu),
      should: Self.describe(shadowReaction, shadow))
    record(.handlerFiring(firing))
    if !firing.isRight { menuFiringToJudge = firing }
    if reaction == .absorbed && carriesTyping {
      monitor.report(
        .staleOnChange,
        "misread change: the menu took (\(Quoting.quoted(old)), \(Quoting.quoted(new))), which carries typing, for its own pick's write"
      )
    } else if reaction == .typing && menu.isOpen && causes.contains(.own) && !carriesTyping {
      monitor.report(
        .staleOnChange,
        "misread change: the menu took its own pick's write (\(Quoting.quoted(old)), \(Quoting.quoted(new))) for typing and reopened"
      )
    }
  }

  /// At the end of a frame: the menu a person sees against the one the current text asks for.
  /// A difference is a stale decision, reported with the firing that made it; firings that
  /// differed on the way but end as the current text asks (a filter's second pass) are not.
  ///
  ///     digits-only, "12" + a: pass 1 the menu reads "12a" (closes), pass 2 "12" (reopens)
  ///       → at the frame's end it shows the matches of "12", as it should: nothing reported
  func judgeMenuAtFrameEnd() {
    guard let shadow = menuShadow, let menu = components.suggestionMenu else { return }
    if menu.isOpen != shadow.isOpen || menu.items != shadow.items {
      if let firing = menuFiringToJudge { reportStaleDecision(firing) }
    } else if menu.phase != shadow.phase {
      // Nothing visible yet: the shadow keeps running, so a later firing shows the difference.
      return
    }
    menuShadow = nil
    menuFiringToJudge = nil
  }

  /// Forgets the shadow menu: the menu changed outside a firing (a pick, a close, a submit, a
  /// focus loss), which the shadow would have done the same way.
  func menuChangedOutsideFirings() {
    menuShadow = nil
    menuFiringToJudge = nil
  }

  /// `absorb (as its own write)`, `open "a" "b"` or `close`.
  private static func describe(_ reaction: SuggestionMenu.ChangeReaction, _ menu: SuggestionMenu) -> String {
    if reaction == .absorbed { return "absorb (as its own write)" }
    return menu.isOpen ? "open " + menu.items.map(Quoting.quoted).joined(separator: " ") : "close"
  }

  /// The deferred pick's task: writes `item`, unless `guarded` and the person typed since the
  /// pick. A blind write over typing is a stale decision, unless the app's own rules give the
  /// text it overwrote either way (a `max-length=1` field shows one letter whoever wrote).
  ///
  ///     "から" pick からて, type x:        blind → writes からて over "からx" (stale)
  ///     "12" pick 1234, digits-only trims "12 " to "12":   both write 1234 (no typing)
  func runPickTask(item: String, interim: String, guarded: Bool) {
    let current = binding
    if typedSincePick {
      let firing = HandlerFiring(
        handler: "pick task", received: nil, read: interim, source: .captured, current: current,
        did: guarded ? "nothing" : "write \(Quoting.quoted(item))", should: "nothing")
      record(.handlerFiring(firing))
      if guarded { return }
      if textAfterRules(item) != current { reportStaleDecision(firing) }
    }
    writeBinding(item, origin: .task(MenuWatch.ownLabel))
  }

  /// `text` as the app's rewriting transforms leave it, in order.
  private func textAfterRules(_ text: String) -> String {
    var result = text
    for transform in transforms {
      if let rewritten = transform.apply(to: result) { result = rewritten }
    }
    return result
  }

  /// The value a submit sends: the binding, or with a search field whose submit reads a
  /// capture, the value its closure holds (a stale decision when that is not the text).
  func submittedValue() -> String {
    let current = binding
    guard let search = components.searchField, search.submitReads != .current else { return current }
    // The submit closure is the one built at the last render, whatever the onChange form.
    let submitted =
      switch search.submitReads {
      case .current, .param: current
      case .captured: lastRenderedText
      case .mount: mountText
      }
    if submitted != current {
      let firing = HandlerFiring(
        handler: "submit", received: nil, read: submitted, source: search.submitReads, current: current,
        did: "submit \(Quoting.quoted(submitted))", should: "submit \(Quoting.quoted(current))")
      record(.handlerFiring(firing))
      reportStaleDecision(firing)
    }
    return submitted
  }
}
