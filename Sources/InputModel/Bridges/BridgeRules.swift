/// A bridge as a few choices (docs/evidence.md §5): when the field's text is written to the
/// binding, when the binding is written back into the field, whether that write-back uses the
/// previous state, and when it lands. Every built-in bridge is a preset of these
/// (`BridgeRules.preset(_:)`); a scenario sets them with `use` keys (`BridgeRule`).
///
///     use bridge=naive assign=always   →  write every-change, assign always, late no, immediate
public struct BridgeRules: Hashable, Sendable {
  /// Field → binding (`write=`): which field changes are written.
  public var write: BridgeWrite
  /// Binding → field (`assign=`): when an update pass assigns the value.
  public var assign: BridgeAssign
  /// `late=yes`: the update pass renders the state of the previous input event, and that late
  /// render lands when the next input event arrives (a React controlled input).
  public var late: Bool
  /// When the update pass runs (`assign-timing=`).
  public var timing: AssignTiming
  /// Whether a synchronous binding write made while the field is editing is shown
  /// (`sync-writes=`).
  public var syncWrites: SyncWrites
  /// Which render passes reach the bridge's update (`update-view=`): all of them, or only
  /// those whose inputs changed since the bridge's last update (SwiftUI's render diffing).
  public var viewUpdates: ViewUpdates

  public init(
    write: BridgeWrite, assign: BridgeAssign, late: Bool = false, timing: AssignTiming = .immediate,
    syncWrites: SyncWrites = .shown, viewUpdates: ViewUpdates = .everyPass
  ) {
    self.write = write
    self.assign = assign
    self.late = late
    self.timing = timing
    self.syncWrites = syncWrites
    self.viewUpdates = viewUpdates
  }
}

/// Which field changes are written to the binding (`write=`, comma-separated:
/// `write=not-while-marked,on-commit,on-end-editing`).
public struct BridgeWrite: Hashable, Sendable {
  /// What a text change writes.
  public enum OnChange: String, Hashable, Sendable, CaseIterable {
    /// `every-change`: every text change, marked text included, even when equal.
    case everyChange = "every-change"
    /// `not-while-marked`: a text change with nothing marked, when it differs.
    case notWhileMarked = "not-while-marked"
    /// Neither: text changes are not written (only `on-commit` / `on-end-editing`).
    case none
  }

  public var onChange: OnChange
  /// `on-commit`: the committed text when a composition ends (without any new marked text).
  public var onCommit: Bool
  /// `on-end-editing`: the text when editing ends, when nothing is marked and it differs.
  public var onEndEditing: Bool

  public init(onChange: OnChange, onCommit: Bool = false, onEndEditing: Bool = false) {
    self.onChange = onChange
    self.onCommit = onCommit
    self.onEndEditing = onEndEditing
  }

  /// The words a scenario file may combine.
  public static let words = ["every-change", "not-while-marked", "on-commit", "on-end-editing"]

  /// `"not-while-marked,on-commit"` → the rule; `nil` for an unknown word, an empty list or
  /// both `every-change` and `not-while-marked`.
  public init?(ruleValue: String) {
    var onChange = OnChange.none
    var onCommit = false
    var onEndEditing = false
    let parts = ruleValue.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    for part in parts {
      switch part {
      case "every-change", "not-while-marked":
        guard onChange == .none, let value = OnChange(rawValue: part) else { return nil }
        onChange = value
      case "on-commit": onCommit = true
      case "on-end-editing": onEndEditing = true
      default: return nil
      }
    }
    guard onChange != .none || onCommit || onEndEditing else { return nil }
    self.init(onChange: onChange, onCommit: onCommit, onEndEditing: onEndEditing)
  }

  /// The value as scenario files write it: `not-while-marked,on-commit,on-end-editing`.
  public var ruleValue: String {
    var words: [String] = onChange == .none ? [] : [onChange.rawValue]
    if onCommit { words.append("on-commit") }
    if onEndEditing { words.append("on-end-editing") }
    return words.joined(separator: ",")
  }
}

/// When an update pass assigns the binding's value to the field (`assign=`).
public enum BridgeAssign: String, Hashable, Sendable, CaseIterable {
  /// Every update pass assigns, even an equal value (on UIKit an equal assignment still
  /// unmarks: RxSwift#649).
  case always
  /// Only when the value differs from the field's text.
  case ifDifferent = "if-different"
  /// Never: the field owns its text (an uncontrolled input).
  case never
  /// When it differs and nothing is marked; a deliberate app write commits the marked text
  /// first (`commitCompositionForWrite`: `unmarkText()`, or a web page's blur and focus under
  /// the profile's `blur-composition`), then assigns.
  case notWhileMarked = "not-while-marked"
}

/// When the update pass runs (`assign-timing=`).
public enum AssignTiming: String, Hashable, Sendable, CaseIterable {
  /// In the render pass that follows the write.
  case immediate
  /// On a later main-queue turn (`Task { @MainActor in … }`), reading the binding then.
  case nextTurn = "next-turn"
  /// A field change that was not written to the binding still schedules an update pass, and
  /// it lands when the next edit begins (SwiftUI 1.0's field, docs/evidence.md §3.2). Render
  /// passes caused by state writes run at once.
  case nextEdit = "next-edit"
}

/// Whether a synchronous binding write made while the field is editing is shown
/// (`sync-writes=`).
public enum SyncWrites: String, Hashable, Sendable, CaseIterable {
  /// Shown by the next update pass.
  case shown
  /// Remembered as the value the field last saw, but not displayed; a write from a main-queue
  /// task is displayed when it differs from it (SwiftUI on iOS 17: TCA#2714, TCA#3142).
  case hiddenWhileEditing = "hidden-while-editing"
}

/// Which render passes call the bridge's update (`update-view=`).
///
/// SwiftUI updates a representable (and its own `TextField`) only when the inputs it was built
/// from changed since its last update. A write that puts the state back to the value the last
/// update saw (A → B → A, a length limit applied in the binding's setter or a reducer) changes
/// no input, so the update is skipped and the field keeps B (TCA#380):
///
///     binding "abcde", type f, the setter keeps 5  →  binding "abcde", field "abcdef"
///       every-pass:       update runs, assigns "abcde"    →  field "abcde"
///       changed-inputs:   update skipped (inputs as last) →  field "abcdef"
public enum ViewUpdates: String, Hashable, Sendable, CaseIterable {
  /// Every render pass calls the update (a React controlled input: React puts the DOM value
  /// back to the state after every input event).
  case everyPass = "every-pass"
  /// Only a pass whose binding differs from the one the last update saw, or that saw a change
  /// at its start (the update that noticed the change rendered it), calls the update; the
  /// `render` step (another input changed) always does.
  case changedInputs = "changed-inputs"
}
