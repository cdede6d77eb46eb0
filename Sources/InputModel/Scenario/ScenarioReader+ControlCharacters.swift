/// The format's own rule on raw control characters: none anywhere in a file, comments
/// included, and line breaks only as LF or CRLF.
///
///     "type a\u{0}b   # c\u{1B}"   → errors at 1:7 and 1:14
///     "type a\rcommit\r"           → one error at 1:7: this file uses CR line endings
extension ScenarioReader {
  /// The message for a file whose lines end with a lone carriage return.
  static let carriageReturnFileMessage =
    "this file uses CR line endings (carriage returns without line feeds); lines end with LF or CRLF, so convert the file"

  /// The index of the first lone carriage return when the file's lines end with CR rather
  /// than LF (more lone CRs than line feeds), else `nil`. A CR as the very last byte is the
  /// end of a CRLF file cut short and does not count.
  ///
  ///     "a\rb\rc"   → 1        "a\r\nb\r"   → nil        "a\rb\nc\n"   → nil
  ///
  /// - Complexity: O(n) in the number of bytes.
  static func carriageReturnLineEndingStart(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var firstLoneReturn: Int?
      var loneReturns = 0
      var lineFeeds = 0
      var index = start
      while index < buffer.count {
        switch buffer[index] {
        case 0x0A:
          lineFeeds += 1
        case 0x0D where index + 1 < buffer.count && buffer[index + 1] != 0x0A:
          loneReturns += 1
          if firstLoneReturn == nil { firstLoneReturn = index }
        default:
          break
        }
        index += 1
      }
      return loneReturns > lineFeeds ? firstLoneReturn : nil
    }
  }

  /// Reports every raw control character of the line (comments included) and says whether
  /// there was one; such a line is not read further.
  ///
  /// - Complexity: O(n) in the length of the line.
  mutating func reportControlCharacters(in line: ScenarioLine) -> Bool {
    let positions = bytes.withUnsafeBufferPointer { buffer in
      var positions: [Int] = []
      for index in line.start..<line.end where ScenarioString.isForbiddenControl(buffer[index]) {
        positions.append(index)
      }
      return positions
    }
    for index in positions {
      report(line.error(ScenarioString.controlCharacterMessage(bytes[index]), at: index))
    }
    return !positions.isEmpty
  }
}
