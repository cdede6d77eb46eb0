import Foundation
import InputModel

/// A scrolling view; scrolling is stored, never performed.
open class UIScrollView: UIView {
  open var isScrollEnabled = true
  open var contentInset = UIEdgeInsets.zero
}

/// The text container's layout settings (stored; nothing is laid out).
public final class NSTextContainer: NSObject {
  public var lineFragmentPadding: CGFloat = 5
  public var maximumNumberOfLines = 0
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
  public let textContainer = NSTextContainer()
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
  }

  open var text: String! {
    get { core.text }
    set { core.text = newValue ?? "" }
  }
  open var hasText: Bool { !core.text.isEmpty }

  // MARK: First responder

  open override var canBecomeFirstResponder: Bool { isEditable }
  open override var isFirstResponder: Bool { core.isFocused }
  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !core.isFocused else { return true }
    guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    return core.focus()
  }
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard core.isFocused else { return true }
    guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
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
      delegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    case .editingDidEnd:
      delegate?.textViewDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
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
        delegate?.textView(
          self, shouldChangeTextIn: NSRange(location: range.location, length: range.length),
          replacementText: "\n") ?? true
      else { return }
      core.insertText("\n")
      textChanged(askDelegate: false)
    case .compositionStart, .compositionUpdate, .tab, .cancel:
      break
    }
  }

  /// The selection or the marked range moved (a commit ends the marked range even when the
  /// caret stays): `textViewDidChangeSelection` once per change.
  private func rangesChanged() {
    if core.takeRangeChange() { delegate?.textViewDidChangeSelection(self) }
  }

  private func textChanged(askDelegate: Bool) {
    if askDelegate, let delegate, core.isAttached {
      let change = core.pendingChange()
      if !delegate.textView(self, shouldChangeTextIn: change.range, replacementText: change.replacement),
        options.honoursShouldChangeRefusal
      {
        core.text = core.lastReportedText
        return
      }
    }
    core.lastReportedText = core.text
    delegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
