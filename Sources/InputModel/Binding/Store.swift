/// The app's state and its update cycle, simulated step by step: SwiftUI's `@State`,
/// bindings, render passes that call the bridges' `updateView`, `onChange(of:)` and the main
/// queue (`Task { @MainActor in … }`).
///
/// Nothing runs by itself: no threads, no clock. Writes mark a render pending; `runFrame()`
/// runs passes until nothing is pending; `runTurn()` runs one main-queue task and then a frame;
/// `settle(maxTurns:)` runs turns until the store is idle. See docs/update-cycle.md.
///
///     let store = Store()
///     let text = store.makeState("", name: "text")
///     store.onChange(of: text) { _, old, new in print(old, "→", new) }
///     store.write(text, "わ", origin: .bridge("native"))   // render pending
///     store.runFrame()                                      // prints " → わ"
///
/// Writes, onChange firings and diagnostics are recorded as values; drain them after each step.
public final class Store {
  /// How many passes one frame may run before it stops and records `renderLoop`.
  public let maxPassesPerFrame: Int
  /// Whether `write` records a `WriteEvent` (turn off in hot loops that never read them).
  public var isRecordingWrites = true
  /// Whether a firing records an `OnChangeEvent` (turn off when nothing drains them: each
  /// keeps the old and the new value, a whole text per key in a text field's session).
  public var isRecordingOnChangeEvents = true

  /// True when a write (or a new handler or render callback) waits for a pass.
  public internal(set) var hasPendingRender = false
  /// What kind of code is running.
  public internal(set) var phase: StorePhase = .external
  /// The number of frames started so far; inside a frame, its 1-based number.
  public internal(set) var frameCount = 0
  /// Inside a frame, the 1-based pass running; 0 between frames.
  public internal(set) var currentPass = 0
  /// The number of turns that ran something.
  public internal(set) var turnCount = 0
  /// The label of the task the latest `runTurn()` ran, `nil` when it ran only a frame.
  public internal(set) var lastTaskLabel: String?

  /// Recorded since the last drain, oldest first.
  public internal(set) var onChangeEvents: [OnChangeEvent] = []
  public internal(set) var writeEvents: [WriteEvent] = []
  public internal(set) var diagnostics: [StoreDiagnostic] = []

  var slots: [AnyStateSlot] = []
  /// Indices of slots whose value changed since the last pass start looked at them.
  var slotsAwaitingObservation: [Int] = []
  var onChangeHandlers: [AnyOnChangeHandler] = []
  var renderCallbacks: [RenderCallback] = []
  var mainQueue = MainQueue()

  struct RenderCallback {
    let label: String
    let run: (Store) -> Void
  }

  /// - Parameter maxPassesPerFrame: the pass bound of one frame; values below 1 mean 1 (a
  ///   scenario may set it, so a bad value must not trap).
  public init(maxPassesPerFrame: Int = 32) {
    self.maxPassesPerFrame = max(1, maxPassesPerFrame)
  }

  // MARK: State

  /// Creates a state holding `initial`. Creating state schedules no render (nothing reads it yet).
  ///
  /// - Parameter name: the name diagnostics, events and traces use; keep it unique.
  public func makeState<Value: Equatable & Sendable>(_ initial: Value, name: String) -> StateID<
    Value
  > {
    slots.append(StateSlot(value: initial, name: name))
    return StateID(index: slots.count - 1, storeID: ObjectIdentifier(self))
  }

  /// The current value (what the latest write left, even before any pass saw it).
  public subscript<Value>(_ id: StateID<Value>) -> Value {
    slot(id).value
  }

  /// Counts the state's changes: equal versions mean the value was not changed in between,
  /// without comparing values (a write of an equal value keeps the version).
  ///
  ///     "a"  version 0;  write "ab"  →  version 1;  write "ab"  →  version 1
  public func version<Value>(of id: StateID<Value>) -> Int {
    slot(id).version
  }

  /// The name the state was made with.
  public func name<Value>(of id: StateID<Value>) -> String {
    slot(id).name
  }

  /// Writes a value and, when it differs from the current one, marks a render pending.
  ///
  ///     "わ"  write(text, "わた", origin: .bridge("native"))  →  "わた", render pending
  ///     "わ"  write(text, "わ", origin: .bridge("native"))    →  "わ", nothing pending
  ///
  /// Writing an equal value changes nothing (SwiftUI skips equal `Equatable` values) but is still
  /// recorded, with `isChange == false`. A change made by a render callback records
  /// `modifiedDuringRender` and still schedules another pass.
  ///
  /// - Complexity: O(1) amortized; a `String` value is recorded without formatting.
  public func write<Value>(_ id: StateID<Value>, _ value: Value, origin: WriteOrigin) {
    write(id, value, origin: origin, isKnownChange: nil)
  }

  /// `write(_:_:origin:)` for a caller that already knows whether `value` differs from the
  /// current value (`==`), so a long text is not compared again; `nil` compares.
  func write<Value>(_ id: StateID<Value>, _ value: Value, origin: WriteOrigin, isKnownChange: Bool?) {
    let slot = slot(id)
    let isChange = isKnownChange ?? !AnyStateSlot.isSame(slot.value, value)
    if isRecordingWrites {
      writeEvents.append(
        WriteEvent(
          stateName: slot.name, value: AnyStateSlot.text(of: value), origin: origin,
          isChange: isChange, frame: currentPass > 0 ? frameCount : frameCount + 1,
          pass: currentPass, phase: phase))
    }
    guard isChange else { return }
    slot.value = value
    didChange(slot, index: id.index, origin: origin)
  }

  /// `write(_:_:origin:)` of a field's text by reference (a bridge's write of the field's own
  /// text): the `String` is made when the value is read, not now. The caller knows whether it
  /// differs from the current value.
  ///
  ///     "ab"  writeFieldText(text, reference to "abc", isKnownChange: true)  →  "abc" (unread)
  func writeFieldText(
    _ id: StateID<String>, _ reference: FieldTextReference, origin: WriteOrigin, isKnownChange: Bool
  ) {
    let slot = slot(id)
    if isRecordingWrites {
      writeEvents.append(
        WriteEvent(
          stateName: slot.name, value: reference.value, origin: origin, isChange: isKnownChange,
          frame: currentPass > 0 ? frameCount : frameCount + 1, pass: currentPass, phase: phase))
    }
    guard isKnownChange else { return }
    slot.setFieldText(reference)
    didChange(slot, index: id.index, origin: origin)
  }

  /// The field text a state holds unread, or `nil` when its value is an ordinary value.
  func fieldText(of id: StateID<String>) -> FieldTextReference? {
    slot(id).fieldText
  }

  /// The state's value as kept: an unread field text stays unread.
  func stateValue<Value>(of id: StateID<Value>) -> StateValue<Value> {
    slot(id).current
  }

  /// A changed value's bookkeeping: a new version, a pending render, the slot to observe, and
  /// the diagnostic of a change made by a render callback.
  private func didChange(_ slot: AnyStateSlot, index: Int, origin: WriteOrigin) {
    slot.version &+= 1
    hasPendingRender = true
    if !slot.isAwaitingObservation {
      slot.isAwaitingObservation = true
      slotsAwaitingObservation.append(index)
    }
    if phase == .render && slot.lastRenderWriteFrame != frameCount {
      slot.lastRenderWriteFrame = frameCount
      diagnostics.append(
        .modifiedDuringRender(
          stateName: slot.name, origin: origin, frame: frameCount, pass: currentPass))
    }
  }

  /// Writes the result of editing the current value in place (`text += " "`).
  ///
  ///     "ap"  update(text, origin: .action("pick")) { $0 += " " }  →  "ap "
  public func update<Value>(
    _ id: StateID<Value>, origin: WriteOrigin, _ edit: (inout Value) -> Void
  ) {
    var value = slot(id).value
    edit(&value)
    write(id, value, origin: origin)
  }

  /// A binding to the state for bridges: reads the current value, writes through `write`.
  ///
  /// The binding does not keep the store alive; once the store is gone it reads and writes a
  /// detached copy of the value (no render, nothing recorded).
  public func binding<Value>(_ id: StateID<Value>) -> Binding<Value> {
    let slot = slot(id)
    return Binding(
      get: { slot.value },
      set: { [weak self] value, origin in
        if let self {
          self.write(id, value, origin: origin)
        } else {
          slot.value = value
          slot.version &+= 1
        }
      })
  }

  func slot<Value>(_ id: StateID<Value>) -> StateSlot<Value> {
    precondition(
      id.storeID == ObjectIdentifier(self), "StateID used with a store that did not make it")
    return unsafeDowncast(slots[id.index], to: StateSlot<Value>.self)
  }
}

/// What the store is doing at the moment: which kind of code is running.
///
/// Bridges read it to tell a write made while the store is rendering from one made by a field
/// event; the store uses it to flag state modified during a render.
public enum StorePhase: String, Hashable, Sendable, CaseIterable {
  /// No frame and no task running: code driven from outside (a step, a field event reaching a
  /// bridge, a gesture's action).
  case external
  /// A main-queue task is running (`runTurn`).
  case task
  /// A pass is running `onChange(of:)` handlers.
  case onChange
  /// A pass is calling render callbacks (the bridges' `updateView`).
  case render
}
