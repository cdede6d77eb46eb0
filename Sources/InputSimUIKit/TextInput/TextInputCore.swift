import Foundation
import InputModel

/// What `UITextField` and `UITextView` share: the text-input members, answered by the
/// session's own field once the view is attached (`RepresentableBridge` attaches it after
/// `makeUIView`), and by a local copy before that, while `makeUIView` configures the view.
///
/// Every write goes through the session (`BridgeContext`): `text =` is an assignment under
/// the platform's rules, `unmarkText()` a deliberate commit, `insertText` an app edit.
///
///     detached: text = "a"  →  local "a";  attach  →  assigned to the field if it differs
final class TextInputCore {
  private(set) var context: BridgeContext?
  private var localText = ""
  private var localSelection = UTF16Range(location: 0, length: 0)
  private var localFocus = false
  /// The text the view's callbacks last reported, for `shouldChange…`'s range.
  var lastReportedText = ""
  /// The selection and marked range the view's callbacks last reported: a change to either
  /// calls `…DidChangeSelection` once (DiffableTextViews#88), so a commit that leaves the
  /// caret where it was still reports one.
  private var lastReportedRanges = ReportedRanges(selected: UTF16Range(location: 0, length: 0), marked: nil)

  private struct ReportedRanges: Equatable {
    var selected: UTF16Range
    var marked: UTF16Range?
  }

  var isAttached: Bool { context != nil }

  func attach(_ context: BridgeContext) {
    self.context = context
    if localText != context.field.text { context.assignField(localText) }
    lastReportedText = context.field.text
    lastReportedRanges = currentRanges
    if localFocus && !context.isFocused { context.focusField() }
  }

  func detach() { context = nil }

  var state: FieldState {
    context?.field ?? FieldState(text: localText, selectedRange: localSelection)
  }

  var text: String {
    get { state.text }
    set {
      guard let context else {
        localText = newValue
        localSelection = UTF16Range(location: newValue.utf16.count, length: 0)
        return
      }
      context.assignField(newValue)
      lastReportedText = context.field.text
      lastReportedRanges = currentRanges
    }
  }

  var isFocused: Bool { context?.isFocused ?? localFocus }

  func focus() -> Bool {
    guard let context else {
      localFocus = true
      return true
    }
    context.focusField()
    return true
  }

  func blur() -> Bool {
    guard let context else {
      localFocus = false
      return true
    }
    context.blurField()
    lastReportedText = context.field.text
    return true
  }

  private var currentRanges: ReportedRanges {
    ReportedRanges(selected: state.selectedRange, marked: state.markedRange)
  }

  /// Whether the selection or the marked range moved since the callbacks last reported them;
  /// records the current ones as reported.
  ///
  ///     "[わ|]" → "わ|" (commit)  →  true (the marked range ended);  asked again  →  false
  func takeRangeChange() -> Bool {
    let now = currentRanges
    guard now != lastReportedRanges else { return false }
    lastReportedRanges = now
    return true
  }

  // MARK: UITextInput

  var markedTextRange: UITextRange? {
    guard let marked = state.markedRange else { return nil }
    return UITextRange(utf16Location: marked.location, utf16Length: marked.length)
  }

  var selectedTextRange: UITextRange? {
    get {
      let selection = state.selectedRange
      return UITextRange(utf16Location: selection.location, utf16Length: selection.length)
    }
    set {
      guard let newValue else { return }
      let range = UTF16Range(
        location: newValue.start.utf16Offset,
        length: newValue.end.utf16Offset - newValue.start.utf16Offset)
      guard let context else {
        if range.location >= 0, range.length >= 0, range.location + range.length <= localText.utf16.count {
          localSelection = range
        }
        return
      }
      // UIKit ignores a range it cannot use; so does the shim (the field validates it).
      try? context.setSelection(range)
    }
  }

  var utf16Length: Int { state.text.utf16.count }

  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.utf16Offset + offset
    guard target >= 0, target <= utf16Length else { return nil }
    return UITextPosition(utf16Offset: target)
  }

  func textRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
    let lower = min(start.utf16Offset, end.utf16Offset)
    let upper = max(start.utf16Offset, end.utf16Offset)
    guard lower >= 0, upper <= utf16Length else { return nil }
    return UITextRange(utf16Location: lower, utf16Length: upper - lower)
  }

  func text(in range: UITextRange) -> String? {
    let text = state.text.utf16
    let lower = range.start.utf16Offset
    let upper = range.end.utf16Offset
    guard lower >= 0, lower <= upper, upper <= text.count else { return nil }
    let slice = text[
      text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)]
    return String(slice)
  }

  func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard let context else { return }
    try? context.setMarkedText(
      markedText ?? "",
      selectedRange: UTF16Range(location: selectedRange.location, length: selectedRange.length))
    lastReportedText = context.field.text
    lastReportedRanges = currentRanges
  }

  func unmarkText() {
    guard let context else { return }
    context.unmarkField()
    lastReportedText = context.field.text
    lastReportedRanges = currentRanges
  }

  func insertText(_ text: String) {
    guard let context else {
      localText += text
      return
    }
    try? context.insertText(text)
    lastReportedText = context.field.text
    lastReportedRanges = currentRanges
  }

  func deleteBackward() {
    guard let context else {
      if !localText.isEmpty { localText.removeLast() }
      return
    }
    context.deleteBackward()
    lastReportedText = context.field.text
    lastReportedRanges = currentRanges
  }

  /// The change from `lastReportedText` to the field's text as UIKit's delegate sees it:
  /// the replaced range of the old text and the replacement string.
  ///
  ///     "わ" → "わた"  →  ({1, 0}, "た")
  func pendingChange() -> (range: NSRange, replacement: String) {
    let old = Array(lastReportedText.utf16)
    let new = Array(state.text.utf16)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
    return (NSRange(location: prefix, length: old.count - suffix - prefix), replacement)
  }
}
