import Foundation

/// The window a mounted view reports (`uiView.window != nil`): one per bridge; nothing is
/// shown.
open class UIWindow: UIView {}

/// A view's layer: the appearance wrappers set on it, stored.
///
///     textView.layer.cornerRadius = 8   // stored, no effect
open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var masksToBounds = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
}
