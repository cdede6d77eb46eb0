/// The full-width form of printable ASCII, which Mozc's hiragana mode shows for a key no
/// romaji rule starts with: `1` → `１`, `!` → `！`, space → ideographic space.
enum FullWidthASCII {
  /// The full-width character for an ASCII code, or the ASCII character itself when it
  /// has none (controls never reach here: the composer refuses them).
  ///
  ///     0x31 "1" → "１" (U+FF11),  0x20 " " → "　" (U+3000)
  static func character(for ascii: UInt8) -> Character {
    let scalarValue: UInt32
    switch ascii {
    case 0x20: scalarValue = 0x3000
    // U+FF01...U+FF5E mirror U+0021...U+007E at a fixed distance.
    case 0x21...0x7E: scalarValue = UInt32(ascii) + 0xFEE0
    default: scalarValue = UInt32(ascii)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      return Character(Unicode.Scalar(ascii))
    }
    return Character(scalar)
  }
}
