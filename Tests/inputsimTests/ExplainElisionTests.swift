import Testing

@Suite("inputsim explain on long texts (built binary)")
struct ExplainElisionTests {
  static func scenario(typing text: String) -> String {
    "scenario \"long\"\nuse ime=direct bridge=guarded platform=uikit\n\ntype \"\(text)\"\nskip onchange\n"
  }

  @Test(
    "a 1,000-character field is shown as the 40 characters on each side of the caret, with the counts left out"
  )
  func longFieldIsElided() {
    let directory = TemporaryDirectory()
    let text = String(repeating: "abcdefghij", count: 100)
    let path = directory.write("long.scenario", Self.scenario(typing: text))
    let result = BuiltBinary.run(["explain", path])
    #expect(result.status == 0)
    // Every key's binding write is one line, each elided: the output grows with the keys, not
    // with keys × text.
    #expect(result.stdout.utf8.count < 1_000 * 200, "\(result.stdout.utf8.count) bytes")
    #expect(result.stdout.contains("…(960)\"" + String(text.suffix(40)) + "|\""))
    #expect(result.stdout.contains("binding ← \"…(960)" + String(text.suffix(40)) + "\""))
  }

  @Test("a text of 200 characters or fewer is shown whole")
  func shortFieldIsWhole() {
    let directory = TemporaryDirectory()
    let text = String(repeating: "abcdefghij", count: 20)
    let path = directory.write("short.scenario", Self.scenario(typing: text))
    let result = BuiltBinary.run(["explain", path])
    #expect(result.stdout.contains("\"" + text + "|\""))
    #expect(!result.stdout.contains("…("))
  }
}
