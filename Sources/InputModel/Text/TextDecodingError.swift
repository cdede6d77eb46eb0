/// Why bytes could not be decoded as text.
public enum TextDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The byte at `byteOffset` (0-based) starts no valid sequence of the encoding.
  case invalidByte(encoding: String, byteOffset: Int, line: Int, column: Int)
  /// ICU has no converter for that encoding name.
  case unknownEncoding(String)

  public var description: String {
    switch self {
    case .invalidByte(let encoding, let byteOffset, let line, let column):
      "invalid \(encoding) byte at \(line):\(column) (byte offset \(byteOffset))"
    case .unknownEncoding(let name):
      "unknown text encoding '\(name)'"
    }
  }

  /// The 1-based line and column (in bytes) of `byteOffset` in `bytes`.
  static func location(of byteOffset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var offset = 0
    for byte in bytes {
      if offset == byteOffset { break }
      if byte == 0x0A {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
    return (line, byteOffset - lineStart + 1)
  }
}
