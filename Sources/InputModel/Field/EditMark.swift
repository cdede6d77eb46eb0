/// What an operation remembers of the field before it changes anything, to tell afterwards
/// which events to record: the text's version (not the text, so the text can be edited in
/// place) and the selection.
///
///     before = field.editMark; field.insertText("a")  →  before.textVersion != field.textVersion
struct EditMark: Equatable, Sendable {
  var textVersion: Int
  var selectedRange: UTF16Range
}
