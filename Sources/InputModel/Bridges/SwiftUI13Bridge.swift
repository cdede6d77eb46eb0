/// SwiftUI 1.0's `TextField` (iOS 13), modeled from the seed's symptom under the evidence-based
/// UIKit rules (docs/evidence.md §3.2): marked text is not written to the binding, but every
/// field change invalidates the view, and that update pass — which assigns the binding to the
/// platform field even when equal — lands when the next edit begins.
///
/// Flick わ: the field shows `[わ]`, the binding stays "", an update is pending. Flick た: the
/// pending update assigns "" first — on `uikit` the marked わ is cleared and the keyboard starts
/// afresh (`composition-overwrite`, `lost-input`) — then た composes on an empty field: only た
/// remains, and the binding still holds "".
///
/// The binding is written when text changes with nothing marked, on commit (the committed
/// text) and at the end of editing. Render passes caused by state writes assign at once.
public final class SwiftUI13Bridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  public var updatesOnlyOnChangedInputs: Bool { true }
  public let name = "swiftui13"
  /// A field change invalidated the view; its update pass has not run yet.
  private var updatePending = false

  public init() {}

  /// The update pass waits for the next edit: `render-timing=per-event` leaves it there.
  public var rendersLate: Bool { true }

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    switch event {
    case .textDidChange:
      // Without marked text the write renders (or, equal, needs no update).
      updatePending = context.isComposing
      if updatePending {
        context.note("marked text not written to the binding; the update pass waits for the next edit")
      } else {
        context.writeFieldTextToBinding()
      }
    case .compositionEnd:
      context.writeBinding(context.field.committedText)
    case .editingDidEnd:
      if !context.isComposing { context.writeFieldTextToBinding() }
    default:
      break
    }
  }

  public func updateView(context: BridgeContext) {
    updatePending = false
    context.assignField(context.binding)
  }

  public func editWillBegin(context: BridgeContext) {
    guard updatePending else { return }
    updatePending = false
    context.note("the next edit begins: the pending update pass assigns the binding")
    context.assignField(context.binding)
  }
}
