/// Reads one S-expression from the bytes of one complete helper line (UTF-8).
///
///     SExpressionParser.parse(Array(#"((cursor . 2)(value . "か"))"#.utf8))
///       →  .list([(cursor . 2), (value . "か")], tail: nil)
///
/// Strings take the two escapes the helper writes (`\"`, `\\`) and Emacs' `\n` `\t`; any other
/// escape, a bad UTF-8 sequence, an integer that does not fit `Int`, nesting deeper than
/// `maximumDepth` or bytes after the expression are `MozcProtocolError.syntax` with the column.
/// Nothing here traps on input.
///
/// - Complexity: O(n) in the number of bytes.
struct SExpressionParser {
  /// Deeper nesting is an error, not a stack overflow (the helper nests 7 levels).
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var offset = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The one expression in `bytes` (surrounding whitespace allowed).
  static func parse(_ bytes: [UInt8]) throws(MozcProtocolError) -> SExpression {
    var parser = SExpressionParser(bytes)
    parser.skipWhitespace()
    let value = try parser.readValue(depth: 0)
    parser.skipWhitespace()
    guard parser.offset == bytes.count else { throw parser.error("unexpected bytes after the expression") }
    return value
  }

  private func error(_ reason: String, at errorOffset: Int? = nil) -> MozcProtocolError {
    .syntax(
      reason: reason, column: (errorOffset ?? offset) + 1,
      excerpt: String(decoding: bytes, as: UTF8.self))
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count, Self.isWhitespace(bytes[offset]) { offset += 1 }
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private mutating func readValue(depth: Int) throws(MozcProtocolError) -> SExpression {
    guard offset < bytes.count else { throw error("unexpected end of the reply") }
    switch bytes[offset] {
    case UInt8(ascii: "("): return try readList(depth: depth + 1)
    case UInt8(ascii: ")"): throw error("unexpected ')'")
    case UInt8(ascii: "\""): return try readString()
    default: return try readAtom()
    }
  }

  /// `(a b)`, `(a . b)`; a dotted tail that is itself a list is merged in.
  private mutating func readList(depth: Int) throws(MozcProtocolError) -> SExpression {
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) lists deep") }
    offset += 1
    var elements: [SExpression] = []
    while true {
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end of the reply: a list is not closed") }
      if bytes[offset] == UInt8(ascii: ")") {
        offset += 1
        return .list(elements, tail: nil)
      }
      if isDot(at: offset) {
        guard !elements.isEmpty else { throw error("a dot with nothing before it") }
        offset += 1
        skipWhitespace()
        let tail = try readValue(depth: depth)
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ")") else {
          throw error("expected ')' after the value that follows a dot")
        }
        offset += 1
        if case .list(let more, let moreTail) = tail { return .list(elements + more, tail: moreTail) }
        return .list(elements, tail: tail)
      }
      elements.append(try readValue(depth: depth))
    }
  }

  /// A lone `.` between spaces (not the start of a symbol like `.foo`).
  private func isDot(at index: Int) -> Bool {
    guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count else { return false }
    let next = bytes[index + 1]
    return Self.isWhitespace(next) || next == UInt8(ascii: "(") || next == UInt8(ascii: "\"")
  }

  private mutating func readString() throws(MozcProtocolError) -> SExpression {
    let start = offset
    offset += 1
    var utf8: [UInt8] = []
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw error("a string that is not valid UTF-8", at: start)
        }
        return .string(text)
      case UInt8(ascii: "\\"):
        guard offset + 1 < bytes.count else { break }
        let escaped = bytes[offset + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): utf8.append(escaped)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "t"): utf8.append(0x09)
        default:
          throw error("unknown escape '\\\(String(decoding: [escaped], as: UTF8.self))' in a string")
        }
        offset += 2
        continue
      default:
        utf8.append(byte)
      }
      offset += 1
    }
    throw error("unterminated string", at: start)
  }

  /// A symbol or an integer: bytes up to whitespace, a parenthesis or a quote.
  private mutating func readAtom() throws(MozcProtocolError) -> SExpression {
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if Self.isWhitespace(byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
        || byte == UInt8(ascii: "\"")
      {
        break
      }
      offset += 1
    }
    let token = bytes[start..<offset]
    guard let text = String(validating: token, as: UTF8.self) else {
      throw error("a symbol that is not valid UTF-8", at: start)
    }
    if Self.looksNumeric(token) {
      guard let value = Int(text) else { throw error("an integer that does not fit 64 bits", at: start) }
      return .integer(value)
    }
    return .symbol(text)
  }

  /// `12`, `-3`: an optional minus and digits only.
  private static func looksNumeric(_ token: ArraySlice<UInt8>) -> Bool {
    let digits = token.first == UInt8(ascii: "-") ? token.dropFirst() : token
    return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }
}
