/// Storage for one state: its value plus the bookkeeping that frames need. Untyped base class
/// so the store keeps every state in one array; `StateSlot<Value>` holds the value.
class AnyStateSlot {
  let name: String
  /// True while the value changed since the last pass start looked at it; the slot's index is
  /// then in the store's list of slots to observe.
  var isAwaitingObservation = false
  /// The frame in which a pass last saw the value change, and how many passes of that frame did.
  var lastChangedFrame = 0
  var changesSeenInFrame = 0
  /// The frame in which a render callback last changed the value (one diagnostic per frame).
  var lastRenderWriteFrame = 0
  /// Counts value changes; equal versions mean an equal value without comparing values
  /// (comparing non-ASCII strings is the costly part of a pass).
  var version = 0

  init(name: String) {
    self.name = name
  }

  /// Called at a pass start: true when the value differs from what the previous pass saw.
  func observeAtPassStart() -> Bool { false }

  /// True when the value differs from what the last pass start saw (without observing it).
  var differsFromLastPass: Bool { false }

  /// A value as trace text: a `String` as itself (no quoting, no copy of the characters),
  /// anything else through `String(describing:)`.
  ///
  /// A member of this non-generic class rather than of `StateSlot<Value>`: a write or a
  /// firing then needs no generic class metadata, which unspecialized code looks up at run
  /// time on every call.
  static func text<Value>(of value: Value) -> String {
    if let string = value as? String { return string }
    return String(describing: value)
  }

  /// `lhs == rhs`, through `isSameText(as:)` for text (the same answer without Swift's
  /// canonical walk over a long common prefix).
  ///
  ///     isSame("今日は", "今日は")  // true
  ///     isSame(1, 2)              // false
  static func isSame<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    if Value.self == String.self, let lhs = lhs as? String, let rhs = rhs as? String {
      return lhs.isSameText(as: rhs)
    }
    return lhs == rhs
  }
}

final class StateSlot<Value: Equatable & Sendable>: AnyStateSlot {
  /// The value; while `fieldText` is set, the value before it.
  private var storedValue: Value
  /// Set when the value is a field's text that no one has read yet (a bridge's write of the
  /// field's own text): reading `value` makes the `String`.
  private(set) var fieldText: FieldTextReference?
  /// The value the last pass start saw; frames compare against it to count changes.
  private var valueAtLastPass: StateValue<Value>
  /// The version `valueAtLastPass` was read at (or a later one holding an equal value).
  private var versionAtLastPass = 0

  init(value: Value, name: String) {
    self.storedValue = value
    self.valueAtLastPass = StateValue(value: value)
    super.init(name: name)
  }

  /// The value (made into a `String` now when it is an unread field text).
  var value: Value {
    get {
      if let fieldText {
        if let string = fieldText.value as? Value { storedValue = string }
        self.fieldText = nil
      }
      return storedValue
    }
    set {
      storedValue = newValue
      fieldText = nil
    }
  }

  /// The value as kept, without making a `String` of an unread field text.
  var current: StateValue<Value> { StateValue(value: storedValue, fieldText: fieldText) }

  /// Makes the value the field's text `reference` refers to, without reading it.
  func setFieldText(_ reference: FieldTextReference) {
    fieldText = reference
  }

  override func observeAtPassStart() -> Bool {
    guard differsFromLastPass else {
      versionAtLastPass = version
      return false
    }
    valueAtLastPass = current
    versionAtLastPass = version
    return true
  }

  /// One write since the last pass start differs from it by construction (a write that
  /// changes nothing keeps the version), so only two or more writes need a comparison.
  override var differsFromLastPass: Bool {
    if version == versionAtLastPass { return false }
    if version == versionAtLastPass &+ 1 { return true }
    return !valueAtLastPass.isSame(as: current)
  }

}
