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
  /// The bridge's rules when it is a rule bridge (a built-in preset or `rules(_:name:)`), so
  /// a reproducer can spell them as `use` keys; `nil` for a bridge of your own.
  public let rules: BridgeRules?

  /// A bridge made by `make`; the name is read from one instance.
  public init(_ make: @escaping @Sendable () -> any Bridge) {
    self.make = make
    self.name = make().name
    self.rules = nil
  }

  private init(rules: BridgeRules, name: String?) {
    self.make = { RuleBridge(rules: rules, name: name) }
    self.name = name ?? rules.presetKind?.rawValue ?? "custom"
    self.rules = rules
  }

  /// A built-in bridge (`swiftui13`, `guarded`, …).
  public static func builtIn(_ kind: BridgeKind) -> FuzzBridge {
    FuzzBridge(rules: .preset(kind), name: kind.rawValue)
  }

  /// Every built-in bridge, in `BridgeKind` order.
  public static var allBuiltIn: [FuzzBridge] { BridgeKind.allCases.map(builtIn) }

  /// A rule bridge (`RuleBridge`) with these rules, named `name` (the preset's name when
  /// none is given and the rules are a preset, else `custom`).
  public static func rules(_ rules: BridgeRules, name: String? = nil) -> FuzzBridge {
    FuzzBridge(rules: rules, name: name)
  }

  /// `count` rule bridges with rules drawn from `seed` (the same seed, the same rules), named
  /// `rules-0`, `rules-1`, … — for campaigns over binding strategies nobody wrote down
  /// (`inputsim fuzz --bridge random-rules`). A reproducer spells the drawn rules as `use` keys.
  ///
  ///     FuzzBridge.randomRules(seed: 7, count: 3).map(\.name)   // ["rules-0", "rules-1", "rules-2"]
  public static func randomRules(seed: UInt64, count: Int) -> [FuzzBridge] {
    var random = SplitMix64(seed: seed)
    let onChange = BridgeWrite.OnChange.allCases
    return (0..<max(0, count)).map { index in
      var write = BridgeWrite(
        onChange: onChange[Int(random.next() % UInt64(onChange.count))], onCommit: random.next() % 2 == 0,
        onEndEditing: random.next() % 2 == 0)
      if write.onChange == .none && !write.onCommit && !write.onEndEditing { write.onCommit = true }
      let rules = BridgeRules(
        write: write,
        assign: BridgeAssign.allCases[Int(random.next() % UInt64(BridgeAssign.allCases.count))],
        late: random.next() % 2 == 0,
        timing: AssignTiming.allCases[Int(random.next() % UInt64(AssignTiming.allCases.count))],
        syncWrites: SyncWrites.allCases[Int(random.next() % UInt64(SyncWrites.allCases.count))])
      return .rules(rules, name: "rules-\(index)")
    }
  }
}
