#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's arguments as the bytes the shell passed. Swift's `CommandLine.arguments`
/// repairs bytes that are not UTF-8 (`caf\xE9` becomes `caf\u{FFFD}`), which names another
/// file; a path argument is looked up here to open the file that was named.
///
///     inputsim run $'caf\xE9.scenario'
///     bytes(of: "caf\u{FFFD}.scenario") → [0x63, 0x61, 0x66, 0xE9, …]
///     isRepaired("caf\u{FFFD}.scenario") → true
enum RawArguments {
  /// Each repaired argument's text (and, for `--option=value`, its value's) → its bytes.
  private static let repaired: [String: [UInt8]] = {
    var table: [String: [UInt8]] = [:]
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      table[String(decoding: bytes, as: UTF8.self)] = bytes
      if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
        let value = Array(bytes[(equals + 1)...])
        table[String(decoding: value, as: UTF8.self)] = value
      }
    }
    return table
  }()

  /// The bytes the argument `text` was given as (its UTF-8 when it was valid UTF-8).
  static func bytes(of text: String) -> [UInt8] {
    repaired[text] ?? Array(text.utf8)
  }

  /// True when `text` is an argument whose bytes were not UTF-8.
  static func isRepaired(_ text: String) -> Bool {
    repaired[text] != nil
  }
}
