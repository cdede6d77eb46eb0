/// Cuts the helper's output into whole top-level S-expressions, however the bytes arrive: a
/// reply split across several reads waits for its closing parenthesis, several replies in one
/// read come out one at a time.
///
///     var stream = SExpressionStream()
///     stream.append(Array("((a . 1))\n((b".utf8))
///     try stream.next()   // the bytes of ((a . 1))
///     try stream.next()   // nil: ((b is not closed yet
///     stream.append(Array(" . 2))\n".utf8))
///     try stream.next()   // the bytes of ((b . 2))
///
/// Parentheses inside strings (and escaped quotes) do not count, so a candidate `"(笑)"` or a
/// string spanning lines is read whole. Bytes outside any expression other than whitespace are
/// an error (the helper writes nothing else), and so is an expression longer than
/// `maximumByteCount`.
///
/// - Complexity: each byte is scanned once, whatever the read sizes.
struct SExpressionStream {
  /// Far above any reply seen (a 131-candidate list is about 15 KB).
  static let defaultMaximumByteCount = 16 << 20

  let maximumByteCount: Int
  private var buffer: [UInt8] = []
  /// Where the current expression starts in `buffer`, once its `(` was seen.
  private var start: Int?
  /// The next byte to scan.
  private var scanOffset = 0
  private var depth = 0
  private var inString = false
  private var escaped = false

  init(maximumByteCount: Int = Self.defaultMaximumByteCount) {
    self.maximumByteCount = maximumByteCount
  }

  /// True when bytes of an unfinished expression are held.
  var hasPartialExpression: Bool { start != nil }

  mutating func append(_ bytes: some Collection<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next complete expression's bytes, or `nil` until more bytes arrive.
  mutating func next() throws(MozcProtocolError) -> [UInt8]? {
    while scanOffset < buffer.count {
      let byte = buffer[scanOffset]
      defer { scanOffset += 1 }
      guard start != nil else {
        if SExpressionParser.isWhitespace(byte) { continue }
        guard byte == UInt8(ascii: "(") else { throw strayByteError(at: scanOffset) }
        start = scanOffset
        depth = 1
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0, let first = start {
          let expression = Array(buffer[first...scanOffset])
          buffer.removeSubrange(0...scanOffset)
          scanOffset = -1  // the deferred increment makes it 0
          start = nil
          return expression
        }
      default: break
      }
    }
    if let first = start, buffer.count - first > maximumByteCount {
      throw .replyTooLong(byteCount: buffer.count - first, limit: maximumByteCount)
    }
    if start == nil {
      buffer.removeAll(keepingCapacity: true)
      scanOffset = 0
    }
    return nil
  }

  /// The line around a byte the helper should not have written (a message, not a reply).
  private func strayByteError(at index: Int) -> MozcProtocolError {
    let lineEnd = buffer[index...].firstIndex(of: 0x0A) ?? buffer.endIndex
    return .syntax(
      reason: "expected '(' to start a reply", column: 1,
      excerpt: String(decoding: buffer[index..<lineEnd], as: UTF8.self))
  }
}
