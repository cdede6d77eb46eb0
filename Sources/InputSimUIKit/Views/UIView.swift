import Foundation

/// The responder chain's root class, as UIKit's: first-responder calls are answered by the
/// text views, which own focus in the simulation.
open class UIResponder: NSObject {
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  open var canBecomeFirstResponder: Bool { false }
  /// Stored, never shown (there is no keyboard to show it above).
  open var inputAccessoryView: UIView?
}

/// A view: geometry and appearance are stored values; nothing is laid out or drawn.
///
///     let view = UIView(frame: .zero)
///     view.setContentHuggingPriority(.defaultLow, for: .horizontal)   // stored, no effect
open class UIView: UIResponder {
  open var frame: CGRect
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  open var backgroundColor: UIColor?
  open var tintColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var isUserInteractionEnabled = true
  open var translatesAutoresizingMaskIntoConstraints = true
  open private(set) var subviews: [UIView] = []
  /// The priorities set per axis (stored for tests; no layout runs).
  public private(set) var contentHuggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  public private(set) var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  open func addSubview(_ view: UIView) { subviews.append(view) }

  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    contentHuggingPriorities[axis] = priority
  }

  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionResistancePriorities[axis] = priority
  }

  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    contentHuggingPriorities[axis] ?? .defaultLow
  }

  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    compressionResistancePriorities[axis] ?? .defaultHigh
  }

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func invalidateIntrinsicContentSize() {}
}
