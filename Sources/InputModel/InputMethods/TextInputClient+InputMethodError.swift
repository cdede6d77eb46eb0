/// The two text commands as the keyboards send them: no replacement range (a keyboard
/// replaces the marked text, or the selection), and a refusal becomes the keyboard's error.
///
///     "わ[か|]"  setMarkedText("かn", selectedRange: {2, 0})  →  "わ[かn|]"
///     "[き|]"    insertText("木")                           →  "木|"
extension TextInputClient {
  public func setMarkedText(_ markedText: String, selectedRange: UTF16Range) throws(InputMethodError) {
    do {
      try setMarkedText(markedText, selectedRange: selectedRange, replacementRange: nil)
    } catch {
      throw .field(error)
    }
  }

  public func insertText(_ text: String) throws(InputMethodError) {
    do {
      try insertText(text, replacementRange: nil)
    } catch {
      throw .field(error)
    }
  }
}
