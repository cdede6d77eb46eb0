import Testing

@testable import InputModel

@Suite("Scenario UTF-8 decoding")
struct ScenarioUTF8Tests {
  struct Invalid: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let byteOffset: Int
    let line: Int
    let column: Int
    let message: String
    var testDescription: String { name }
  }

  static let invalid: [Invalid] = [
    Invalid(
      name: "stray continuation byte", bytes: [0x61, 0x80], byteOffset: 1, line: 1, column: 2,
      message: "invalid UTF-8: continuation byte 0x80 without a lead byte"),
    Invalid(
      name: "0xFF never appears", bytes: [0x61, 0x0A, 0x62, 0xFF], byteOffset: 3, line: 2,
      column: 2,
      message: "invalid UTF-8: byte 0xFF never appears in UTF-8"),
    Invalid(
      name: "0xC0 overlong lead", bytes: [0xC0, 0xAF], byteOffset: 0, line: 1, column: 1,
      message: "invalid UTF-8: byte 0xC0 starts an overlong encoding and never appears in UTF-8"),
    Invalid(
      name: "overlong three-byte form", bytes: [0xE0, 0x80, 0xAF], byteOffset: 0, line: 1,
      column: 1,
      message: "invalid UTF-8: 0xE0 0x80 is an overlong encoding"),
    Invalid(
      name: "encoded surrogate", bytes: [0x0A, 0x0A, 0x20, 0xED, 0xA0, 0x80], byteOffset: 3,
      line: 3, column: 2,
      message: "invalid UTF-8: 0xED 0xA0 encodes a UTF-16 surrogate"),
    Invalid(
      name: "above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], byteOffset: 0, line: 1, column: 1,
      message: "invalid UTF-8: 0xF4 0x90 encodes a value above U+10FFFF"),
    Invalid(
      name: "sequence cut by an ASCII byte", bytes: [0x61, 0x62, 0xE3, 0x81, 0x78], byteOffset: 2,
      line: 1,
      column: 3,
      message:
        "invalid UTF-8: 0xE3 starts a 3-byte sequence but byte 3 is 0x78, not a continuation byte"),
    Invalid(
      name: "sequence cut by the end", bytes: [0xF0, 0x9F, 0x91], byteOffset: 0, line: 1, column: 1,
      message: "invalid UTF-8: 0xF0 starts a 4-byte sequence but the file ends after 3 bytes"),
    Invalid(
      name: "column after a BOM does not count the BOM", bytes: [0xEF, 0xBB, 0xBF, 0x61, 0xFE],
      byteOffset: 4,
      line: 1, column: 2, message: "invalid UTF-8: byte 0xFE never appears in UTF-8"),
  ]

  @Test(
    "the first ill-formed sequence is reported with its line and byte column", arguments: invalid)
  func reportsFirstInvalidByte(_ example: Invalid) {
    guard case .failure(let error) = ScenarioUTF8.decode(example.bytes) else {
      Issue.record("decoded invalid bytes")
      return
    }
    #expect(error.byteOffset == example.byteOffset)
    #expect(error.location == ScenarioLocation(line: example.line, column: example.column))
    #expect(error.message == example.message)
  }

  @Test("well-formed text decodes, a leading BOM is dropped")
  func decodesValidText() throws {
    let text = "わ👍é\n\u{10FFFF}\u{E000}"
    #expect(try ScenarioUTF8.decode(Array(text.utf8)).get() == text)
    #expect(try ScenarioUTF8.decode([0xEF, 0xBB, 0xBF] + Array("ok".utf8)).get() == "ok")
    #expect(try ScenarioUTF8.decode([]).get() == "")
  }

  @Test("every boundary of table 3-7 is accepted")
  func acceptsBoundaries() {
    let boundaries: [[UInt8]] = [
      [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
      [0xEE, 0x80, 0x80],
      [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ]
    for bytes in boundaries {
      #expect(
        ScenarioUTF8.firstProblem(in: bytes, from: 0, to: bytes.count, endName: "x") == nil,
        "\(bytes)")
    }
  }
}
