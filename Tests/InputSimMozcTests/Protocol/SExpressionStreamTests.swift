import Testing

@testable import InputSimMozc

/// Feeds `chunks` one read at a time and collects every expression that comes out.
private func expressions(from chunks: [String], limit: Int = SExpressionStream.defaultMaximumByteCount)
  throws -> [String]
{
  var stream = SExpressionStream(maximumByteCount: limit)
  var result: [String] = []
  for chunk in chunks {
    stream.append(Array(chunk.utf8))
    while let bytes = try stream.next() { result.append(String(decoding: bytes, as: UTF8.self)) }
  }
  return result
}

@Suite("SExpressionStream: the helper's output cut into whole replies")
struct SExpressionStreamTests {
  @Test("a reply split across reads comes out once its closing parenthesis arrives")
  func splitAcrossReads() throws {
    let reply = #"((emacs-event-id . 2)(emacs-session-id . 1)(output . ((consumed . t))))"#
    let bytes = Array(reply.utf8)
    // Every split point, including inside a multi-byte character's bytes.
    for cut in 1..<bytes.count {
      var stream = SExpressionStream()
      stream.append(bytes[..<cut])
      #expect(try stream.next() == nil, "cut at byte \(cut)")
      stream.append(bytes[cut...] + [0x0A])
      #expect(try stream.next() == bytes, "cut at byte \(cut)")
      #expect(try stream.next() == nil)
    }
  }

  @Test("several replies in one read come out one at a time, in order")
  func severalInOneRead() throws {
    let read = "((a . 1))\n((b . 2))\n((c . 3))\n((d"
    #expect(try expressions(from: [read]) == ["((a . 1))", "((b . 2))", "((c . 3))"])
    #expect(
      try expressions(from: [read, " . 4))\n"]) == ["((a . 1))", "((b . 2))", "((c . 3))", "((d . 4))"])
  }

  @Test("one byte at a time gives the same replies as one read")
  func byteByByte() throws {
    let text = "((value . \"か\"))\n((value . \"𠮷\"))\n"
    var stream = SExpressionStream()
    var result: [String] = []
    for byte in text.utf8 {
      stream.append([byte])
      while let bytes = try stream.next() { result.append(String(decoding: bytes, as: UTF8.self)) }
    }
    #expect(result == ["((value . \"か\"))", "((value . \"𠮷\"))"])
  }

  @Test("parentheses and escaped quotes inside strings do not end a reply")
  func parenthesesInStrings() throws {
    let reply = #"((value . "(笑)\")(")(key . "\\"))"#
    #expect(try expressions(from: [String(reply.prefix(12)), String(reply.dropFirst(12)) + "\n"]) == [reply])
  }

  @Test("a string spanning lines is read whole")
  func newlineInsideString() throws {
    #expect(try expressions(from: ["((value . \"a\n", "b\"))\n"]) == ["((value . \"a\nb\"))"])
  }

  @Test("text outside a reply is an error that quotes it")
  func strayText() {
    #expect(
      throws: MozcProtocolError.syntax(
        reason: "expected '(' to start a reply", column: 1, excerpt: "Session failed")
    ) {
      _ = try expressions(from: ["((a . 1))\nSession failed\n"])
    }
  }

  @Test("a reply longer than the limit is an error, not unbounded memory")
  func tooLong() {
    #expect(throws: MozcProtocolError.replyTooLong(byteCount: 40, limit: 32)) {
      _ = try expressions(from: ["((value . \"", String(repeating: "x", count: 29)], limit: 32)
    }
  }
}
