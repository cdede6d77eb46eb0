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
    #expect(result.status == 0)
    #expect(result.stdout == expected + "\n")
  }

  @Test(
    "--key prints the matching key",
    arguments: [("カラアゲ", "からあげ"), ("ｶﾗｱｹﾞ", "からあげ"), ("ＫＡＲＡ", "kara"), ("パーティー", "ぱーてぃー")])
  func key(text: String, expected: String) {
    let result = BuiltBinary.run(["inspect", "--key", text])
    #expect(result.status == 0)
    #expect(result.stdout == expected + "\n")
  }

  @Test("the full report lists code points, UTF-16 units, clusters, width and key")
  func fullReport() {
    let result = BuiltBinary.run(["inspect", "ｶﾞ\\u{3042}"])
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

  @Test("--ambiguous-wide counts ambiguous characters as two cells")
  func ambiguousWide() {
    let narrow = BuiltBinary.run(["inspect", "○"])
    let wide = BuiltBinary.run(["inspect", "--ambiguous-wide", "○"])
    #expect(narrow.stdout.contains("display width   1 cells"))
    #expect(wide.stdout.contains("display width   2 cells"))
  }

  @Test(
    "a bad escape is a usage error naming the problem",
    arguments: [
      ("\\u{110000}", "bad escape '\\u{110000' in '\\u{110000}'"),
      ("\\q", "unknown escape '\\q'"),
      ("abc\\", "ends with a lone backslash"),
      ("\\u{D800}", "bad escape"),
    ])
  func badEscape(text: String, messagePart: String) {
    let result = BuiltBinary.run(["inspect", text])
    #expect(result.status == 2)
    #expect(result.stderr.contains(messagePart))
  }

  @Test("text after -- may start with a dash")
  func dashText() {
    let result = BuiltBinary.run(["inspect", "--boundaries", "--", "-x"])
    #expect(result.status == 0)
    #expect(result.stdout == "0 1 2\n")
  }
}
