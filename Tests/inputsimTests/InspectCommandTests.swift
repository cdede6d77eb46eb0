import Testing

@Suite("inputsim inspect (built binary)")
struct InspectCommandTests {
  @Test(
    "--boundaries prints ICU grapheme boundaries in UTF-16 offsets",
    arguments: [
      ("", "0"),
      ("abc", "0 1 2 3"),
      ("か\\u{3099}た", "0 2 3"),
      ("\\u{1F468}\\u{200D}\\u{1F469}\\u{200D}\\u{1F467}", "0 8"),
      ("\\u{1F1EF}\\u{1F1F5}\\u{1F1EF}", "0 4 6"),
      ("\\r\\n", "0 2"),
      ("ｶﾞ", "0 2"),
    ])
  func boundaries(text: String, expected: String) {
    let result = BuiltBinary.run(["inspect", "--boundaries", text])
    #expect(result == BuiltBinary.Result(status: 0, stdout: expected + "\n", stderr: ""))
  }

  @Test(
    "--key prints the matching key",
    arguments: [("カラアゲ", "からあげ"), ("ｶﾗｱｹﾞ", "からあげ"), ("ＫＡＲＡ", "kara"), ("パーティー", "ぱーてぃー")])
  func key(text: String, expected: String) {
    let result = BuiltBinary.run(["inspect", "--key", text])
    #expect(result == BuiltBinary.Result(status: 0, stdout: expected + "\n", stderr: ""))
  }

  @Test("the full report lists code points, UTF-16 units, clusters, width and key")
  func fullReport() {
    let result = BuiltBinary.run(["inspect", "ｶﾞ\\u{3042}"])
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        text            "ｶﾞあ"
        code points     3
          U+FF76  ｶ  HALFWIDTH KATAKANA LETTER KA  width 1
          U+FF9E  ﾞ  HALFWIDTH KATAKANA VOICED SOUND MARK  width 1
          U+3042  あ  HIRAGANA LETTER A  width 2
        UTF-16 units    3: FF76 FF9E 3042
        clusters        2
          utf16 0..<2  "ｶﾞ"  width 2
          utf16 2..<3  "あ"  width 2
        boundaries      0 2 3
        display width   4 cells
        matching key    "があ"

        """)
  }

  @Test("--ambiguous-wide counts ambiguous characters as two cells", arguments: [false, true])
  func ambiguousWide(wide: Bool) {
    let result = BuiltBinary.run(["inspect"] + (wide ? ["--ambiguous-wide"] : []) + ["○"])
    let cells = wide ? 2 : 1
    let expected = """
      text            "○"
      code points     1
        U+25CB  ○  WHITE CIRCLE  width \(cells)
      UTF-16 units    1: 25CB
      clusters        1
        utf16 0..<1  "○"  width \(cells)
      boundaries      0 1
      display width   \(cells) cells
      matching key    "○"

      """
    #expect(result == BuiltBinary.Result(status: 0, stdout: expected, stderr: ""))
  }

  @Test(
    "a bad escape is a usage error naming the problem",
    arguments: [
      (
        "\\u{110000}",
        "bad escape '\\u{110000' in '\\u{110000}': expected 1 to 6 hex digits naming a Unicode scalar, then '}'"
      ),
      ("\\q", "unknown escape '\\q' in '\\q'; allowed: \\u{XXXX} \\n \\t \\r \\\\ \\\""),
      ("abc\\", "'abc\\' ends with a lone backslash; write '\\\\' for a backslash"),
      (
        "\\u{D800}",
        "bad escape '\\u{D800' in '\\u{D800}': expected 1 to 6 hex digits naming a Unicode scalar, then '}'"
      ),
    ])
  func badEscape(text: String, message: String) {
    let result = BuiltBinary.run(["inspect", text])
    let stderr = "inputsim: error: \(message)\nsee 'inputsim --help'\n"
    #expect(result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  @Test("text after -- may start with a dash")
  func dashText() {
    let result = BuiltBinary.run(["inspect", "--boundaries", "--", "-x"])
    #expect(result == BuiltBinary.Result(status: 0, stdout: "0 1 2\n", stderr: ""))
  }
}
