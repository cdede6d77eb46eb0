import Foundation
import InputModel

/// UIKit's single-line text field, over the session's own field once attached.
///
/// The keyboard's edits arrive as the session's field events and become UIKit's callbacks in
/// UIKit's order (`deliver(_:)`); the wrapper's writes (`text =`, `unmarkText()`…) go back
/// through the session's platform rules. A programmatic `text =` calls no delegate method,
/// sends no action and posts no notification, as on iOS.
///
///     field.text = "わ"  while "[わ|]" is marked  →  an assignment during composition
open class UITextField: UIControl {
  let core = TextInputCore()
  var options = UIKitCallbackOptions.standard

  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// When the clear button shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  /// The border drawn around the field.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

  open weak var delegate: (any UITextFieldDelegate)?
  open var placeholder: String?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle: BorderStyle = .none
  open var clearButtonMode: ViewMode = .never
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open var clearsOnBeginEditing = false
  open var enablesReturnKeyAutomatically = false
  open var attributedPlaceholder: NSAttributedString?
  open var leftView: UIView?
  open var rightView: UIView?
  open var leftViewMode: ViewMode = .never
  open var rightViewMode: ViewMode = .never
  /// A custom keyboard view (stored; the scenario's keyboard types).
  open var inputView: UIView?

  /// Why editing ended (`textFieldDidEndEditing(_:reason:)`): always `.committed` here, as
  /// for a resign or a return.
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  /// The attributes of text that has none of its own (stored, handed back by
  /// `attributedText` after the keyboard's edits).
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get { core.defaultAttributes }
    set { core.defaultAttributes = newValue }
  }

  /// The text with attributes. Setting it assigns its string as `text =` does (during
  /// composition, under the platform's rules); the attributes are kept while the text is.
  ///
  ///     field.attributedText = NSAttributedString(string: "わ")   // an assignment, like text = "わ"
  open var attributedText: NSAttributedString? {
    get { core.attributedText }
    set { core.setAttributedText(newValue) }
  }

  open var text: String? {
    get { core.text }
    set { core.text = newValue ?? "" }
  }
  open var hasText: Bool { !core.text.isEmpty }
  open var isEditing: Bool { core.isFocused }

  open override func setValue(_ value: Any?, forKey key: String) {
    if key == "text" {
      text = value as? String
    } else {
      super.setValue(value, forKey: key)
    }
  }

  open override func value(forKey key: String) -> Any? {
    key == "text" ? text : super.value(forKey: key)
  }

  /// Runs the actions as UIKit does; a write inside one is traced as made in that action.
  open override func sendActions(for controlEvents: UIControl.Event) {
    core.inCallback("\(controlEvents.name) action") { super.sendActions(for: controlEvents) }
  }

  override func selectorCannotBeSent(_ selector: Selector, site: String?, reason: String) {
    UnhonouredCall.record(
      "addTarget(_:action: \(selector), for:)", site: site, reason: reason, context: core.context)
  }

  // MARK: First responder

  open override var canBecomeFirstResponder: Bool { true }
  open override var isFirstResponder: Bool { core.isFocused }
  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !core.isFocused else { return true }
    guard
      core.inCallback("textFieldShouldBeginEditing", { delegate?.textFieldShouldBeginEditing(self) ?? true })
    else { return false }
    return core.focus()
  }
  @discardableResult open override func resignFirstResponder() -> Bool {
    guard core.isFocused else { return true }
    guard core.inCallback("textFieldShouldEndEditing", { delegate?.textFieldShouldEndEditing(self) ?? true })
    else { return false }
    return core.blur()
  }

  // MARK: UITextInput

  open var markedTextRange: UITextRange? { core.markedTextRange }
  open var selectedTextRange: UITextRange? {
    get { core.selectedTextRange }
    set { core.selectedTextRange = newValue }
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

extension UITextField: SimulatedTextInputView {
  public func attachToSession(_ context: BridgeContext, options: UIKitCallbackOptions) {
    self.options = options
    core.attach(context)
  }

  public func detachFromSession() { core.detach() }

  public func deliver(_ event: FieldEvent) {
    switch event {
    case .editingDidBegin:
      core.inCallback("textFieldDidBeginEditing") { delegate?.textFieldDidBeginEditing(self) }
      core.inCallback("textDidBeginEditingNotification observer") {
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      }
      sendActions(for: .editingDidBegin)
    case .editingDidEnd:
      core.inCallback("textFieldDidEndEditing") { delegate?.textFieldDidEndEditing(self, reason: .committed) }
      core.inCallback("textDidEndEditingNotification observer") {
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
      }
      sendActions(for: .editingDidEnd)
      core.lastReportedText = core.text
    case .compositionEnd:
      // Committing without changing the text (`unmarkText`) still reports a change, now with
      // no marked text: the moment every `markedTextRange == nil` guard waits for.
      if core.text == core.lastReportedText {
        textChanged(askDelegate: false)
        rangesChanged()
      }
    case .textDidChange(let source):
      let asks = source == .input || options.shouldChangeForMarkedText
      textChanged(askDelegate: asks)
      rangesChanged()
    case .selectionDidChange:
      rangesChanged()
    case .returnKey:
      returnPressed()
    case .compositionStart, .compositionUpdate, .tab, .cancel:
      break
    }
  }

  /// The selection or the marked range moved (a commit ends the marked range even when the
  /// caret stays): `textFieldDidChangeSelection` once per change.
  private func rangesChanged() {
    if core.takeRangeChange() {
      core.inCallback("textFieldDidChangeSelection") { delegate?.textFieldDidChangeSelection(self) }
    }
  }

  private func textChanged(askDelegate: Bool) {
    if askDelegate, let delegate, core.isAttached {
      let change = core.pendingChange()
      let allowed = core.inCallback("textField(_:shouldChangeCharactersIn:replacementString:)") {
        delegate.textField(
          self, shouldChangeCharactersIn: change.range, replacementString: change.replacement)
      }
      if !allowed, options.honoursShouldChangeRefusal {
        core.text = core.lastReportedText
        return
      }
    }
    core.lastReportedText = core.text
    sendActions(for: .editingChanged)
    core.inCallback("textDidChangeNotification observer") {
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
  }

  private func returnPressed() {
    guard core.inCallback("textFieldShouldReturn", { delegate?.textFieldShouldReturn(self) ?? true }) else {
      return
    }
    sendActions(for: .primaryActionTriggered)
    // UIKit ends editing on return only when something listens for "did end on exit".
    if hasActions(for: .editingDidEndOnExit) {
      sendActions(for: .editingDidEndOnExit)
      resignFirstResponder()
    }
  }
}
