import Foundation
import InputModel
import Testing

/// Error messages echo user values cut to `BoundedEcho.maxCharacters` characters, with the
/// whole length: a 900 KB argument gives a short message, on the CLI and in a scenario.
@Suite("Error messages cut long user values (built binary)")
struct BoundedEchoCommandTests {
  /// 90 KB: one argument may not exceed 128 KiB on Linux.
  static let huge = String(repeating: "ア", count: 30_000)

  @Test("an unknown flick of 90 KB fails with a short message naming its length")
  func hugeFlick() {
    let directory = TemporaryDirectory()
    let path = directory.write("f.scenario", "use ime=flick\nflick \(Self.huge)\n")
    let result = BuiltBinary.run(["run", path])
    #expect(result.status == 2)
    let output = result.stdout + result.stderr
    #expect(
      output.contains("no flick gesture types \"\(String(repeating: "ア", count: 40))\"… (30000 characters)"))
    #expect(output.utf8.count < 4_000, "\(output.utf8.count) bytes of output")
  }

  @Test("a usage error on a 90 KB option value is short")
  func hugeOptionValue() {
    let result = BuiltBinary.run(["run", "--format", Self.huge, "."])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'… (30000 characters)"))
    #expect(result.stderr.utf8.count < 2_000, "\(result.stderr.utf8.count) bytes")
  }

  @Test("short values are echoed whole, controls escaped")
  func shortValues() {
    #expect(BoundedEcho.singleQuoted("flik") == "'flik'")
    #expect(BoundedEcho.singleQuoted("a\u{1}") == "'a\\u{1}'")
    #expect(
      BoundedEcho.quoted(String(repeating: "a", count: 40)) == "\"" + String(repeating: "a", count: 40) + "\""
    )
    #expect(
      BoundedEcho.quoted(String(repeating: "👨‍👩‍👧", count: 41))
        == "\"" + String(repeating: "👨‍👩‍👧", count: 40) + "\"… (41 characters)")
  }
}
