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

  /// The bytes the argument `text` was given as (its UTF-8 when it was valid UTF-8). A path
  /// made by joining such an argument with `/` and more (a file in `--out DIR`) keeps the
  /// argument's bytes for its first part.
  ///
  ///     bytes(of: "rep\u{FFFD}/index.html")  →  "rep" 0xE9 "/index.html"   (DIR was rep\xE9)
  static func bytes(of text: String) -> [UInt8] {
    if let bytes = repaired[text] { return bytes }
    guard !repaired.isEmpty, text.contains("\u{FFFD}") else { return Array(text.utf8) }
    var best: (argument: String, bytes: [UInt8])?
    for (argument, bytes) in repaired
    where text.hasPrefix(argument + "/") && argument.utf8.count > (best?.argument.utf8.count ?? -1) {
      best = (argument, bytes)
    }
    guard let best else { return Array(text.utf8) }
    return best.bytes + Array(text.utf8.dropFirst(best.argument.utf8.count))
  }

  /// True when `text` is an argument whose bytes were not UTF-8.
  static func isRepaired(_ text: String) -> Bool {
    repaired[text] != nil
  }
}
