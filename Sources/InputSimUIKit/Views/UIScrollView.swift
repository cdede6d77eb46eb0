import Foundation

/// A scrolling view; scrolling is stored, never performed. `contentSize` is `open`, as
/// UIKit's: growing text views override it to invalidate their intrinsic size.
///
///     override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
open class UIScrollView: UIView {
  open var isScrollEnabled = true
  open var contentInset = UIEdgeInsets.zero
  open var contentSize = CGSize.zero
  open var contentOffset = CGPoint.zero
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var alwaysBounceVertical = false
  open var bounces = true
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// When dragging dismisses the keyboard (stored; nothing is dragged).
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

/// What a text view turns into links (stored).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
