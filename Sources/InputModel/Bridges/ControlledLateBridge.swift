/// A React-style controlled input (or Compose with asynchronous state): the app's value
/// reaches the field one input event late.
///
/// At each input event the handler reads the field's new text, then the render of the
/// previous event's state lands and overwrites the field with that older value; the new text
/// is rendered at the next render pass. For plain typing the field flickers but ends right;
/// during a composition the late render assigns over the marked text, and on `web` the
/// keyboard keeps its buffer and commits it again.
///
/// Reproduces on `web`: romaji `wa` then enter ends as わわ (`composition-overwrite`,
/// `ime-desync`, `lost-input`).
public final class ControlledLateBridge: Bridge {
  public let name = "controlled-late"
  /// The state value the next render writes into the field.
  private var pendingRender: String?

  public init() {}

  /// The new text renders a turn late: `render-timing=per-event` leaves that render there.
  public var rendersLate: Bool { true }

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    guard case .textDidChange = event else { return }
    let current = context.field.text
    if let stale = pendingRender, !stale.isSameText(as: current) {
      context.assignField(stale)
    }
    pendingRender = current
    context.writeBinding(current)
  }

  public func updateView(context: BridgeContext) {
    if context.hasDeliberateWrite {
      pendingRender = context.binding
    }
    if let value = pendingRender, !value.isSameText(as: context.field.text) {
      context.assignField(value)
    }
  }
}
