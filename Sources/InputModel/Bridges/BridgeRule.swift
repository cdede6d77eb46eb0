/// One bridge rule a scenario can set on its own, overriding the bridge's preset
/// (`use bridge=naive assign=always`). The raw value is the key scenario files use.
public enum BridgeRule: String, CaseIterable, Hashable, Sendable {
  case write
  case assign
  case late
  case assignTiming = "assign-timing"
  case syncWrites = "sync-writes"
  case viewUpdates = "update-view"

  /// The values the rule accepts, as messages list them (`write` also takes comma-separated
  /// combinations of its words).
  public var allowedValues: [String] {
    switch self {
    case .write: BridgeWrite.words
    case .assign: BridgeAssign.allCases.map(\.rawValue)
    case .late: ["yes", "no"]
    case .assignTiming: AssignTiming.allCases.map(\.rawValue)
    case .syncWrites: SyncWrites.allCases.map(\.rawValue)
    case .viewUpdates: ViewUpdates.allCases.map(\.rawValue)
    }
  }

  /// True when `value` is valid for this rule.
  public func accepts(_ value: String) -> Bool {
    var rules = BridgeRules.naive
    return apply(value, to: &rules)
  }

  /// Sets this rule on `rules`; returns `false` when `value` is not valid.
  public func apply(_ value: String, to rules: inout BridgeRules) -> Bool {
    switch self {
    case .write:
      guard let write = BridgeWrite(ruleValue: value) else { return false }
      rules.write = write
    case .assign:
      guard let assign = BridgeAssign(rawValue: value) else { return false }
      rules.assign = assign
    case .late:
      guard value == "yes" || value == "no" else { return false }
      rules.late = value == "yes"
    case .assignTiming:
      guard let timing = AssignTiming(rawValue: value) else { return false }
      rules.timing = timing
    case .syncWrites:
      guard let sync = SyncWrites(rawValue: value) else { return false }
      rules.syncWrites = sync
    case .viewUpdates:
      guard let updates = ViewUpdates(rawValue: value) else { return false }
      rules.viewUpdates = updates
    }
    return true
  }

  /// The rule's value in `rules`, as scenario files write it.
  public func value(in rules: BridgeRules) -> String {
    switch self {
    case .write: rules.write.ruleValue
    case .assign: rules.assign.rawValue
    case .late: rules.late ? "yes" : "no"
    case .assignTiming: rules.timing.rawValue
    case .syncWrites: rules.syncWrites.rawValue
    case .viewUpdates: rules.viewUpdates.rawValue
    }
  }
}
