/// What the suggestion menu's `onChange(of: text)` has not seen yet: the values the binding
/// took since its previous firing and who wrote them, so a firing can say what coalesced into
/// it and whether it carries the person's typing or only the menu's own writes.
///
///     seen "から"; pick writes "から ", type x writes "からx"
///       → values ["から ", "からx"], causes [.own, .user]; the firing ("から", "からx")
///         coalesced ("から" → "から ", "から " → "からx")
struct MenuWatch: Equatable, Sendable {
  /// The label of the menu's own writes (`action:pick`, `task:pick`).
  static let ownLabel = "pick"

  /// False until a menu in `update=onchange` mode is attached: nothing is tracked.
  private(set) var isWatching = false
  /// The value the handler saw at its previous firing.
  private(set) var lastSeen = ""
  /// The values written since, in order (changes only).
  private(set) var values: [String] = []
  private(set) var causes: ChangeCauses = []
  /// The values the menu's own writes left, in order (its interim, its item).
  private(set) var ownValues: [String] = []

  mutating func start(seeing text: String) {
    isWatching = true
    lastSeen = text
    values = []
    causes = []
    ownValues = []
  }

  /// A write of `value`; one that changed nothing adds no value, but the person's keys are
  /// still typing (a key that leaves the text on the pick's interim value is not the pick's).
  mutating func wrote(_ value: String, origin: WriteOrigin, changed: Bool) {
    let cause = ChangeCauses(origin: origin, ownLabel: Self.ownLabel)
    guard changed || cause == .user else { return }
    if changed { values.append(value) }
    if changed && cause == .own { ownValues.append(value) }
    causes.insert(cause)
  }

  /// The person edited the field, whether or not the binding changed.
  mutating func personTyped() {
    causes.insert(.user)
  }

  /// The handler fired with `new`: what it should have received when writes coalesced, and
  /// who caused the change; the watch starts over from `new`.
  mutating func fired(new: String) -> (
    coalesced: [OnChangeRecord], causes: ChangeCauses, ownValues: [String]
  ) {
    let chain = [lastSeen] + values
    let coalesced =
      values.count > 1 ? zip(chain, chain.dropFirst()).map { OnChangeRecord(old: $0, new: $1) } : []
    let result = (coalesced, causes, ownValues)
    lastSeen = new
    values = []
    causes = []
    ownValues = []
    return result
  }

  /// After a render pass: the values written since the last firing when the text came back to
  /// what the handler last saw (A → B → A), so no firing will report them; `nil` otherwise.
  mutating func coalescedAway(binding: String) -> [String]? {
    guard !values.isEmpty, binding == lastSeen else { return nil }
    defer {
      values = []
      causes = []
      ownValues = []
    }
    return [lastSeen] + values
  }
}
