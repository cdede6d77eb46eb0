import Foundation
import InputModel

/// What `RepresentableBridge` needs from a view: a text view the session drives. `UITextField`
/// and `UITextView` (and their subclasses) conform; the members are the shim's own.
@preconcurrency @MainActor
public protocol SimulatedTextInputView: UIView {
  /// Connects the view to the session's field (after `makeUIView`).
  func attachToSession(_ context: BridgeContext, options: UIKitCallbackOptions)
  /// Translates one field event into UIKit's callbacks, in UIKit's order.
  func deliver(_ event: FieldEvent)
  /// Disconnects the view (after `dismantleUIView`).
  func detachFromSession()
}
