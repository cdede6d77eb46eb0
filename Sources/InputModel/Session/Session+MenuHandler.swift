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
    let (coalesced, causes) = menuWatch.fired(new: new)
    let reads = appHandlers.reads
    let read = basis(reads, new: new)
    let current = binding
    // The values the pick's own writes leave; taking one of them for the pick's write is
    // right whoever typed since (a limit may have undone the key, or the pick overwrote it).
    let pickValues: [String] =
      switch menu.phase {
      case .selected(let item, let interimText): [item, interimText]
      case .absorbing(let item): [item]
      case .open, .closed: []
      }
    var shadow = menu
    let reaction = menu.handleChange(to: read, index: index, isFocused: field.isFocused)
    let shadowReaction = shadow.handleChange(to: current, index: index, isFocused: field.isFocused)
    components.suggestionMenu = menu
    let firing = HandlerFiring(
      handler: "suggestions", received: OnChangeRecord(old: old, new: new), coalesced: coalesced, read: read,
      source: reads, current: current, did: Self.describe(reaction, menu),
      should: Self.describe(shadowReaction, shadow))
    record(.handlerFiring(firing))
    if menu.phase != shadow.phase || menu.items != shadow.items || reaction != shadowReaction {
      reportStaleDecision(firing)
    }
    if reaction == .absorbed && causes.contains(.user) && !pickValues.contains(read) {
      monitor.report(
        .staleOnChange,
        "misread change: the menu took (\(Quoting.quoted(old)), \(Quoting.quoted(new))), which carries typing, for its own pick's write"
      )
    } else if reaction == .typing && menu.isOpen && !causes.isEmpty && causes.isSubset(of: .own) {
      monitor.report(
        .staleOnChange,
        "misread change: the menu took its own pick's write (\(Quoting.quoted(old)), \(Quoting.quoted(new))) for typing and reopened"
      )
    }
  }

  /// `absorb (as its own write)`, `open "a" "b"` or `close`.
  private static func describe(_ reaction: SuggestionMenu.ChangeReaction, _ menu: SuggestionMenu) -> String {
    if reaction == .absorbed { return "absorb (as its own write)" }
    return menu.isOpen ? "open " + menu.items.map(Quoting.quoted).joined(separator: " ") : "close"
  }

  /// The deferred pick's task: writes `item`, unless `guarded` and the text is no longer the
  /// pick's `interim` write. A blind write over a changed text is a stale decision.
  func runPickTask(item: String, interim: String, guarded: Bool) {
    let current = binding
    if current != interim {
      let firing = HandlerFiring(
        handler: "pick task", received: nil, read: interim, source: .captured, current: current,
        did: guarded ? "nothing" : "write \(Quoting.quoted(item))", should: "nothing")
      record(.handlerFiring(firing))
      if guarded { return }
      reportStaleDecision(firing)
    }
    writeBinding(item, origin: .task(MenuWatch.ownLabel))
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
