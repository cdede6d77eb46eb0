/// A bridge to fuzz: its name and a factory that makes a fresh instance for every run and
/// every replay (bridges keep state, so instances are never shared).
///
///     FuzzBridge.builtIn(.swiftui13)
///     FuzzBridge { MyFieldCoordinator() }     // your own `Bridge`
public struct FuzzBridge: Sendable {
  /// The bridge's `name`, as reports and scenario files show it.
  public let name: String
  /// Makes a new bridge.
  public let make: @Sendable () -> any Bridge

  /// A bridge made by `make`; the name is read from one instance.
  public init(_ make: @escaping @Sendable () -> any Bridge) {
    self.make = make
    self.name = make().name
  }

  /// A built-in bridge (`swiftui13`, `guarded`, …).
  public static func builtIn(_ kind: BridgeKind) -> FuzzBridge {
    FuzzBridge { kind.make() }
  }

  /// Every built-in bridge, in `BridgeKind` order.
  public static var allBuiltIn: [FuzzBridge] { BridgeKind.allCases.map(builtIn) }
}
