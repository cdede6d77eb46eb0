/// A UTF-16 offset of the field's text and the UTF-8 offset of the same place: string
/// indices near it are found by walking from it instead of from the start of the text.
///
///     "aあ|b": UTF8Anchor(utf16Offset: 2, utf8Offset: 4)
struct UTF8Anchor: Equatable, Sendable {
  var utf16Offset: Int
  var utf8Offset: Int
}
