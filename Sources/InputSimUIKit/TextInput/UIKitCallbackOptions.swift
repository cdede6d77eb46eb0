/// The choices where public sources on UIKit's callback order disagree or iOS versions
/// differ (docs/your-own-code.md, "Callback order", has the table and the sources).
///
///     RepresentableBridge(options: UIKitCallbackOptions(shouldChangeForMarkedText: true)) { … }
public struct UIKitCallbackOptions: Equatable, Sendable {
  /// Whether `textField(_:shouldChangeCharactersIn:replacementString:)` /
  /// `textView(_:shouldChangeTextIn:replacementText:)` is asked about marked-text updates and
  /// commits. Off (the default): asked only for ordinary input and deletion, as reported for
  /// Japanese and Chinese keyboards (DiffableTextViews#88, openradar 24087514).
  public var shouldChangeForMarkedText: Bool
  /// Whether a delegate's `false` from `shouldChange…` is honoured by putting the previous
  /// text back (an assignment, under the platform's rules). On by default.
  public var honoursShouldChangeRefusal: Bool

  public init(shouldChangeForMarkedText: Bool = false, honoursShouldChangeRefusal: Bool = true) {
    self.shouldChangeForMarkedText = shouldChangeForMarkedText
    self.honoursShouldChangeRefusal = honoursShouldChangeRefusal
  }

  /// The documented defaults.
  public static let standard = UIKitCallbackOptions()
}
