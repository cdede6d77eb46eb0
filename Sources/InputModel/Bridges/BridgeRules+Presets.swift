/// The built-in bridges as presets of `BridgeRules` (docs/evidence.md §5).
///
///     BridgeRules.preset(.guarded).write.ruleValue   // "not-while-marked,on-commit,on-end-editing"
extension BridgeRules {
  /// The seed's wrapped field: every change written, assigned back when different; a
  /// representable, so SwiftUI updates it only when its inputs changed.
  public static let naive = BridgeRules(
    write: BridgeWrite(onChange: .everyChange), assign: .ifDifferent, viewUpdates: .changedInputs)
  /// SwiftUI 1.0's `TextField` (docs/evidence.md §3.2): marked text not written, every update
  /// assigns, a change's update pass lands at the next edit.
  public static let swiftui13 = BridgeRules(
    write: BridgeWrite(onChange: .notWhileMarked, onCommit: true, onEndEditing: true), assign: .always,
    timing: .nextEdit, viewUpdates: .changedInputs)
  /// SwiftUI's `TextField` on iOS 17: synchronous writes while editing are not shown.
  public static let swiftui17 = BridgeRules(
    write: BridgeWrite(onChange: .everyChange), assign: .ifDifferent, syncWrites: .hiddenWhileEditing,
    viewUpdates: .changedInputs)
  /// A React controlled input: the previous event's value rendered at the next event; React
  /// puts the DOM value back to the state after every event, so every pass updates it.
  public static let controlledLate = BridgeRules(
    write: BridgeWrite(onChange: .everyChange), assign: .ifDifferent, late: true)
  /// The fix: write committed text only, never assign over marked text. Still a SwiftUI
  /// representable: updated only when its inputs changed (an app rule that leaves the state
  /// as the last update saw it is the app's to fix, not the bridge's).
  public static let guarded = BridgeRules(
    write: BridgeWrite(onChange: .notWhileMarked, onCommit: true, onEndEditing: true),
    assign: .notWhileMarked, viewUpdates: .changedInputs)

  /// The preset of a built-in bridge.
  public static func preset(_ kind: BridgeKind) -> BridgeRules {
    switch kind {
    case .naive: .naive
    case .swiftui13: .swiftui13
    case .swiftui17: .swiftui17
    case .controlledLate: .controlledLate
    case .guarded: .guarded
    }
  }

  /// The built-in bridge these rules are the preset of, if any.
  public var presetKind: BridgeKind? {
    BridgeKind.allCases.first { Self.preset($0) == self }
  }

  /// The rules as `use` keys: `write=every-change assign=if-different late=no
  /// assign-timing=immediate sync-writes=shown`.
  public var useKeys: String {
    BridgeRule.allCases.map { "\($0.rawValue)=\($0.value(in: self))" }.joined(separator: " ")
  }
}
