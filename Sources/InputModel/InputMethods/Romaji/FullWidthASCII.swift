/// The form Mozc's hiragana mode shows printable ASCII in, for a key no romaji rule starts
/// with: its full-width form (`1` → `１`, `!` → `！`, space → ideographic space), except the
/// few a Japanese keyboard gives other shapes: `"` → `”`, `'` → `’`, `/` → `・`, `\` → `￥`,
/// `~` → `〜` (measured on Mozc 2.28).
enum FullWidthASCII {
  /// The character for an ASCII code, or the ASCII character itself when it has none
  /// (controls never reach here: the composer refuses them).
  ///
  ///     0x31 "1" → "１" (U+FF11),  0x20 " " → "　" (U+3000),  0x2F "/" → "・" (U+30FB)
  static func character(for ascii: UInt8) -> Character {
    let scalarValue: UInt32
    switch ascii {
    case 0x20: scalarValue = 0x3000
    case 0x22: scalarValue = 0x201D  // ”
    case 0x27: scalarValue = 0x2019  // ’
    case 0x2F: scalarValue = 0x30FB  // ・
    case 0x5C: scalarValue = 0xFFE5  // ￥
    case 0x7E: scalarValue = 0x301C  // 〜
    // U+FF01...U+FF5E mirror U+0021...U+007E at a fixed distance.
    case 0x21...0x7D: scalarValue = UInt32(ascii) + 0xFEE0
    default: scalarValue = UInt32(ascii)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      return Character(Unicode.Scalar(ascii))
    }
    return Character(scalar)
  }

  /// `character` for an ASCII character; any other character as it is.
  ///
  ///     "k" → "ｋ",  "か" → "か"
  static func character(for character: Character) -> Character {
    guard let ascii = character.asciiValue, character.unicodeScalars.count == 1 else { return character }
    return Self.character(for: ascii)
  }
}
