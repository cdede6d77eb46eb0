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

  /// How many more refused calls get the wrapper's line read from the call stack: reading it
  /// costs a fraction of a second, and the first is the one a failure names, so a wrapper
  /// that repeats a refused call on every render is not slowed down by it.
  private var callSitesLeft = 4

  /// Notes a call the field refused (`UnhonouredCall`).
  private func refused(_ call: String, reason: String) {
    UnhonouredCall.record(call, reason: reason, context: context, locate: callSitesLeft > 0)
    callSitesLeft -= 1
  }

  /// The UIKit callback the view is running now (`textViewDidChange`, `.editingChanged
  /// action`), so a write the wrapper makes inside it is traced as made there.
  private(set) var callback: String?

  /// Runs `body` as the callback `name`: an assignment inside it is noted as
  /// `in NAME: text = "…"` just before the assignment's own trace line.
  ///
  ///     inCallback("textViewDidChange") { delegate?.textViewDidChange(view) }
  func inCallback<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
    let outer = callback
    callback = name
    defer { callback = outer }
    return try body()
  }

  /// The trace note that says which callback made the assignment that follows it.
  static let callbackNotePrefix = "in "
  static let callbackNoteMiddle = ": assign "

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
      if let callback {
        context.note(Self.callbackNotePrefix + callback + Self.callbackNoteMiddle + Quoting.quoted(newValue))
      }
      context.assignField(newValue)
      lastReportedText = context.field.text
      lastReportedRanges = currentRanges
    }
  }

  /// The attributed text last assigned; handed back while the text is still its string.
  private var attributed: NSAttributedString?
  /// The attributes of text that has none of its own (`defaultTextAttributes`,
  /// `typingAttributes`).
  var defaultAttributes: [NSAttributedString.Key: Any] = [:]

  /// `attributedText`: the assigned attributes while the text is unchanged since, else the
  /// text with the default attributes.
  ///
  ///     attributedText = "わ" (bold); keyboard types た  →  "わた" with the default attributes
  var attributedText: NSAttributedString {
    let text = self.text
    if let attributed, attributed.string == text { return attributed }
    return NSAttributedString(string: text, attributes: defaultAttributes)
  }

  /// `attributedText = …`: an assignment of its string, as `text =` (during composition, under
  /// the platform's rules), with the attributes kept for reading back.
  func setAttributedText(_ value: NSAttributedString?) {
    text = value?.string ?? ""
    attributed = value.map { NSAttributedString(attributedString: $0) }
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
      do {
        try context.setSelection(range)
      } catch {
        refused(
          "selectedTextRange = {\(range.location), \(range.length)}",
          reason: "the field refuses the range (\(error)); UIKit's own ranges come from "
            + "textRange(from:to:) and position(from:offset:) over the current text")
      }
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

  /// `setMarkedText(_:selectedRange:)`: the selected range, relative to the marked text, is
  /// clamped to it first, as UIKit does.
  ///
  ///     setMarkedText("かな", selectedRange: {5, 3})  →  "[かな|]" (selection {2, 0})
  func setMarkedText(
    _ markedText: String?, selectedRange: NSRange, call: String = "setMarkedText(_:selectedRange:)"
  ) {
    guard let context else { return }
    let text = markedText ?? ""
    let range = Self.clamped(selectedRange, toUTF16Count: text.utf16.count)
    do {
      try context.setMarkedText(text, selectedRange: range)
    } catch {
      refused(
        call,
        reason: "the field refuses marked text \(Quoting.quoted(text)) with selection "
          + "{\(range.location), \(range.length)} (\(error))")
    }
    lastReportedText = context.field.text
    lastReportedRanges = currentRanges
  }

  /// A selected range relative to marked text of `count` UTF-16 units, clamped into it as
  /// UIKit clamps it: the location to `0...count`, the length to what is left after it.
  ///
  ///     ({5, 3}, 2)  →  {2, 0};  ({1, 9}, 2)  →  {1, 1};  ({-1, 1}, 2)  →  {0, 1}
  static func clamped(_ range: NSRange, toUTF16Count count: Int) -> UTF16Range {
    let location = min(max(0, range.location), count)
    let length = min(max(0, range.length), count - location)
    return UTF16Range(location: location, length: length)
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
    do {
      try context.insertText(text)
    } catch {
      refused("insertText(\(Quoting.quoted(text)))", reason: "the field refuses the edit (\(error))")
    }
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
