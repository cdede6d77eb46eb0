import Foundation
import Testing

/// The format's own rules at the level a user meets them: `inputsim check` on files with
/// raw control characters and CR line endings.
@Suite("inputsim check: control characters and line endings (built binary)")
struct FormatRulesCommandTests {
  @Test("a CR-only file is exit 2 with one error saying it uses CR line endings")
  func carriageReturnFile() throws {
    let directory = TemporaryDirectory()
    let path = directory.write("mac.scenario", "use ime=direct\rtype \"a\"\rexpect field \"a|\"\r")
    let result = BuiltBinary.run(["check", path])
    #expect(result.status == 2)
    let output = result.stdout + result.stderr
    #expect(output.contains("\(path):1:15: error: this file uses CR line endings"))
  }

  @Test("control characters in comments are reported, every one, with file:line:column")
  func controlsInComments() throws {
    let directory = TemporaryDirectory()
    let path = directory.write(
      "c.scenario", "use ime=direct # \u{1}\ntype \"a\"\n# \u{7F}\nexpect field \"a|\"\n")
    let result = BuiltBinary.run(["check", path])
    #expect(result.status == 2)
    let output = result.stdout + result.stderr
    #expect(output.contains("\(path):1:18: error: control character U+0001 is not allowed"))
    #expect(output.contains("\(path):3:3: error: control character U+007F is not allowed"))
  }
}
