import Testing

@testable import InputSimMozc

@Suite("MozcCommand: the lines written to the helper")
struct MozcCommandTests {
  @Test(
    "each command as the helper reads it",
    arguments: [
      (MozcCommand.createSession, "(1 CreateSession)\n"),
      (.sendKey(session: 1, .code(107)), "(1 SendKey 1 107)\n"),
      (.sendKey(session: 2, .code(65)), "(1 SendKey 2 65)\n"),
      (.sendKey(session: 1, .special(.space)), "(1 SendKey 1 space)\n"),
      (.sendKey(session: 1, MozcKeyEvent(.special(.left), shift: true)), "(1 SendKey 1 left shift)\n"),
      (.sendKey(session: 1, .text("かな")), "(1 SendKey 1 \"かな\")\n"),
      (.deleteSession(3), "(1 DeleteSession 3)\n"),
    ])
  func lines(command: MozcCommand, line: String) {
    #expect(command.line(eventID: 1) == line)
  }

  @Test("text with a quote or a backslash is escaped")
  func quoting() {
    #expect(MozcKeyEvent.text(#"a"b\c"#).arguments == #""a\"b\\c""#)
  }
}
