/// A bridge driven by `BridgeRules`: every built-in bridge is one of these with its preset,
/// and a scenario describes its own binding strategy with `use` keys instead of Swift.
///
///     RuleBridge(rules: .naive)                                    // name "naive"
///     RuleBridge(rules: BridgeRules(write: .init(onChange: .everyChange), assign: .always))
///                                                                  // name "custom"
public final class RuleBridge: Bridge {
  /// The preset's name when the rules are a built-in preset, else `custom` (or the name given).
  public let name: String
  public let rules: BridgeRules
  /// `late=yes`: the value the next render writes (the previous input event's).
  private var pendingRender: String?
  /// `sync-writes=hidden-while-editing`: the binding value the field last saw, shown or not.
  private var lastSeen: String?
  /// `assign-timing=next-edit`: a field change scheduled an update pass not run yet.
  private var updateWaitsForEdit = false
  /// `assign-timing=next-turn`: an update pass is queued on the main queue.
  private var updateQueued = false

  public init(rules: BridgeRules, name: String? = nil) {
    self.rules = rules
    self.name = name ?? rules.presetKind?.rawValue ?? "custom"
  }

  /// `late=yes`, or an update pass that waits for the next turn or edit.
  public var rendersLate: Bool { rules.late || rules.timing != .immediate }

  /// `update-view=changed-inputs`.
  public var updatesOnlyOnChangedInputs: Bool { rules.viewUpdates == .changedInputs }

  // MARK: Field → binding

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    switch event {
    case .textDidChange:
      textDidChange(context: context)
    case .compositionEnd where rules.write.onCommit:
      // Typing during a conversion commits it and starts a new composition in one key press:
      // push what was committed, never the new marked text.
      let committed = context.field.committedText
      if !context.binding.isSameText(as: committed) { context.writeBinding(committed) }
    case .editingDidEnd where rules.write.onEndEditing:
      if !context.isComposing && !context.bindingMatchesField {
        context.writeFieldTextToBinding()
      }
    default:
      break
    }
  }

  private func textDidChange(context: BridgeContext) {
    let text = context.field.text
    if rules.late {
      // The render of the previous event's state lands now, over the newer input.
      if let stale = pendingRender, !stale.isSameText(as: text) { assign(stale, context: context) }
      pendingRender = text
    }
    if rules.syncWrites == .hiddenWhileEditing { lastSeen = text }
    let written: Bool
    switch rules.write.onChange {
    case .everyChange:
      context.writeBinding(text)
      written = true
    case .notWhileMarked:
      written = !context.isComposing
      if written && !context.bindingMatchesField { context.writeBinding(text) }
    case .none:
      written = false
    }
    if rules.timing == .nextEdit && !written {
      updateWaitsForEdit = true
      context.note(
        "\(rules.write.onChange == .none ? "change" : "marked text") not written to the binding; the update pass waits for the next edit"
      )
    }
  }

  // MARK: Binding → field

  public func updateView(context: BridgeContext) {
    updateWaitsForEdit = false
    guard rules.timing == .nextTurn else {
      update(context: context)
      return
    }
    guard !updateQueued else { return }
    updateQueued = true
    context.enqueue("\(name).update") { [weak self] context in
      self?.updateQueued = false
      self?.update(context: context)
    }
  }

  public func editWillBegin(context: BridgeContext) {
    guard updateWaitsForEdit else { return }
    updateWaitsForEdit = false
    context.note("the next edit begins: the pending update pass assigns the binding")
    update(context: context)
  }

  /// One update pass: pick the value (late or current), apply `sync-writes`, then `assign`.
  private func update(context: BridgeContext) {
    var value = context.binding
    if rules.late {
      if context.hasDeliberateWrite { pendingRender = value }
      guard let pending = pendingRender else { return }
      value = pending
    }
    if rules.syncWrites == .hiddenWhileEditing {
      guard !value.isSameText(as: lastSeen ?? context.field.text) else { return }
      lastSeen = value
      if context.isFocused && !context.bindingWasWrittenByTask {
        context.record(.writeNotDisplayed(bridge: name, value: value))
        return
      }
    }
    assign(value, context: context)
  }

  private func assign(_ value: String, context: BridgeContext) {
    // The binding's own value is compared through the context, which knows the field's edits.
    let showsValue = {
      value.sharesStorage(with: context.binding)
        ? context.bindingMatchesField : value.isSameText(as: context.field.text)
    }
    switch rules.assign {
    case .always:
      context.assignField(value)
    case .ifDifferent:
      if !showsValue() { context.assignField(value) }
    case .never:
      return
    case .notWhileMarked:
      guard !showsValue() else { return }
      if context.isComposing {
        guard context.hasDeliberateWrite else { return }
        context.commitCompositionForWrite()
      }
      context.assignField(value)
    }
  }
}
