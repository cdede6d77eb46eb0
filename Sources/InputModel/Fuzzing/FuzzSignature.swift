/// What makes two failures the same for deduplication: the broken invariant, the bridge, the
/// platform, the kind of the step that broke it and, for `stale-onchange` and `lost-input`,
/// the mechanism (so a menu misreading its pick's write is not folded into a stale limit on
/// the same step, nor doubled text into dropped text).
///
///     composition-overwrite swiftui13 uikit flick
///     stale-onchange guarded uikit pick (misread-change)
///     lost-input controlled-late web type (added)
public struct FuzzSignature: Hashable, Sendable, CustomStringConvertible {
  public var invariant: InvariantID
  public var bridge: String
  public var platform: String
  /// `SessionStep.fuzzKind` of the last step (`flick`, `key-enter`, `set-deferred`, …).
  public var lastStepKind: String
  /// `FuzzSignature.mechanism(of:)`: which stale-onChange mechanism; `nil` for the other
  /// invariants.
  public var mechanism: String?

  public init(
    invariant: InvariantID, bridge: String, platform: String, lastStepKind: String, mechanism: String? = nil
  ) {
    self.invariant = invariant
    self.bridge = bridge
    self.platform = platform
    self.lastStepKind = lastStepKind
    self.mechanism = mechanism
  }

  public var description: String {
    "\(invariant.rawValue) \(bridge) \(platform) \(lastStepKind)" + (mechanism.map { " (\($0))" } ?? "")
  }

  /// The mechanism a `stale-onchange` violation shows, from its message: `misread-change`
  /// (the menu took typing for its pick's write or the reverse), or a stale decision by a
  /// handler: `stale-transform`, `stale-menu`, `stale-pick-task`, `stale-submit`. For
  /// `lost-input`, what happened to the person's text: `dropped`, `added` or `changed`.
  /// `nil` for other invariants.
  ///
  ///     "stale decision: submit acted on \"sun\" (captured) …"  →  "stale-submit"
  ///     "added: the field shows \"わわた\" but …"                 →  "added"
  public static func mechanism(of violation: Violation) -> String? {
    if violation.invariant == .lostInput {
      let kind = violation.message.prefix { $0 != ":" }
      return TextDifference.Kind(rawValue: String(kind))?.rawValue
    }
    guard violation.invariant == .staleOnChange else { return nil }
    let message = violation.message
    if message.hasPrefix("misread change") { return "misread-change" }
    let decision = "stale decision: "
    guard message.hasPrefix(decision) else { return "stale" }
    let handler = message.dropFirst(decision.count)
    for (prefix, name) in [
      ("transform", "stale-transform"), ("suggestions", "stale-menu"), ("pick task", "stale-pick-task"),
      ("submit", "stale-submit"),
    ] where handler.hasPrefix(prefix) {
      return name
    }
    return "stale-decision"
  }
}

extension SessionStep {
  /// The step's kind, one word: the scenario keyword, with the key's name for `key` steps
  /// and `set-deferred` for deferred writes (`key-enter`, `flick`, `select`, `tick`).
  public var fuzzKind: String {
    switch self {
    case .key(let key, _), .action(.key(.named(let key))): word.rawValue + "-" + key.rawValue
    case .set(_, deferred: true): word.rawValue + "-deferred"
    default: word.rawValue
    }
  }
}
