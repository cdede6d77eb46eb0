import InputModel

/// A wrapper written the way app developers write the fix: the binding follows the field only
/// when nothing is marked, and the binding is assigned back only when nothing is marked.
///
///     flick わ, flick た, key enter  →  field "わた", binding "わた" (no write while marked)
public final class MarkedTextGuardBridge: Bridge {
  public let name = "marked-text-guard"

  public init() {}

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    guard context.field.markedRange == nil else { return }
    context.writeBinding(context.field.text)
  }

  public func updateView(context: BridgeContext) {
    guard context.field.markedRange == nil, context.field.text != context.binding else { return }
    context.assignField(context.binding)
  }
}

/// The wrapper that loses わ: every change goes to the binding, every render assigns it back.
///
///     flick わ, flick た  →  a violation of composition-overwrite at the first flick
public final class AssignEveryRenderBridge: Bridge {
  public let name = "assign-every-render"

  public init() {}

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    context.writeBinding(context.field.text)
  }

  public func updateView(context: BridgeContext) {
    context.assignField(context.binding)
  }
}
