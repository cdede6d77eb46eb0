/// Strict UTF-8 decoding that says where the first invalid byte is.
public enum UTF8Decoding {
  /// Decodes `bytes` as UTF-8, rejecting overlong forms, surrogates and truncated sequences.
  ///
  ///     [0xE3, 0x81, 0x82]  →  "あ"
  ///     [0x61, 0xFF]        →  invalidByte(byteOffset: 1, line: 1, column: 2)
  public static func decode(_ bytes: [UInt8]) throws(TextDecodingError) -> String {
    if let offset = firstInvalidByteOffset(bytes) {
      let (line, column) = TextDecodingError.location(of: offset, in: bytes)
      throw .invalidByte(encoding: "UTF-8", byteOffset: offset, line: line, column: column)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The offset of the first byte that does not start or continue a valid sequence, or `nil`
  /// when all of `bytes` is valid UTF-8.
  public static func firstInvalidByteOffset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lowest = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        highest = 0x9F
      case 0xF0:
        length = 4
        lowest = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        highest = 0x8F
      default: return index
      }
      for position in 1..<length {
        let next = index + position
        guard next < count else { return index }
        let byte = bytes[next]
        let (low, high) = position == 1 ? (lowest, highest) : (0x80, 0xBF)
        guard byte >= low && byte <= high else { return next }
      }
      index += length
    }
    return nil
  }
}
