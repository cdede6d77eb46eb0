/// One registered `onChange(of:)`: the watched state, the value the handler saw at the previous
/// pass, and the action. Untyped base class so the store keeps handlers in one array.
class AnyOnChangeHandler {
  let label: String
  /// Set by `capture()` when this pass must fire the handler.
  var isPending = false

  init(label: String) {
    self.label = label
  }

  /// Takes this pass's snapshot of the watched value; sets `isPending` when it differs from the
  /// value seen at the previous pass (or when the initial firing is due).
  func capture() {}

  /// Records the event in `store`, then runs the action with the captured values.
  func fire(in store: Store, frame: Int, pass: Int) {}
}

final class OnChangeHandler<Value: Equatable & Sendable>: AnyOnChangeHandler {
  private let slot: StateSlot<Value>
  /// Gets the values as kept: an unread field text stays unread until the action reads it.
  private let action: (Store, StateValue<Value>, StateValue<Value>) -> Void
  /// The value the handler saw at the last pass that looked at it, and the slot's version then.
  private var lastSeen: StateValue<Value>
  private var lastSeenVersion: Int
  /// This pass's snapshot, valid while `isPending`.
  private var captured: StateValue<Value>
  private var capturedVersion: Int
  /// `initial: true` and the first firing has not happened yet.
  private var isInitialFiringDue: Bool
  private var capturedIsInitial = false

  init(
    slot: StateSlot<Value>, label: String, initial: Bool,
    action: @escaping (Store, StateValue<Value>, StateValue<Value>) -> Void
  ) {
    self.slot = slot
    self.action = action
    self.lastSeen = slot.current
    self.lastSeenVersion = slot.version
    self.captured = slot.current
    self.capturedVersion = slot.version
    self.isInitialFiringDue = initial
    super.init(label: label)
  }

  override func capture() {
    if isInitialFiringDue {
      isInitialFiringDue = false
      capturedIsInitial = true
      lastSeen = slot.current
      captured = slot.current
      capturedVersion = slot.version
      isPending = true
      return
    }
    guard slot.version != lastSeenVersion else { return }
    // One write since differs by construction; after more, changed and changed back (A→B→A)
    // between passes fires nothing.
    let oneWriteSince = slot.version == lastSeenVersion &+ 1
    lastSeenVersion = slot.version
    guard oneWriteSince || !lastSeen.isSame(as: slot.current) else { return }
    capturedIsInitial = false
    captured = slot.current
    capturedVersion = slot.version
    isPending = true
  }

  override func fire(in store: Store, frame: Int, pass: Int) {
    isPending = false
    let old = lastSeen
    let new = captured
    lastSeen = new
    lastSeenVersion = capturedVersion
    let isStale =
      slot.version != capturedVersion
      && (slot.version == capturedVersion &+ 1 || !new.isSame(as: slot.current))
    store.record(
      OnChangeEvent(
        stateName: slot.name, old: AnyStateSlot.text(of: old.resolved),
        new: AnyStateSlot.text(of: new.resolved),
        frame: frame, pass: pass, handlerLabel: label, isInitial: capturedIsInitial,
        isStale: isStale))
    action(store, old, new)
  }
}
