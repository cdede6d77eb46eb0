/// The client a keyboard drives under `commit-input=delete-then-insert`: a commit of the
/// composition (`insertText` or `unmarkText` while text is marked) first removes the marked
/// text, delivers that change to the app (`didDelete`, which holds the composition's end back
/// until the committed text is in), and then inserts the committed text at
/// the caret; a composition starting over a selection, or a commit with nothing composed made
/// over one, first removes the selection the same way; every other command goes to `base` as
/// it is.
///
///     "[お|]"  insertText("お")  →  setMarkedText("") → app sees ""   (deleteCompositionText)
///                                  insertText("お")   → app sees "お" (insertFromComposition)
///     "x{y}"   setMarkedText("ｂ") →  insertText("")    → app sees "x"  (deleteByComposition)
///                                  setMarkedText("ｂ") → app sees "x[ｂ]"
///     "x{y}"   insertText("　")    →  insertText("")    → app sees "x"  (deleteCompositionText)
///                                  insertText("　")   → app sees "x　" (insertFromComposition)
final class CommitReinsertClient: TextInputClient {
  let base: any TextInputClient
  /// Delivers the removal to the app; the argument is the text about to be committed.
  let didDelete: (String) -> Void
  /// Delivers the removal of the selection a composition (or a commit) is about to replace.
  let didDeleteSelection: () -> Void
  /// Whether an insertion with nothing marked is the engine's commit (Mozc's idle Space), not
  /// a key passed on as typed (the direct keyboard's letter, a Space Hangul passes on): only
  /// the commit removes a selection first.
  let insertionIsEngineCommit: Bool

  init(
    base: any TextInputClient, insertionIsEngineCommit: Bool, didDelete: @escaping (String) -> Void,
    didDeleteSelection: @escaping () -> Void
  ) {
    self.base = base
    self.insertionIsEngineCommit = insertionIsEngineCommit
    self.didDelete = didDelete
    self.didDeleteSelection = didDeleteSelection
  }

  var text: String { base.text }
  func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? {
    base.surroundingText(beforeCaretUpTo: maxUTF16Length)
  }
  var selectedRange: UTF16Range { base.selectedRange }
  var markedRange: UTF16Range? { base.markedRange }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)
  {
    if replacementRange == nil, base.markedRange == nil, base.selectedRange.length > 0 {
      // A composition starting over a selection: the selection goes first
      // (`deleteByComposition`, already composing), then the composition starts.
      try base.insertText("", replacementRange: nil)
      didDeleteSelection()
    }
    try base.setMarkedText(markedText, selectedRange: selectedRange, replacementRange: replacementRange)
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    if replacementRange == nil, base.markedRange != nil {
      try removeComposition(committing: text)
    } else if insertionIsEngineCommit, replacementRange == nil, base.selectedRange.length > 0 {
      // A commit with nothing composed (Mozc's idle Space) over a selection: the selection
      // goes first (`deleteCompositionText`, composing), then the text is inserted at the caret.
      try base.insertText("", replacementRange: nil)
      didDeleteSelection()
    }
    try base.insertText(text, replacementRange: replacementRange)
  }

  func unmarkText() {
    guard let marked = base.markedRange else {
      base.unmarkText()
      return
    }
    let committed = base.text.substring(utf16Range: marked)
    do {
      try removeComposition(committing: committed)
      try base.insertText(committed, replacementRange: nil)
    } catch {
      // Removing and inserting at the caret the field just gave cannot be out of range; were
      // it refused, the plain commit keeps the text.
      base.unmarkText()
    }
  }

  func deleteBackward() { base.deleteBackward() }
  func doCommand(_ command: EditingCommand) { base.doCommand(command) }

  /// The marked text removed and the change delivered: the field's text without it, the caret
  /// where it began.
  private func removeComposition(committing committed: String) throws(TextFieldError) {
    try base.setMarkedText("", selectedRange: UTF16Range(location: 0, length: 0), replacementRange: nil)
    didDelete(committed)
  }
}
