/// The app around the field: its `onChange` handlers and transforms, the bridge's render
/// callback, and the store's diagnostics.
///
///     type "a" with transforms [uppercase]  →  onChange "" -> "a", binding ← "A" (onChange:…)
extension Session {
  func registerAppHandlers() {
    store.onChange(of: bindingID, label: "app.onChange") { [unowned self] _, old, new in
      self.recordOnChange(old: old, new: new)
    }
    for transform in transforms {
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
    bridge.updateView(context: context)
  }

  private func renderPassDidEnd() {
    let text = binding
    if text.isSameText(as: field.text) { deliberateWritePending = false }
    lastRenderedText = text
    if menuWatch.isWatching, let values = menuWatch.coalescedAway(binding: text) {
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
  func recordOnChange(old: String, new: String) {
    // A key's change is the field's latest splice when `old` is the text before it (the
    // field's spare buffer) and `new` the field's text: the record then costs the key.
    var latestEdit: (utf8Range: Range<Int>, replacement: String)?
    if let spare = field.spare, new.sharesStorage(with: field.text), old.sharesStorage(with: spare.text) {
      latestEdit = (spare.editUTF8Range, spare.replacement)
    }
    onChangeRecords.append(old: old, new: new, newIsOldWith: latestEdit)
    record(.onChange(old: old, new: new))
  }

  func collectStoreDiagnostics() {
    for diagnostic in store.drainDiagnostics() {
      record(.storeDiagnostic(diagnostic))
    }
  }
}
