/// The built-in bridges, by the names scenario files use (`use bridge=swiftui13`).
public enum BridgeKind: String, CaseIterable, Hashable, Sendable {
  case naive
  case swiftui13
  case swiftui17
  case controlledLate = "controlled-late"
  case guarded

  /// A new bridge of this kind.
  public func make() -> any Bridge {
    switch self {
    case .naive: NaiveBridge()
    case .swiftui13: SwiftUI13Bridge()
    case .swiftui17: SwiftUI17Bridge()
    case .controlledLate: ControlledLateBridge()
    case .guarded: GuardedBridge()
    }
  }
}
