import Testing

@testable import InputModel

@Suite("FullWidthASCII")
struct FullWidthASCIITests {
  @Test("printable ASCII maps to U+FF01...U+FF5E at a fixed distance", arguments: 0x21...0x7E)
  func printable(_ code: Int) {
    let character = FullWidthASCII.character(for: UInt8(code))
    #expect(character.unicodeScalars.map(\.value) == [UInt32(code + 0xFEE0)])
  }

  @Test("space maps to the ideographic space; the ends of the range are exact")
  func spaceAndEnds() {
    #expect(FullWidthASCII.character(for: 0x20) == "\u{3000}")
    #expect(FullWidthASCII.character(for: 0x21) == "！")
    #expect(FullWidthASCII.character(for: 0x7E) == "～")
    #expect(FullWidthASCII.character(for: 0x31) == "１")
  }
}
