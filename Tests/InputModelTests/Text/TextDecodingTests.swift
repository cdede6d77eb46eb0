import Testing

@testable import InputModel

@Suite("Decoding bytes: strict UTF-8 and EUC-JP through ICU")
struct TextDecodingTests {
  @Test("valid UTF-8 decodes", arguments: ["", "abc", "わたし", "👨‍👩‍👧", "ｶﾞ"])
  func validUTF8(text: String) throws {
    #expect(try UTF8Decoding.decode(Array(text.utf8)) == text)
  }

  @Test(
    "invalid UTF-8 reports the first bad byte with its line and column",
    arguments: [
      ([0x61, 0xFF], 1, 1, 2),
      ([0x61, 0x0A, 0x62, 0xC0, 0x80], 3, 2, 2),  // overlong
      ([0xE3, 0x81], 0, 1, 1),  // truncated
      ([0xED, 0xA0, 0x80], 1, 1, 2),  // surrogate
      ([0xF4, 0x90, 0x80, 0x80], 1, 1, 2),  // beyond U+10FFFF
      ([0x0A, 0x0A, 0x80], 2, 3, 1),  // lone continuation byte
    ] as [([UInt8], Int, Int, Int)])
  func invalidUTF8(bytes: [UInt8], offset: Int, line: Int, column: Int) {
    #expect(
      throws: TextDecodingError.invalidByte(encoding: "UTF-8", byteOffset: offset, line: line, column: column)
    ) {
      try UTF8Decoding.decode(bytes)
    }
  }

  @Test("EUC-JP decodes kana and kanji")
  func eucJP() throws {
    let decoder = try LegacyTextDecoder(encoding: "EUC-JP")
    // あ (A4A2) 漢 (B4C1) a, and a half-width ｶ (8E B6)
    #expect(try decoder.decode([0xA4, 0xA2, 0xB4, 0xC1, 0x61, 0x8E, 0xB6]) == "あ漢aｶ")
    #expect(try decoder.decode([0xA4, 0xA4]) == "い")  // the converter is reused
  }

  @Test("invalid EUC-JP reports the byte offset, line and column")
  func invalidEUCJP() throws {
    let decoder = try LegacyTextDecoder(encoding: "EUC-JP")
    #expect(throws: TextDecodingError.self) {
      try decoder.decode([0xA4, 0xA2, 0x0A, 0xFF, 0xFF])
    }
    do {
      _ = try decoder.decode([0xA4, 0xA2, 0x0A, 0x61, 0xA4])
      Issue.record("a truncated sequence decoded")
    } catch {
      guard case .invalidByte(_, let offset, let line, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(line == 2)
      #expect(offset >= 3)
    }
  }

  @Test("an unknown encoding name is a typed error")
  func unknownEncoding() {
    #expect(throws: TextDecodingError.unknownEncoding("no-such-encoding")) {
      _ = try LegacyTextDecoder(encoding: "no-such-encoding")
    }
  }
}
