import Testing

@testable import InputSimMozc

private func parse(_ text: String) throws(MozcProtocolError) -> SExpression {
  try SExpressionParser.parse(Array(text.utf8))
}

@Suite("SExpressionParser: one line of the helper's Lisp data")
struct SExpressionParserTests {
  @Test("dotted pairs, integers, symbols and strings")
  func atomsAndPairs() throws {
    #expect(try parse("(cursor . 2)") == .list([.symbol("cursor")], tail: .integer(2)))
    #expect(try parse("(id . -3)") == .list([.symbol("id")], tail: .integer(-3)))
    #expect(try parse("(mode . hiragana)") == .list([.symbol("mode")], tail: .symbol("hiragana")))
    #expect(try parse(#"(value . "か")"#) == .list([.symbol("value")], tail: .string("か")))
  }

  @Test("a dotted list tail is merged: (a . (b c)) is (a b c), (a . ()) is (a)")
  func dottedListTail() throws {
    #expect(try parse("(a . (b c))") == parse("(a b c)"))
    #expect(try parse("(output . ())") == .list([.symbol("output")], tail: nil))
    #expect(try parse("(output . ())").alistElements == [])
  }

  @Test("string escapes: quote, backslash, newline, tab")
  func escapes() throws {
    #expect(try parse(#"("A\"\\();'")"#) == .list([.string(#"A"\();'"#)], tail: nil))
    #expect(try parse(#"("a\nb\tc")"#) == .list([.string("a\nb\tc")], tail: nil))
  }

  @Test("text outside the BMP stays whole")
  func nonBMP() throws {
    #expect(try parse(#"(value . "𠮷野家😀")"#).alistValue == .string("𠮷野家😀"))
  }

  @Test("an integer too large for Int is an error at its column; a long id stays a string")
  func largeIntegers() throws {
    #expect(
      throws: MozcProtocolError.syntax(
        reason: "an integer that does not fit 64 bits", column: 7, excerpt: "(id . 99999999999999999999)")
    ) { try parse("(id . 99999999999999999999)") }
    #expect(try parse(#"(id . "14811810904743636206")"#).alistValue == .string("14811810904743636206"))
  }

  @Test(
    "malformed input is a syntax error with the column where reading stopped",
    arguments: [
      ("(a 1", "unexpected end of the reply: a list is not closed", 5),
      ("(a . 1", "expected ')' after the value that follows a dot", 7),
      (#"(value . "abc)"#, "unterminated string", 10),
      (#"(value . "a\qb")"#, #"unknown escape '\q' in a string"#, 12),
      ("(a . 1 2)", "expected ')' after the value that follows a dot", 8),
      ("( . 1)", "a dot with nothing before it", 3),
      ("(a))", "unexpected bytes after the expression", 4),
      (")", "unexpected ')'", 1),
      ("", "unexpected end of the reply", 1),
    ])
  func malformed(input: String, reason: String, column: Int) {
    #expect(throws: MozcProtocolError.syntax(reason: reason, column: column, excerpt: input)) {
      try parse(input)
    }
  }

  @Test("invalid UTF-8 in a string is an error, not a replacement character")
  func invalidUTF8() {
    let bytes: [UInt8] = Array("(value . \"".utf8) + [0xE3, 0x81] + Array("\")".utf8)
    #expect {
      try SExpressionParser.parse(bytes)
    } throws: { error in
      guard case MozcProtocolError.syntax(let reason, let column, _) = error else { return false }
      return reason == "a string that is not valid UTF-8" && column == 10
    }
  }

  @Test("nesting deeper than the limit is an error, not a stack overflow")
  func deepNesting() {
    let depth = SExpressionParser.maximumDepth + 1
    let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    #expect {
      try parse(text)
    } throws: { error in
      guard case MozcProtocolError.syntax(let reason, _, _) = error else { return false }
      return reason == "nested more than \(SExpressionParser.maximumDepth) lists deep"
    }
  }

  @Test("written back, an expression reads the same")
  func roundTrip() throws {
    let text = #"((emacs-event-id . 3)(output . ((value . "A\"b\\c")(cursor . 2)(consumed . t))))"#
    #expect(try parse(#"(value . "A\"b")"#).description == #"(value . "A\"b")"#)
    #expect(try parse(try parse(text).description) == parse(text))
  }
}
