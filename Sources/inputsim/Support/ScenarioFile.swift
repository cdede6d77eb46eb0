/// A scenario file found by `ScenarioFiles`: the bytes that open it, and the path as printed.
///
/// A name met in a directory walk is whatever bytes the file system holds, so it is opened by
/// those bytes and printed with each byte that is not UTF-8 escaped:
///
///     ScenarioFile(pathBytes: Array("dir/caf".utf8) + [0xE9] + Array(".scenario".utf8)).path
///     // "dir/caf\xE9.scenario"
struct ScenarioFile: Equatable, Sendable {
  /// The path to open, as the file system has it.
  var pathBytes: [UInt8]
  /// The path in messages and reports: `pathBytes` with every invalid UTF-8 byte as `\xHH`.
  var path: String
  /// The path below the walked directory, as printed; the sort key of a walk.
  var relativePath: String

  init(pathBytes: [UInt8], relativeBytes: [UInt8]? = nil) {
    self.pathBytes = pathBytes
    self.path = Self.printable(pathBytes)
    self.relativePath = Self.printable(relativeBytes ?? pathBytes)
  }

  /// `bytes` as text, every byte that is not part of valid UTF-8 written `\xHH`.
  static func printable(_ bytes: [UInt8]) -> String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<(offset + length)] {
          text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }
}
