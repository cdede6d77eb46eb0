/// The fix every wrapper converges on: never write the field while marked text exists.
///
/// - The binding is written when text changes with no marked text (typing without an IME,
///   deleting), on commit (composition end: the committed text, without any marked text a new
///   composition already holds) and on end of editing — never during composition.
/// - `updateView` never assigns while marked text exists: the binding's value is applied after
///   the commit.
/// - A deliberate app replacement during composition (a programmatic set, a suggestion pick)
///   commits the marked text first, then assigns: `unmarkText()` natively; on the web the
///   page's `blur()` and `focus()`, which the profile's `blur-composition` describes.
public final class GuardedBridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  public var updatesOnlyOnChangedInputs: Bool { true }
  public let name = "guarded"

  public init() {}

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    switch event {
    case .compositionEnd:
      // Typing during a conversion commits it and starts a new composition in one key press:
      // push what was committed, never the new marked text.
      if context.fieldMarkedRange == nil {
        // Nothing marked: what was committed is the field's text, and whether the binding
        // holds it is known from the field's edits (no comparison of the two texts); it is
        // written by reference (no `String` of the text made).
        if !context.bindingMatchesField { context.writeFieldTextToBinding() }
      } else {
        let committed = context.field.committedText
        if !context.binding.isSameText(as: committed) { context.writeBinding(committed) }
      }
    case .textDidChange, .editingDidEnd:
      if !context.isComposing && !context.bindingMatchesField {
        context.writeFieldTextToBinding()
      }
    default:
      break
    }
  }

  public func updateView(context: BridgeContext) {
    guard !context.bindingMatchesField else { return }
    if context.isComposing {
      guard context.hasDeliberateWrite else { return }
      context.commitCompositionForWrite()
    }
    context.assignField(context.binding)
  }
}
