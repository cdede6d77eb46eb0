/// The app around the field: its `onChange` handlers and transforms, the bridge's render
/// callback, and the store's diagnostics.
///
///     type "a" with transforms [uppercase]  →  onChange "" -> "a", binding ← "A" (onChange:…)
extension Session {
  func registerAppHandlers() {
    // The values as kept: a field text the bridge wrote by reference is recorded from the
    // field's splices, without making a `String` of it.
    store.onChangeOfStateValues(of: bindingID, label: "app.onChange") { [unowned self] _, old, new in
      self.recordOnChange(old: old, new: new)
    }
    for transform in transforms where transform.effectiveRuns(appHandlers) != .inSetter {
      store.onChange(of: bindingID, label: "transform \(transform)") { [unowned self] _, old, new in
        self.transformFired(transform, old: old, new: new)
      }
    }
    // Each render callback loads its unowned `self` once and calls a method: every use of an
    // unowned reference is a strong retain and release, and these run on every pass.
    store.onRender(label: "\(bridge.name).updateView") { [unowned self] _ in
      self.renderBridge()
    }
    store.onRender(label: "invariants") { [unowned self] _ in
      self.renderPassDidEnd()
    }
  }

  private func renderBridge() {
    if bridge.updatesOnlyOnChangedInputs {
      let current = store.stateValue(of: bindingID)
      guard viewInputs.updateIsDue(binding: current) else {
        record(.note("\(bridge.name).updateView not called: its inputs are as its last update saw them"))
        return
      }
    }
    bridge.updateView(context: context)
  }

  private func renderPassDidEnd() {
    // The bridge context's answer (`binding == field.text`) reads only the field's edits.
    if context.bindingMatchesField { deliberateWritePending = false }
    lastRendered = store.stateValue(of: bindingID)
    viewInputs.passDidEnd()
    if menuShadow != nil && !store.hasPendingRender { judgeMenuAtFrameEnd() }
    if menuWatch.isWatching, let values = menuWatch.coalescedAway(binding: binding) {
      record(.coalescedAway(handler: "suggestions", values: values))
    }
    // A pass inside a key (`render-timing=per-event`) may fall between a commit and the
    // keyboard's next composition, where the keyboard's buffer is already the next one: the
    // key's passes are checked once the key is done (`keyDidEnd`).
    if isDeliveringKey {
      passCheckDeferred = true
    } else {
      monitor.checkPass()
    }
  }

  /// The app's `onChange(of: text)` fired: recorded for `expect onchange` and the trace. (That
  /// SwiftUI delivers (old, new) correctly is the store's contract, tested in the store's
  /// specification; what the app's handlers do with it is checked where they act.)
  func recordOnChange(old: StateValue<String>, new: StateValue<String>) {
    // A key's change is the field's splices between the two texts, when the field made both:
    // the record then costs the key, and no `String` of a text the bridge wrote by reference
    // is made.
    onChangeRecords.append(old: old, new: new, newIsOldWith: field.change(from: old, to: new))
    viewInputs.passNoticed(new)
    record(.onChange(old: old.resolved, new: new.resolved))
  }

  func collectStoreDiagnostics() {
    for diagnostic in store.drainDiagnostics() {
      record(.storeDiagnostic(diagnostic))
    }
  }
}
