/// SwiftUI 1.0's `TextField` (iOS 13) as users observed it with Japanese input: the binding
/// follows every change, marked text included, and every render pass assigns the binding's
/// value to the platform field, even when it is already equal.
///
/// On UIKit, assigning keeps the marked range but resets the keyboard's composition, so the
/// next key starts a new composition that replaces the still-marked text: flick わ, flick た
/// leaves only た (`composition-overwrite`, `ime-desync`).
public final class SwiftUI13Bridge: Bridge {
  public let name = "swiftui13"

  public init() {}

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      context.writeBinding(context.field.text)
    }
  }

  public func updateView(context: BridgeContext) {
    context.assignField(context.binding)
  }
}
