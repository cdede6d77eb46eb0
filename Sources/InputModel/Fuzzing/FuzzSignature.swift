/// What makes two failures the same for deduplication: the broken invariant, the bridge, the
/// platform and the kind of the step that broke it.
///
///     composition-overwrite swiftui13 uikit flick
public struct FuzzSignature: Hashable, Sendable, CustomStringConvertible {
  public var invariant: InvariantID
  public var bridge: String
  public var platform: String
  /// `SessionStep.fuzzKind` of the last step (`flick`, `key-enter`, `set-deferred`, …).
  public var lastStepKind: String

  public init(invariant: InvariantID, bridge: String, platform: String, lastStepKind: String) {
    self.invariant = invariant
    self.bridge = bridge
    self.platform = platform
    self.lastStepKind = lastStepKind
  }

  public var description: String { "\(invariant.rawValue) \(bridge) \(platform) \(lastStepKind)" }
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
