import InputModel
import Testing

@testable import InputSimMozc

private func decode(_ line: String) throws(MozcProtocolError) -> MozcHelperLine {
  try MozcHelperLine.parse(Array(line.utf8))
}

private func output(_ line: String) throws -> MozcOutput {
  guard case .reply(let reply) = try decode(line) else {
    Issue.record("not a reply: \(line)")
    return MozcOutput()
  }
  return reply.output
}

/// A reply with `body` as its output, as Mozc 2.28's helper writes it.
private func reply(_ body: String) -> String {
  "((emacs-event-id . 7)(emacs-session-id . 1)(output . (\(body))))"
}

/// `count` candidates `c0`, `c1`, … as the helper lists them.
private func candidateEntries(_ count: Int) -> String {
  (0..<count).map { #"((id . \#($0))(index . \#($0))(value . "c\#($0)")(num-segments-in-candidate . 1))"# }
    .joined()
}

@Suite("MozcHelperLine: the helper's replies as typed values")
struct MozcReplyDecodingTests {
  @Test("the greeting names the version")
  func greeting() throws {
    let line = #"((mozc-emacs-helper . t)(version . "2.28.4715.102")(config . ((preedit-method . roman))))"#
    #expect(try decode(line) == .greeting(version: "2.28.4715.102"))
  }

  @Test("CreateSession's reply has an empty output")
  func emptyOutput() throws {
    #expect(
      try decode("((emacs-event-id . 1)(emacs-session-id . 1)(output . ()))")
        == .reply(MozcReply(eventID: 1, sessionID: 1)))
  }

  @Test("an error line has a kind and a message and no event id")
  func errorLine() throws {
    #expect(
      try decode(#"((error . session-error)(message . "Session failed"))"#)
        == .error(kind: "session-error", message: "Session failed"))
  }

  @Test("kan: a reading with a pending letter, the caret after it")
  func reading() throws {
    let decoded = try output(
      reply(
        #"(id . "14811810904743636206")(mode . hiragana)(consumed . t)(preedit . ((cursor . 2)(segment ((annotation . underline)(value . "かｎ")(value-length . 2)(key . "かｎ")))(is-toggleable . nil)))(status . ((activated . t)(mode . hiragana)(comeback-mode . hiragana)))"#
      ))
    #expect(decoded.consumed)
    #expect(decoded.mode == "hiragana")
    #expect(decoded.result == nil)
    #expect(
      decoded.preedit
        == MozcPreedit(segments: [MozcSegment(value: "かｎ", reading: "かｎ")], cursorCodePointOffset: 2))
    #expect(decoded.preedit?.selectedUTF16Range == .caret(at: 2))
    #expect(decoded.preedit?.isConverting == false)
  }

  @Test("three segments, the second focused: the selection is that segment in UTF-16")
  func segments() throws {
    let decoded = try output(
      reply(
        #"(consumed . t)(preedit . ((cursor . 13)(segment ((annotation . underline)(value . "私は")(value-length . 2)(key . "わたしは"))((annotation . highlight)(value . "日本語を")(value-length . 4)(key . "にほんごを"))((annotation . underline)(value . "勉強しています")(value-length . 7)(key . "べんきょうしています")))(highlighted-position . 2)))"#
      ))
    let preedit = try #require(decoded.preedit)
    #expect(preedit.segments.map(\.value) == ["私は", "日本語を", "勉強しています"])
    #expect(preedit.segments.map(\.reading) == ["わたしは", "にほんごを", "べんきょうしています"])
    #expect(preedit.focusedSegmentIndex == 1)
    #expect(preedit.highlightedCodePointOffset == 2)
    #expect(preedit.selectedUTF16Range == UTF16Range(location: 2, length: 4))
  }

  @Test("text outside the BMP: code points become UTF-16 offsets")
  func nonBMPOffsets() throws {
    // 𠮷 (U+20BB7) and 😀 are two UTF-16 units each, one code point each.
    let decoded = try output(
      reply(
        #"(consumed . t)(preedit . ((cursor . 3)(segment ((annotation . underline)(value . "𠮷野"))((annotation . highlight)(value . "😀か")))(highlighted-position . 2)))"#
      ))
    let preedit = try #require(decoded.preedit)
    #expect(preedit.caretUTF16Offset == 5)
    #expect(preedit.focusedUTF16Range == UTF16Range(location: 3, length: 3))
    #expect(MozcPreedit.utf16Offset(ofCodePointOffset: 1, in: "😀か") == 2)
  }

  @Test("a committed result and the next reading in the same reply")
  func resultAndNewReading() throws {
    let decoded = try output(
      reply(
        #"(consumed . t)(result . ((type . string)(value . "教")(key . "きょう")))(preedit . ((cursor . 1)(segment ((annotation . underline)(value . "漢")(value-length . 1)(key . "漢")))(is-toggleable . nil)))"#
      ))
    #expect(decoded.result == "教")
    #expect(decoded.preedit?.text == "漢")
  }

  @Test("a key Mozc leaves alone is not consumed")
  func notConsumed() throws {
    let decoded = try output(reply("(mode . hiragana)(consumed . nil)(key . ((special-key . escape)))"))
    #expect(!decoded.consumed)
    #expect(decoded.preedit == nil)
  }

  @Test("a long candidate list: the window's page and the whole list, focus on both")
  func longCandidateList() throws {
    let page = (0..<9).map {
      #"((index . \#($0))(value . "c\#($0)")(annotation . ((shortcut . "\#($0 + 1)")))(id . \#($0)))"#
    }
    .joined()
    let decoded = try output(
      reply(
        #"(consumed . t)(preedit . ((cursor . 2)(segment ((annotation . highlight)(value . "c1")(key . "かんじ")))(highlighted-position . 0)))(candidates . ((focused-index . 1)(size . 400)(candidate \#(page))(position . 0)(category . conversion)(page-size . 9)))(all-candidate-words . ((focused-index . 1)(candidates \#(candidateEntries(400)))(category . conversion)))"#
      ))
    let window = try #require(decoded.candidateWindow)
    #expect(window.focusedIndex == 1)
    #expect(window.size == 400)
    #expect(window.pageSize == 9)
    #expect(window.candidates.map(\.value) == (0..<9).map { "c\($0)" })
    let all = try #require(decoded.allCandidates)
    #expect(all.values == (0..<400).map { "c\($0)" })
    #expect(all.focusedIndex == 1)
    #expect(all.category == "conversion")
  }

  @Test("candidates outside the BMP keep their text")
  func nonBMPCandidates() throws {
    let decoded = try output(
      reply(
        #"(all-candidate-words . ((focused-index . 0)(candidates ((index . 0)(value . "𠮷"))((index . 1)(value . "👍🏽")))))"#
      ))
    #expect(decoded.allCandidates?.values == ["𠮷", "👍🏽"])
  }

  @Test(
    "a reply of the wrong shape names the entry",
    arguments: [
      (
        "((emacs-session-id . 1)(output . ()))",
        MozcProtocolError.missingEntry(path: "reply.emacs-event-id")
      ),
      (
        reply(#"(preedit . ((cursor . x)(segment ((value . "か")))))"#),
        .unexpectedValue(path: "reply.output.preedit.cursor", expected: "an integer", found: "x")
      ),
      (
        reply(#"(preedit . ((cursor . 4)(segment ((value . "か")))))"#),
        .unexpectedValue(
          path: "reply.output.preedit.cursor", expected: "a code point offset from 0 to 1", found: "4")
      ),
      (
        reply(#"(preedit . ((cursor . 0)(segment ((annotation . blink)(value . "か")))))"#),
        .unexpectedValue(
          path: "reply.output.preedit.segment[0].annotation", expected: "underline, highlight or none",
          found: "blink")
      ),
      (
        reply(#"(preedit . ((cursor . 0)(segment ((key . "か")))))"#),
        .missingEntry(path: "reply.output.preedit.segment[0].value")
      ),
      (
        reply("(consumed . maybe)"),
        .unexpectedValue(path: "reply.output.consumed", expected: "t or nil", found: "maybe")
      ),
      (
        reply(#"(all-candidate-words . ((focused-index . 5)(candidates ((index . 0)(value . "a")))))"#),
        .unexpectedValue(
          path: "reply.output.all-candidate-words.focused-index", expected: "the index of a listed candidate",
          found: "5")
      ),
      (
        reply(#"(result . ((value . 12)))"#),
        .unexpectedValue(path: "reply.output.result.value", expected: "a string", found: "12")
      ),
      (
        "(emacs-event-id . 1)",
        .unexpectedValue(path: "reply", expected: "a list of entries", found: "(emacs-event-id . 1)")
      ),
    ])
  func wrongShape(line: String, error: MozcProtocolError) {
    #expect(throws: error) { try decode(line) }
  }
}
