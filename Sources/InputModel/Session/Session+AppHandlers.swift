/// The app's own handlers under `AppHandlerOptions`: which value each acts on (the update's,
/// a capture of the last render, the current state), when its write lands, and the
/// `stale-onchange` check that its action is the one the current value asks for.
///
///     onchange=ios14, max-length=5 reads=captured, type "f" after "abcde":
///       the handler acts on "abcde" (the last render's) and writes nothing, but the text is
///       "abcdef", where the same rule writes "abcde"  →  stale-onchange (stale decision)
extension Session {
  /// The value a handler reading `source` acts on, when the firing's new value is `new`.
  ///
  ///     param → new;  current → the binding now;  mount → the first render's text;
  ///     captured → new under ios17, the last render's text under ios14
  func basis(_ source: AppHandlerOptions.Reads, new: String) -> String {
    switch source {
    case .param: new
    case .current: binding
    case .mount: mountText
    case .captured: appHandlers.onChange == .ios17 ? new : lastRenderedText
    }
  }

  /// A transform's `onChange` fired with `(old, new)`.
  func transformFired(_ transform: AppTransform, old: String, new: String) {
    let reads = transform.effectiveReads(appHandlers)
    let label = "transform \(transform)"
    let showsFiring = transform.reads != nil || transform.runs != nil || !appHandlers.isDefault
    switch transform.effectiveRuns(appHandlers) {
    case .nextTurn where reads == .current:
      // The task reads the text itself when it runs: never stale (today's `deferred`).
      guard transform.apply(to: new) != nil else { return }
      store.enqueue(label: label) { [unowned self] store in
        guard let latest = transform.apply(to: store[self.bindingID]) else { return }
        self.writeBinding(latest, origin: .task(label))
      }
    case .nextTurn:
      // The value is computed now and carried into the task, which writes it blindly.
      let read = basis(reads, new: new)
      guard let value = transform.apply(to: read) else { return }
      let received = OnChangeRecord(old: old, new: new)
      store.enqueue(label: label) { [unowned self] _ in
        self.judge(
          transform, label: label + " (task)", received: received, read: read, reads: reads, wrote: value,
          shows: showsFiring)
        self.writeBinding(value, origin: .task(label))
      }
    case .inUpdate, .inSetter:
      let read = basis(reads, new: new)
      let value = transform.apply(to: read)
      judge(
        transform, label: label, received: OnChangeRecord(old: old, new: new), read: read, reads: reads,
        wrote: value, shows: showsFiring)
      if let value { writeBinding(value, origin: .onChange(label)) }
    }
  }

  /// The transforms that run inside the binding's setter (`runs=in-setter`), in order, applied
  /// to a value the field writes through the binding: the value the setter stores.
  ///
  ///     max-length=5 runs=in-setter:  the field writes "abcdef"  →  "abcde" is stored
  func setterRewrite(_ value: String) -> String {
    var stored = value
    for transform in transforms where transform.effectiveRuns(appHandlers) == .inSetter {
      if let rewritten = transform.apply(to: stored) { stored = rewritten }
    }
    if stored != value {
      record(.note("the binding's setter stores \(Quoting.quoted(stored)) for \(Quoting.quoted(value))"))
    }
    return stored
  }

  /// Compares what a transform wrote (`wrote`, `nil` for nothing) with what its rule does on
  /// the current text, records the firing when asked or wrong, and reports a stale decision.
  private func judge(
    _ transform: AppTransform, label: String, received: OnChangeRecord?, read: String,
    reads: AppHandlerOptions.Reads, wrote: String?, shows: Bool
  ) {
    let current = binding
    // While the field shows marked text the rule's rewrite would erase or cut the reading
    // being composed, which no correct app asks for (it waits for the commit; Flutter's
    // truncateAfterCompositionEnds): nothing is asked of the handler then.
    let should = field.markedRange == nil ? transform.apply(to: current) : wrote
    // Outcomes, not values: writing the text it already has is doing nothing.
    let isRight = (wrote ?? current) == (should ?? current)
    guard shows || !isRight else { return }
    let firing = HandlerFiring(
      handler: label, received: received, read: read, source: reads, current: current,
      did: Self.outcome(wrote, current: current), should: Self.outcome(should, current: current))
    record(.handlerFiring(firing))
    if !isRight { reportStaleDecision(firing) }
  }

  /// `write "abc"`, or `nothing` for no write or a write of the current text.
  static func outcome(_ write: String?, current: String) -> String {
    guard let write, write != current else { return "nothing" }
    return "write \(Quoting.quoted(write))"
  }

  func reportStaleDecision(_ firing: HandlerFiring) {
    monitor.report(
      .staleOnChange,
      "stale decision: \(firing.handler) acted on \(Quoting.quoted(firing.read)) (\(firing.source.rawValue)) but the text was \(Quoting.quoted(firing.current)): it did: \(firing.did), where the text asked for: \(firing.should)"
    )
  }
}
