import Foundation
import InputModel

/// The text container's layout settings (stored; nothing is laid out).
open class NSTextContainer: NSObject {
  open var size: CGSize
  open var lineFragmentPadding: CGFloat = 5
  open var maximumNumberOfLines = 0
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  open var widthTracksTextView = true
  open var heightTracksTextView = false

  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  public override convenience init() { self.init(size: .zero) }
}

/// UIKit's multi-line text view, over the session's own field once attached. The text-input
/// members and the rules are `UITextField`'s; the delegate is `UITextViewDelegate`
/// (`textViewDidChange` where a field sends `.editingChanged`).
///
///     textView.text = binding   // while marked text exists: an assignment during composition
open class UITextView: UIScrollView {
  let core = TextInputCore()
  var options = UIKitCallbackOptions.standard

  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  open weak var delegate: (any UITextViewDelegate)?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The container `init(frame:textContainer:)` was given, or one of its own.
  public let textContainer: NSTextContainer
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false

  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { core.defaultAttributes }
    set { core.defaultAttributes = newValue }
  }
  open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var allowsEditingTextAttributes = false
  open var dataDetectorTypes: UIDataDetectorTypes = []
  open var enablesReturnKeyAutomatically = false
  open var inputView: UIView?

  /// The designated initializer, as UIKit's: `init(frame:)` calls it with no container.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
    super.init(frame: frame)
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  public required init?(coder: NSCoder) {
    self.textContainer = NSTextContainer()
    super.init(coder: coder)
  }

  /// The text with attributes. Setting it assigns its string as `text =` does (during
  /// composition, under the platform's rules): a highlighter that re-assigns
  /// `attributedText` in `textViewDidChange` while text is marked breaks the composition as
  /// it does on a device. The attributes are kept while the text is.
  ///
  ///     textView.attributedText = highlighted(textView.text)   // "[わ|]"  →  an assignment during composition
  open var attributedText: NSAttributedString! {
    get { core.attributedText }
    set { core.setAttributedText(newValue) }
  }

  /// Scrolling is not simulated.
  open func scrollRangeToVisible(_ range: NSRange) {}

  open var text: String! {
    get { core.text }
    set { core.text = newValue ?? "" }
  }
  open var hasText: Bool { !core.text.isEmpty }

  open override func setValue(_ value: Any?, forKey key: String) {
    if key == "text" {
      text = value as? String
    } else {
      super.setValue(value, forKey: key)
    }
  }

  open override func value(forKey key: String) -> Any? {
    key == "text" ? text as Any : super.value(forKey: key)
  }

  // MARK: First responder

  open override var canBecomeFirstResponder: Bool { isEditable }
  open override var isFirstResponder: Bool { core.isFocused }
  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !core.isFocused else { return true }
    guard isEditable,
      core.inCallback("textViewShouldBeginEditing", { delegate?.textViewShouldBeginEditing(self) ?? true })
    else { return false }
    return core.focus()
  }
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard core.isFocused else { return true }
    guard core.inCallback("textViewShouldEndEditing", { delegate?.textViewShouldEndEditing(self) ?? true })
    else { return false }
    return core.blur()
  }

  // MARK: UITextInput

  open var markedTextRange: UITextRange? { core.markedTextRange }
  open var selectedTextRange: UITextRange? {
    get { core.selectedTextRange }
    set { core.selectedTextRange = newValue }
  }
  /// The selection as an `NSRange` of UTF-16 offsets.
  open var selectedRange: NSRange {
    get {
      let range = core.state.selectedRange
      return NSRange(location: range.location, length: range.length)
    }
    set {
      core.selectedTextRange = UITextRange(utf16Location: newValue.location, utf16Length: newValue.length)
    }
  }
  open var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
  open var endOfDocument: UITextPosition { UITextPosition(utf16Offset: core.utf16Length) }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.utf16Offset - from.utf16Offset
  }
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    core.position(from: position, offset: offset)
  }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    core.textRange(from: fromPosition, to: toPosition)
  }
  open func text(in range: UITextRange) -> String? { core.text(in: range) }
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    core.setMarkedText(markedText, selectedRange: selectedRange)
  }
  /// `setMarkedText` with attributes: the string is marked (the selected range clamped into it);
  /// the attributes are not kept.
  open func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
    core.setMarkedText(
      markedText?.string, selectedRange: selectedRange, call: "setAttributedMarkedText(_:selectedRange:)")
  }
  /// Replaces the text in `range` (`replace(_:withText:)`): the selection moves there, then an
  /// insertion, as the app's own edit.
  open func replace(_ range: UITextRange, withText text: String) {
    selectedTextRange = range
    core.insertText(text)
  }
  open func unmarkText() { core.unmarkText() }
  open func insertText(_ text: String) { core.insertText(text) }
  open func deleteBackward() { core.deleteBackward() }
}

extension UITextView: SimulatedTextInputView {
  public func attachToSession(_ context: BridgeContext, options: UIKitCallbackOptions) {
    self.options = options
    core.attach(context)
  }

  public func detachFromSession() { core.detach() }

  public func deliver(_ event: FieldEvent) {
    switch event {
    case .editingDidBegin:
      core.inCallback("textViewDidBeginEditing") { delegate?.textViewDidBeginEditing(self) }
      core.inCallback("textDidBeginEditingNotification observer") {
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      }
    case .editingDidEnd:
      core.inCallback("textViewDidEndEditing") { delegate?.textViewDidEndEditing(self) }
      core.inCallback("textDidEndEditingNotification observer") {
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
      }
      core.lastReportedText = core.text
    case .compositionEnd:
      if core.text == core.lastReportedText {
        textChanged(askDelegate: false)
        rangesChanged()
      }
    case .textDidChange(let source):
      textChanged(askDelegate: source == .input || options.shouldChangeForMarkedText)
      rangesChanged()
    case .selectionDidChange:
      rangesChanged()
    case .returnKey:
      // A text view's return is a line break, offered to the delegate first.
      let range = core.state.selectedRange
      guard
        core.inCallback(
          "textView(_:shouldChangeTextIn:replacementText:)",
          {
            delegate?.textView(
              self, shouldChangeTextIn: NSRange(location: range.location, length: range.length),
              replacementText: "\n") ?? true
          })
      else {
        core.context?.note(Self.newlineRefusedNote)
        return
      }
      core.insertText("\n")
      textChanged(askDelegate: false)
    case .compositionStart, .compositionUpdate, .tab, .cancel:
      break
    }
  }

  /// The trace note when the delegate refuses Return's line break (a chat box that sends).
  public nonisolated static let newlineRefusedNote =
    "textView(_:shouldChangeTextIn:replacementText:) refused \"\\n\""

  /// The selection or the marked range moved (a commit ends the marked range even when the
  /// caret stays): `textViewDidChangeSelection` once per change.
  private func rangesChanged() {
    if core.takeRangeChange() {
      core.inCallback("textViewDidChangeSelection") { delegate?.textViewDidChangeSelection(self) }
    }
  }

  private func textChanged(askDelegate: Bool) {
    if askDelegate, let delegate, core.isAttached {
      let change = core.pendingChange()
      let allowed = core.inCallback("textView(_:shouldChangeTextIn:replacementText:)") {
        delegate.textView(self, shouldChangeTextIn: change.range, replacementText: change.replacement)
      }
      if !allowed, options.honoursShouldChangeRefusal {
        core.text = core.lastReportedText
        return
      }
    }
    core.lastReportedText = core.text
    core.inCallback("textViewDidChange") { delegate?.textViewDidChange(self) }
    core.inCallback("textDidChangeNotification observer") {
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
  }
}
