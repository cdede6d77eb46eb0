import Testing

@testable import InputModel

@Suite("FullWidthASCII")
struct FullWidthASCIITests {
  /// The keys Mozc gives Japanese shapes instead of their full-width forms (measured on 2.28).
  static let japaneseShapes: [UInt8: Character] = [0x22: "”", 0x27: "’", 0x2F: "・", 0x5C: "￥", 0x7E: "〜"]

  @Test(
    "printable ASCII maps to U+FF01...U+FF5E at a fixed distance, but for Mozc's shapes",
    arguments: 0x21...0x7E)
  func printable(_ code: Int) {
    let character = FullWidthASCII.character(for: UInt8(code))
    if let shape = Self.japaneseShapes[UInt8(code)] {
      #expect(character == shape)
    } else {
      #expect(character.unicodeScalars.map(\.value) == [UInt32(code + 0xFEE0)])
    }
  }

  @Test("space maps to the ideographic space; the ends of the range are exact")
  func spaceAndEnds() {
    #expect(FullWidthASCII.character(for: 0x20) == "\u{3000}")
    #expect(FullWidthASCII.character(for: 0x21) == "！")
    #expect(FullWidthASCII.character(for: 0x7D) == "｝")
    #expect(FullWidthASCII.character(for: 0x31) == "１")
  }

  @Test("a character that is no ASCII stays as it is")
  func nonASCII() {
    #expect(FullWidthASCII.character(for: Character("か")) == "か")
    #expect(FullWidthASCII.character(for: Character("k")) == "ｋ")
  }
}
