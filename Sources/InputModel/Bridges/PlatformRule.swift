/// One platform rule that a scenario can set on its own, overriding the profile
/// (`use ime-on-assign=keep`). The raw value is the key scenario files use.
public enum PlatformRule: String, CaseIterable, Hashable, Sendable {
  case assignDuringComposition = "assign-during-composition"
  case imeOnAssign = "ime-on-assign"
  /// Per keyboard family: what the keyboard does when the app's change comes in a later task:
  /// `LateAssignReaction`.
  case imeOnLateAssign = "ime-on-late-assign"
  case markedNotifies = "marked-notifies"
  case focusLoss = "focus-loss"
  case enterOrder = "enter-order"
  /// Per keyboard family (set here for all): `EnterCommit`.
  case enterCommit = "enter-commit"
  /// Per keyboard family: `BlurComposition`.
  case blurComposition = "blur-composition"
  /// Per keyboard family: `CompositionRestart`.
  case compositionRestart = "composition-restart"
  /// Whether the `direct` keyboard composes a Latin word: `LatinComposition`.
  case latinComposition = "latin-composition"
  /// What Backspace deletes outside marked text: `BackspaceUnit`.
  case backspace
  /// Whether assigning the text the field already holds is an assignment: `EqualAssignment`.
  case assignEqual = "assign-equal"
  /// When the app's render pass runs during a step's keys: `RenderTiming`.
  case renderTiming = "render-timing"
  /// How the page sees the selection inside a preedit: `PreeditSelection`.
  case preeditSelection = "preedit-selection"
  /// Per keyboard family: where the input method's cursor is in its preedit: `PreeditCursor`.
  case preeditCursor = "preedit-cursor"
  /// When a late-rendering bridge's render runs during a step of several keys:
  /// `LateRenderTiming`.
  case lateRender = "late-render"
  /// The `input` events a commit of the composition fires: `CommitInput`.
  case commitInput = "commit-input"
  /// What the platform tells the input method about the text before the caret:
  /// `SurroundingText`.
  case surroundingText = "surrounding-text"

  /// The values the rule accepts, as written in scenario files.
  public var allowedValues: [String] {
    switch self {
    case .assignDuringComposition: AssignmentPolicy.allCases.map(\.ruleValue)
    case .imeOnAssign: CompositionReaction.allCases.map(\.rawValue)
    case .imeOnLateAssign: LateAssignReaction.allCases.map(\.rawValue)
    case .markedNotifies: ["true", "false"]
    case .focusLoss: FocusLossPolicy.allCases.map(\.ruleValue)
    case .enterOrder: EnterKeyOrder.allCases.map(\.rawValue)
    case .enterCommit: EnterCommit.allCases.map(\.rawValue)
    case .blurComposition: BlurComposition.allCases.map(\.rawValue)
    case .compositionRestart: CompositionRestart.allCases.map(\.rawValue)
    case .latinComposition: LatinComposition.allCases.map(\.rawValue)
    case .backspace: BackspaceUnit.allCases.map(\.rawValue)
    case .assignEqual: EqualAssignment.allCases.map(\.rawValue)
    case .renderTiming: RenderTiming.allCases.map(\.rawValue)
    case .preeditSelection: PreeditSelection.allCases.map(\.rawValue)
    case .preeditCursor: PreeditCursor.allCases.map(\.rawValue)
    case .lateRender: LateRenderTiming.allCases.map(\.rawValue)
    case .commitInput: CommitInput.allCases.map(\.rawValue)
    case .surroundingText: SurroundingText.allCases.map(\.rawValue)
    }
  }

  /// The rule's value in `profile`, as `use` writes it (the inverse of `apply`). The
  /// per-keyboard rules are read for the keyboard `family`.
  ///
  ///     PlatformRule.backspace.value(in: .web, family: .japanese)           // "code-point"
  ///     PlatformRule.enterCommit.value(in: .web, family: .korean)           // "after-keydown"
  public func value(in profile: PlatformProfile, family: KeyboardFamily) -> String {
    switch self {
    case .assignDuringComposition: profile.assignDuringComposition.ruleValue
    case .imeOnAssign: profile.imeOnAssign.rawValue
    case .imeOnLateAssign: profile.imeOnLateAssign[family].rawValue
    case .markedNotifies: String(profile.markedTextNotifies)
    case .focusLoss: profile.focusLoss.ruleValue
    case .enterOrder: profile.enterOrder.rawValue
    case .enterCommit: profile.enterCommit[family].rawValue
    case .blurComposition: profile.blurComposition[family].rawValue
    case .compositionRestart: profile.compositionRestart[family].rawValue
    case .latinComposition: profile.latinComposition.rawValue
    case .backspace: profile.backspace.rawValue
    case .assignEqual: profile.equalAssignment.rawValue
    case .renderTiming: profile.renderTiming.rawValue
    case .preeditSelection: profile.preeditSelection.rawValue
    case .preeditCursor: profile.preeditCursor[family].rawValue
    case .lateRender: profile.lateRender.rawValue
    case .commitInput: profile.commitInput.rawValue
    case .surroundingText: profile.surroundingText.rawValue
    }
  }

  /// Sets this rule on `profile`; returns `false` when `value` is not one of `allowedValues`.
  public func apply(_ value: String, to profile: inout PlatformProfile) -> Bool {
    switch self {
    case .assignDuringComposition:
      guard let policy = AssignmentPolicy.allCases.first(where: { $0.ruleValue == value }) else {
        return false
      }
      profile.assignDuringComposition = policy
    case .imeOnAssign:
      guard let reaction = CompositionReaction(rawValue: value) else { return false }
      profile.imeOnAssign = reaction
    case .imeOnLateAssign:
      guard let reaction = LateAssignReaction(rawValue: value) else { return false }
      profile.imeOnLateAssign = PerKeyboard(all: reaction)
    case .markedNotifies:
      guard value == "true" || value == "false" else { return false }
      profile.markedTextNotifies = value == "true"
    case .focusLoss:
      guard let policy = FocusLossPolicy.allCases.first(where: { $0.ruleValue == value }) else {
        return false
      }
      profile.focusLoss = policy
    case .enterOrder:
      guard let order = EnterKeyOrder(rawValue: value) else { return false }
      profile.enterOrder = order
    case .enterCommit:
      guard let value = EnterCommit(rawValue: value) else { return false }
      profile.enterCommit = PerKeyboard(all: value)
    case .blurComposition:
      guard let value = BlurComposition(rawValue: value) else { return false }
      profile.blurComposition = PerKeyboard(all: value)
    case .compositionRestart:
      guard let value = CompositionRestart(rawValue: value) else { return false }
      profile.compositionRestart = PerKeyboard(all: value)
    case .latinComposition:
      guard let value = LatinComposition(rawValue: value) else { return false }
      profile.latinComposition = value
    case .backspace:
      guard let unit = BackspaceUnit(rawValue: value) else { return false }
      profile.backspace = unit
    case .assignEqual:
      guard let value = EqualAssignment(rawValue: value) else { return false }
      profile.equalAssignment = value
    case .renderTiming:
      guard let timing = RenderTiming(rawValue: value) else { return false }
      profile.renderTiming = timing
    case .preeditSelection:
      guard let value = PreeditSelection(rawValue: value) else { return false }
      profile.preeditSelection = value
    case .preeditCursor:
      guard let value = PreeditCursor(rawValue: value) else { return false }
      profile.preeditCursor = PerKeyboard(all: value)
    case .lateRender:
      guard let value = LateRenderTiming(rawValue: value) else { return false }
      profile.lateRender = value
    case .commitInput:
      guard let value = CommitInput(rawValue: value) else { return false }
      profile.commitInput = value
    case .surroundingText:
      guard let value = SurroundingText(rawValue: value) else { return false }
      profile.surroundingText = value
    }
    return true
  }
}

extension AssignmentPolicy {
  /// The value scenario files use for this policy.
  public var ruleValue: String {
    switch self {
    case .replaceAndClearMarked: "replace-clear"
    case .replaceAndKeepMarked: "replace-keep"
    case .commitThenReplace: "commit-then-replace"
    case .ignoreWhileMarked: "ignore"
    }
  }
}

extension FocusLossPolicy {
  /// The value scenario files use for this policy.
  public var ruleValue: String {
    switch self {
    case .commit: "commit"
    case .commitKeepingSelection: "commit-keep-selection"
    case .discard: "discard"
    case .keepMarked: "keep-marked"
    }
  }
}
