import Testing

@testable import InputModel

/// The format's own rule (docs/scenarios.md, "Files and lines"): no raw control character
/// anywhere, comments included; lines end with LF or CRLF; every problem reported with its
/// file:line:column, the column in UTF-8 bytes.
@Suite("Scenario files: control characters and line endings")
struct ScenarioControlCharacterTests {
  /// Every byte the rule forbids: C0 controls except tab, line feed and carriage return
  /// (which have their own rules), and DEL.
  static let forbidden: [UInt8] = Array(0x00...0x08) + [0x0B, 0x0C] + Array(0x0E...0x1F) + [0x7F]

  static func diagnostics(_ bytes: [UInt8]) -> [String] {
    ScenarioParser.parse(bytes: bytes, path: "c.scenario").diagnostics.map(\.description)
  }

  @Test("a control character in a comment is an error at its byte", arguments: forbidden)
  func controlInComment(_ byte: UInt8) {
    let bytes = Array("use ime=direct\ntype \"a\"  # note ".utf8) + [byte] + Array("\n".utf8)
    let name = String(byte, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 4 - name.count) + name
    #expect(
      Self.diagnostics(bytes) == [
        "c.scenario:2:18: error: control character U+\(padded) is not allowed; inside a string write it as \\u{\(name)}"
      ])
  }

  @Test("a line that is only a comment is checked too, after a BOM the column does not count")
  func commentOnlyLineAfterBOM() {
    let bytes = ScenarioUTF8.byteOrderMark + Array("# わ".utf8) + [0x1B] + Array("\ntype \"a\"\n".utf8)
    #expect(
      Self.diagnostics(bytes) == [
        "c.scenario:1:6: error: control character U+001B is not allowed; inside a string write it as \\u{1B}"
      ])
  }

  @Test("every control character of the file is reported, on every line, in order")
  func allCollected() {
    let bytes =
      Array("type \"a".utf8) + [0x01] + Array("b\" # c".utf8) + [0x7F] + Array("\n".utf8)
      + Array("commit\n".utf8) + [0x00, 0x00] + Array("  # x\n".utf8)
    #expect(
      ScenarioParser.parse(bytes: bytes, path: "c.scenario").diagnostics.map(\.location.description)
        == ["1:8", "1:15", "3:1", "3:2"])
  }

  @Test("a file whose lines end with CR alone gets one error naming CR line endings")
  func carriageReturnFile() {
    let bytes = Array("scenario \"mac\"\ruse ime=direct\rtype \"a\"\rexpect field \"a|\"\r".utf8)
    let parsed = ScenarioParser.parse(bytes: bytes, path: "c.scenario")
    #expect(parsed.scenario == nil)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "c.scenario:1:15: error: \(ScenarioReader.carriageReturnFileMessage)"
      ])
    #expect(ScenarioReader.carriageReturnFileMessage.hasPrefix("this file uses CR line endings"))
  }

  @Test("a stray CR inside a line of an LF file is an error at the CR; other lines still read")
  func strayCarriageReturn() {
    let bytes = Array("use ime=direct\ntype \"a\"\rcommit\ntypo\n".utf8)
    let diagnostics = ScenarioParser.parse(bytes: bytes, path: "c.scenario").diagnostics
    #expect(diagnostics.map(\.location.description) == ["2:9", "3:1"])
    #expect(
      diagnostics.first?.message
        == "carriage return (U+000D) not followed by a line feed; lines end with LF or CRLF")
    #expect(diagnostics.last?.message.contains("'typo'") == true)
  }

  @Test("CRLF files with a BOM and a tab in a comment are accepted")
  func crlfWithBOMAccepted() throws {
    let bytes =
      ScenarioUTF8.byteOrderMark
      + Array(
        "scenario \"ok\"\r\nuse ime=direct\t# tab\there\r\ntype \"a\"\r\nexpect field \"a|\"\r\nskip onchange\r\n"
          .utf8)
    let parsed = ScenarioParser.parse(bytes: bytes, path: "c.scenario")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.scenario?.name == "ok")
    #expect(parsed.scenario?.steps.count == 3)
  }
}
