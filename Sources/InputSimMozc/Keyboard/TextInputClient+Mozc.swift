import InputModel

/// The two text commands as the Mozc keyboard sends them: no replacement range (Mozc replaces
/// the marked text, or the selection), and a refusal becomes the keyboard's error.
///
///     "わ[か|]"  mark("かｎ", selectedUTF16Range: {2, 0})  →  "わ[かｎ|]"
///     "[かんじ|]" commit("漢字")                          →  "漢字|"
extension TextInputClient {
  func mark(_ markedText: String, selectedUTF16Range: UTF16Range) throws(InputMethodError) {
    do {
      try setMarkedText(markedText, selectedRange: selectedUTF16Range, replacementRange: nil)
    } catch {
      throw .field(error)
    }
  }

  func commit(_ text: String) throws(InputMethodError) {
    do {
      try insertText(text, replacementRange: nil)
    } catch {
      throw .field(error)
    }
  }
}
