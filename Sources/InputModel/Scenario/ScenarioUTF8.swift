/// Strict UTF-8 validation and decoding of scenario bytes, in plain Swift (no ICU, no
/// Foundation), reporting where the first ill-formed sequence starts.
///
/// Well-formed sequences are those of the Unicode Standard's table 3-7: no overlong forms, no
/// UTF-16 surrogates, nothing above U+10FFFF. The reported position is the first byte of the
/// ill-formed sequence (its lead byte, or a stray continuation byte):
///
///     61 62 E3 81 78   → error at byte offset 2: "0xE3 starts a 3-byte sequence but byte 3
///                        is 0x78, not a continuation byte"
public enum ScenarioUTF8 {
  /// Where and why bytes are not UTF-8.
  public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offset of the first byte of the ill-formed sequence in the input, BOM included.
    public var byteOffset: Int
    /// The same position as a 1-based line and UTF-8 byte column (BOM not counted).
    public var location: ScenarioLocation
    /// What is wrong, starting with "invalid UTF-8: ".
    public var message: String

    public var description: String { "\(location): \(message)" }
  }

  /// The UTF-8 byte order mark, accepted (and skipped) at the very start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Decodes a whole scenario file: skips a leading byte order mark and fails at the first
  /// ill-formed sequence.
  ///
  ///     [0xEF, 0xBB, 0xBF, 0x61]     → "a"
  ///     [0x61, 0x0A, 0x62, 0xFF]     → error at 2:2 (byte 0xFF never appears in UTF-8)
  ///
  /// - Complexity: O(n) in the number of bytes.
  public static func decode(_ bytes: [UInt8]) -> Result<String, DecodingError> {
    let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    if let problem = firstProblem(in: bytes, from: start, to: bytes.count, endName: "the file ends") {
      var line = 1
      var lineStart = start
      for index in start..<problem.index where bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      return .failure(
        DecodingError(
          byteOffset: problem.index,
          location: ScenarioLocation(line: line, column: problem.index - lineStart + 1),
          message: problem.message))
    }
    return .success(String(decoding: bytes[start...], as: UTF8.self))
  }

  /// The first ill-formed sequence in `bytes[start..<end]`: the index of its first byte and
  /// a message. `endName` words the case of a sequence cut off by `end` ("the line ends").
  ///
  /// - Complexity: O(end − start).
  static func firstProblem(
    in bytes: [UInt8], from start: Int, to end: Int, endName: String
  ) -> (index: Int, message: String)? {
    var index = start
    while index < end {
      // Skip ASCII quickly: scenario files are mostly ASCII.
      index = bytes.withUnsafeBufferPointer { buffer in
        var ascii = index
        while ascii < end, buffer[ascii] < 0x80 { ascii += 1 }
        return ascii
      }
      guard index < end else { break }
      switch sequenceCheck(bytes, at: index, end: end, endName: endName) {
      case .valid(let length):
        index += length
      case .invalid(let message):
        return (index, "invalid UTF-8: " + message)
      }
    }
    return nil
  }

  private enum SequenceCheck {
    case valid(length: Int)
    case invalid(String)
  }

  /// Checks the multi-byte sequence starting with the non-ASCII byte at `index`.
  private static func sequenceCheck(
    _ bytes: [UInt8], at index: Int, end: Int, endName: String
  ) -> SequenceCheck {
    let lead = bytes[index]
    // Table 3-7: the allowed range of the second byte depends on the lead byte; later
    // bytes are always 0x80...0xBF.
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0x80...0xBF:
      return .invalid("continuation byte \(hex(lead)) without a lead byte")
    case 0xC0, 0xC1:
      return .invalid("byte \(hex(lead)) starts an overlong encoding and never appears in UTF-8")
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE, 0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default:
      return .invalid("byte \(hex(lead)) never appears in UTF-8")
    }
    let expectation = "\(hex(lead)) starts a \(length)-byte sequence"
    for offset in 1..<length {
      guard index + offset < end else {
        return .invalid(
          "\(expectation) but \(endName) after \(offset) byte\(offset == 1 ? "" : "s")")
      }
      let byte = bytes[index + offset]
      let allowed: ClosedRange<UInt8> = offset == 1 ? second : 0x80...0xBF
      if allowed.contains(byte) { continue }
      if offset == 1 && (0x80...0xBF).contains(byte) {
        // A continuation byte, but one the lead byte does not allow.
        switch lead {
        case 0xE0, 0xF0:
          return .invalid("\(hex(lead)) \(hex(byte)) is an overlong encoding")
        case 0xED:
          return .invalid("\(hex(lead)) \(hex(byte)) encodes a UTF-16 surrogate")
        default:
          return .invalid("\(hex(lead)) \(hex(byte)) encodes a value above U+10FFFF")
        }
      }
      return .invalid(
        "\(expectation) but byte \(offset + 1) is \(hex(byte)), not a continuation byte")
    }
    return .valid(length: length)
  }

  /// `0xE3`.
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
  }
}
