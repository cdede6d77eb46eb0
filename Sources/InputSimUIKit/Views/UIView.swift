import Foundation

/// The responder chain's root class, as UIKit's: first-responder calls are answered by the
/// text views, which own focus in the simulation.
@preconcurrency @MainActor
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
  open var clipsToBounds = false
  open var tag = 0
  open var contentMode: ContentMode = .scaleToFill
  open var autoresizingMask: AutoresizingMask = []
  /// The view's layer: corner radius, border and shadow, stored.
  public let layer = CALayer()
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?
  /// Values set by key (`setValue(_:forKey:)`) that no property of the shim answers.
  private var keyedValues: [String: Any] = [:]
  /// The window a bridge mounted this view in (set for the session's field and its subviews).
  weak var mountedWindow: UIWindow?
  /// The priorities set per axis (stored for tests; no layout runs).
  public private(set) var contentHuggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  public private(set) var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// UIKit's archive initializer, which every subclass that declares `init(frame:)` must
  /// restate; there are no archives here, so it makes a view with a zero frame.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The window the view is in: one while a bridge has it mounted (the session's field, the
  /// views around it), `nil` before `makeUIView` returns and after `dismantleUIView`, as a
  /// view that is not in the hierarchy has none.
  ///
  ///     if uiView.window != nil { uiView.becomeFirstResponder() }
  open var window: UIWindow? { mountedWindow ?? superview?.window }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// UIKit's marker for "no intrinsic size on this axis".
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size the view wants (stored layout: overridden by subclasses, read by nobody here).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that fits `size`: the frame's size here (nothing is measured).
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  open func layoutSubviews() {}

  /// Key-value coding as wrappers use it on views: stored and handed back; `text` goes to the
  /// text view's own property (`TextInputKeyValueCoding`).
  ///
  ///     field.setValue(UIColor.gray, forKeyPath: "placeholderLabel.textColor")   // stored, no effect
  open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
  open func value(forKey key: String) -> Any? { keyedValues[key] }
  open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
  open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

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

  /// How content fills the view (stored).
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }

  /// Which edges follow the superview (stored).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func invalidateIntrinsicContentSize() {}
}
