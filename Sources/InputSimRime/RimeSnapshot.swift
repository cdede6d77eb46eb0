/// Rime's composition and the current page of its menu after a key, as Swift values.
///
///     keys "nihao"  →  RimeSnapshot(preedit: "ni hao", caretUTF8Offset: 6,
///                                   highlightedIndex: 0, candidates: ["你好", "妳好", …])
struct RimeSnapshot: Equatable, Sendable {
  /// What the marked text shows; empty when nothing is composed.
  var preedit = ""
  /// The caret inside `preedit`, in UTF-8 bytes (Rime's unit).
  var caretUTF8Offset = 0
  /// The highlighted candidate's index on the page (what space would commit).
  var highlightedIndex = 0
  /// The page's candidate texts, in menu order.
  var candidates: [String] = []

  /// The caret in UTF-16 code units, moved back to a grapheme boundary if Rime's byte offset
  /// falls inside a character (the field accepts only boundaries).
  ///
  ///     preedit "你hao", caretUTF8Offset 4  →  2
  var caretUTF16Offset: Int {
    var utf8Offset = 0
    var utf16Offset = 0
    for character in preedit {
      let next = utf8Offset + character.utf8.count
      if next > caretUTF8Offset { break }
      utf8Offset = next
      utf16Offset += character.utf16.count
    }
    return utf16Offset
  }
}
