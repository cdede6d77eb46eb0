/// SwiftUI's `TextField` on iOS 17 as users observed it: while the field is editing, a binding
/// write made synchronously — inside the field's own update, an `onChange` it caused, or an
/// action such as a suggestion tap — is remembered but not displayed. A write from a later
/// main-queue turn is displayed when it differs from the value the field last saw.
///
/// Reproduces: a formatter's result not shown, a suggestion pick ignored (`binding-mismatch`);
/// the fix is a deferred write (`Task { text = … }`), and when the deferred value may equal the
/// ignored one, the seed's `text += " "` first.
public final class SwiftUI17Bridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  public var updatesOnlyOnChangedInputs: Bool { true }
  public let name = "swiftui17"
  /// The binding value the field last saw, applied or not.
  private var lastSeen: String?

  public init() {}

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      let text = context.field.text
      lastSeen = text
      context.writeBinding(text)
    }
  }

  public func updateView(context: BridgeContext) {
    let value = context.binding
    guard !value.isSameText(as: lastSeen ?? context.field.text) else { return }
    lastSeen = value
    if context.isFocused && !context.bindingWasWrittenByTask {
      context.record(.writeNotDisplayed(bridge: name, value: value))
      return
    }
    if !value.isSameText(as: context.field.text) {
      context.assignField(value)
    }
  }
}
