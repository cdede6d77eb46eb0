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
      store.onChange(of: bindingID, label: "transform \(transform)") { [unowned self] store, _, new in
        guard let rewritten = transform.apply(to: new) else { return }
        if transform.deferred {
          store.enqueue(label: "transform \(transform)") { [unowned self] store in
            guard let latest = transform.apply(to: store[self.bindingID]) else { return }
            self.writeBinding(latest, origin: .task("transform \(transform)"))
          }
        } else {
          self.writeBinding(rewritten, origin: .onChange("transform \(transform)"))
        }
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
    if binding == field.text { deliberateWritePending = false }
    monitor.checkPass()
  }

  /// The app's `onChange(of: text)` fired; it must see a real change, in order.
  func recordOnChange(old: String, new: String) {
    onChangeRecords.append(OnChangeRecord(old: old, new: new))
    record(.onChange(old: old, new: new))
    monitor.checkOnChange(old: old, new: new)
  }

  func collectStoreDiagnostics() {
    for diagnostic in store.drainDiagnostics() {
      record(.storeDiagnostic(diagnostic))
    }
  }
}
