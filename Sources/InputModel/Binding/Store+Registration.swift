extension Store {
  /// Registers a handler that runs when the state's value differs from the value it saw at the
  /// previous pass: SwiftUI's `onChange(of:initial:_:)` with the two-value action.
  ///
  /// Handlers run in registration order at the start of each pass, all with the pass's snapshot.
  /// Several writes between two passes fire once:
  ///
  ///     "A"  write "B", write "C", runFrame()  →  action(store, "A", "C") once
  ///     "A"  write "B", write "A", runFrame()  →  nothing
  ///
  /// The action gets the store to write with (a handler that captured the store strongly would
  /// keep it alive forever).
  ///
  /// - Parameters:
  ///   - label: names the handler in events; the state's name when `nil`.
  ///   - initial: also run once with `(value, value)` at the next pass, the model of a view
  ///     appearing. Registering such a handler marks a render pending. The value is the one that
  ///     pass sees, which may differ from the value at registration.
  ///   - action: `(store, old, new)`.
  public func onChange<Value>(
    of id: StateID<Value>, label: String? = nil, initial: Bool = false,
    _ action: @escaping (_ store: Store, _ old: Value, _ new: Value) -> Void
  ) {
    onChangeOfStateValues(of: id, label: label, initial: initial) { store, old, new in
      action(store, old.resolved, new.resolved)
    }
  }

  /// `onChange(of:label:initial:_:)` whose action gets the values as kept: a field's text the
  /// bridge wrote by reference stays unread (no `String` made) unless the action reads it.
  func onChangeOfStateValues<Value>(
    of id: StateID<Value>, label: String? = nil, initial: Bool = false,
    _ action: @escaping (_ store: Store, _ old: StateValue<Value>, _ new: StateValue<Value>) -> Void
  ) {
    let slot = slot(id)
    onChangeHandlers.append(
      OnChangeHandler(slot: slot, label: label ?? slot.name, initial: initial, action: action))
    if initial { hasPendingRender = true }
  }

  /// Registers a render callback (a bridge's `updateView`): every pass calls every callback in
  /// registration order, after the pass's onChange handlers. Registering marks a render pending,
  /// as a view's first `updateView` follows its creation.
  ///
  /// A callback that changes state records `modifiedDuringRender` and causes another pass.
  public func onRender(label: String, _ callback: @escaping (_ store: Store) -> Void) {
    renderCallbacks.append(RenderCallback(label: label, run: callback))
    hasPendingRender = true
  }

  /// The labels of the render callbacks, in the order passes call them.
  public var renderCallbackLabels: [String] { renderCallbacks.map(\.label) }

  /// The labels of the onChange handlers, in the order passes evaluate them.
  public var onChangeHandlerLabels: [String] { onChangeHandlers.map(\.label) }
}
