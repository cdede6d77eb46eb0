import Testing

@testable import InputModel

@Suite("Scenario lexer")
struct ScenarioLexerTests {
  /// Lexes one line; returns the tokens as `kind:text` (options as `option:key=value`,
  /// quoted values in quotes) and the warnings.
  static func lex(_ text: String) throws -> (tokens: [String], warnings: [String]) {
    let bytes = Array(text.utf8)
    let line = ScenarioLine(path: "p", bytes: bytes, number: 1, start: 0, end: bytes.count)
    var warnings: [Diagnostic] = []
    let tokens = try ScenarioLexer(line: line).tokens(warnings: &warnings)
    let shown = tokens.map { token -> String in
      switch token.kind {
      case .word: "word:\(token.text)"
      case .string: "string:\(token.text)"
      case .option:
        "option:\(token.text)=\(token.valueIsQuoted ? "\"\(token.value)\"" : token.value)"
      }
    }
    return (shown, warnings.map { "\($0.location) \($0.message)" })
  }

  @Test(
    "lines split into words, strings and options",
    arguments: [
      ("key enter x3", ["word:key", "word:enter", "word:x3"]),
      (#"set "a b" deferred"#, ["word:set", "string:a b", "word:deferred"]),
      ("use ime=flick bridge=", ["word:use", "option:ime=flick", "option:bridge="]),
      (#"use name="a b""#, ["word:use", #"option:name="a b""#]),
      ("a=b=c", ["option:a=b=c"]),
      ("=a", ["word:=a"]),
      ("-> x", ["word:->", "word:x"]),
      ("  \t ", []),
      ("# only a comment", []),
      (##"type "#" # "#"##, ["word:type", "string:#"]),
      (##"type "a"# comment"##, ["word:type", "string:a"]),
      (#"x "" """#, ["word:x", "string:", "string:"]),
      ("flick わ", ["word:flick", "word:わ"]),
      (#"type "\u{3042}""#, ["word:type", "string:あ"]),
      (#"type a\nb"#, ["word:type", #"word:a\nb"#]),
    ] as [(String, [String])])
  func splits(_ text: String, _ expected: [String]) throws {
    let lexed = try Self.lex(text)
    #expect(lexed.tokens == expected)
    #expect(lexed.warnings.isEmpty)
  }

  @Test("'#' right after a word starts a comment, with a warning")
  func hashAfterWord() throws {
    let lexed = try Self.lex("type 12# comment")
    #expect(lexed.tokens == ["word:type", "word:12"])
    #expect(
      lexed.warnings == [
        "1:8 '#' starts a comment even inside a word; quote the text (\"…#\") if '#' belongs to it"
      ])
  }

  @Test("the warning reaches the parse result without failing it")
  func warningInResult() throws {
    let parsed = parse("type 12#\n")
    #expect(try parsed.get().steps.map(\.kind) == [.perform(.type("12"))])
    #expect(parsed.diagnostics.map(\.severity) == [.warning])
  }

  @Test("a string keeps where its body is, for field patterns")
  func stringBody() throws {
    let bytes = Array(#"expect field "a\[b|""#.utf8)
    let line = ScenarioLine(path: "p", bytes: bytes, number: 1, start: 0, end: bytes.count)
    var warnings: [Diagnostic] = []
    let tokens = try ScenarioLexer(line: line).tokens(warnings: &warnings)
    let pattern = tokens[2]
    #expect(pattern.kind == .string)
    #expect(pattern.text == "a[b|")
    #expect(pattern.bodyStart == 14 && pattern.bodyEnd == 19)
    #expect(pattern.patternEscapeIndex == 15)
  }
}
