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
