/// The built-in bridges, by the names scenario files use (`use bridge=swiftui13`).
public enum BridgeKind: String, CaseIterable, Hashable, Sendable {
  case naive
  case swiftui13
  case swiftui17
  case controlledLate = "controlled-late"
  case guarded

  /// A new bridge of this kind: the rule bridge with this kind's preset (`BridgeRules`),
  /// which behaves as the named class (`NaiveBridge`, …) does (BridgePresetTests).
  public func make() -> any Bridge {
    RuleBridge(rules: .preset(self))
  }
}
