/// The string literals of scenario files: `"…"` with the escapes `\"` `\\` `\n` `\t` and
/// `\u{X}` (1 to 6 hex digits naming a Unicode scalar value).
///
///     "わ\u{3099}"   → "わ" followed by U+3099 (combining voiced mark)
///     "say \"hi\""  → say "hi"
///
/// Inside `expect field` patterns, `\[` `\]` `\{` `\}` `\|` are escapes too (a literal
/// bracket, brace or bar); everywhere else they are errors. Raw control characters other
/// than tab are not allowed inside a string: write them with `\u{…}`.
public enum ScenarioString {
  /// Why the body of a string cannot be decoded.
  public struct EscapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offset in UTF-8 bytes, from the start of the body, of the byte the message is about.
    public var utf8Offset: Int
    public var message: String

    public var description: String { message }
  }

  /// Decodes the body of a string literal (the text between the quotes; a `"` in it is
  /// taken literally). The CLI uses this for arguments that accept scenario escapes.
  ///
  ///     #"a\tb"#           → "a<tab>b"
  ///     #"\u{1F44D}"#      → "👍"
  ///     #"\q"#             → error at offset 0: unknown escape '\q'
  ///
  /// - Complexity: O(n) in the length of `body`.
  public static func decode(_ body: String) -> Result<String, EscapeError> {
    let bytes = Array(body.utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        switch escape(in: bytes, at: index, end: bytes.count) {
        case .scalar(let scalar, let next):
          decoded.append(contentsOf: String(scalar).utf8)
          index = next
        case .patternCharacter:
          return .failure(
            EscapeError(utf8Offset: index, message: patternEscapeMessage(bytes[index + 1])))
        case .invalid(let offset, let message):
          return .failure(EscapeError(utf8Offset: offset, message: message))
        case .unterminated:
          return .failure(
            EscapeError(
              utf8Offset: index,
              message: unterminatedEscapeMessage(bytes, at: index, end: bytes.count, of: "text")))
        }
      } else if isForbiddenControl(byte) {
        return .failure(EscapeError(utf8Offset: index, message: controlCharacterMessage(byte)))
      } else {
        decoded.append(byte)
        index += 1
      }
    }
    return .success(String(decoding: decoded, as: UTF8.self))
  }

  /// The text as a string literal that decodes back to it: quotes and backslashes are
  /// escaped, newline and tab become `\n` and `\t`, other control characters and invisible
  /// format characters (`HiddenScalars`) `\u{…}`.
  ///
  ///     say "hi"    → "say \"hi\""
  ///     a<NUL>      → "a\u{0}"
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      appendEscaped(scalar, to: &result, extraEscapes: "")
    }
    result += "\""
    return result
  }

  /// Appends `scalar` as it is written inside a string literal; characters in
  /// `extraEscapes` get a backslash (the field-pattern markers).
  static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String, extraEscapes: String) {
    switch scalar {
    case "\\", "\"":
      result += "\\" + String(scalar)
    case "\n":
      result += "\\n"
    case "\t":
      result += "\\t"
    case _ where HiddenScalars.contains(scalar):
      result += HiddenScalars.braced(scalar)
    case _ where extraEscapes.unicodeScalars.contains(scalar):
      result += "\\" + String(scalar)
    default:
      result.unicodeScalars.append(scalar)
    }
  }

  // MARK: - Shared by the lexer and the field-pattern parser

  /// The outcome of reading one escape sequence.
  enum Escape: Equatable {
    /// A decoded scalar and the index just past the escape.
    case scalar(Unicode.Scalar, next: Int)
    /// `\[` `\]` `\{` `\}` `\|`: the literal marker byte, legal only in field patterns.
    case patternCharacter(UInt8, next: Int)
    /// A malformed escape; `index` is the byte the message is about.
    case invalid(index: Int, message: String)
    /// The bytes ended inside the escape.
    case unterminated
  }

  /// The escapes the messages list.
  static let allowedEscapes = #"\" \\ \n \t \u{…}"#

  /// Reads the escape whose backslash is at `backslash`; `bytes[..<end]` must be valid UTF-8.
  ///
  ///     \n        → .scalar("\n")
  ///     \u{304F}  → .scalar("く")
  ///     \u{D800}  → .invalid (a surrogate is not a scalar value), pointing at the backslash
  ///     \u{12x}   → .invalid, pointing at the `x`
  static func escape(in bytes: [UInt8], at backslash: Int, end: Int) -> Escape {
    let index = backslash + 1
    guard index < end else { return .unterminated }
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\""): return .scalar("\"", next: index + 1)
    case UInt8(ascii: "\\"): return .scalar("\\", next: index + 1)
    case UInt8(ascii: "n"): return .scalar("\n", next: index + 1)
    case UInt8(ascii: "t"): return .scalar("\t", next: index + 1)
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "|"):
      return .patternCharacter(byte, next: index + 1)
    case UInt8(ascii: "u"):
      return unicodeEscape(in: bytes, backslash: backslash, end: end)
    default:
      if isForbiddenControl(byte) {
        return .invalid(index: index, message: controlCharacterMessage(byte))
      }
      return .invalid(
        index: backslash,
        message: "unknown escape '\\\(character(in: bytes, at: index))'; allowed: \(allowedEscapes)"
      )
    }
  }

  /// `\u{X…}` with 1 to 6 hex digits naming a scalar value.
  private static func unicodeEscape(in bytes: [UInt8], backslash: Int, end: Int) -> Escape {
    var index = backslash + 2
    guard index < end else { return .unterminated }
    guard bytes[index] == UInt8(ascii: "{") else {
      return .invalid(
        index: index,
        message:
          "expected '{' after '\\u', found '\(character(in: bytes, at: index))'; write \\u{XXXX} with 1 to 6 hex digits"
      )
    }
    index += 1
    var value: UInt32 = 0
    var digitCount = 0
    while true {
      guard index < end else { return .unterminated }
      let byte = bytes[index]
      if byte == UInt8(ascii: "}") { break }
      guard let digit = hexDigitValue(byte) else {
        return .invalid(
          index: index,
          message:
            "expected a hex digit or '}' in '\\u{…}', found '\(character(in: bytes, at: index))'")
      }
      digitCount += 1
      if digitCount > 6 {
        return .invalid(index: index, message: "too many hex digits in '\\u{…}'; at most 6")
      }
      value = value * 16 + digit
      index += 1
    }
    guard digitCount > 0 else {
      return .invalid(index: index, message: "'\\u{}' needs 1 to 6 hex digits")
    }
    guard let scalar = Unicode.Scalar(value) else {
      let name = String(value, radix: 16, uppercase: true)
      return .invalid(
        index: backslash,
        message:
          "'\\u{\(name)}' is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not)"
      )
    }
    return .scalar(scalar, next: index + 1)
  }

  private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The message for an escape cut off by the end of the text (`\` or `\u{12`).
  static func unterminatedEscapeMessage(
    _ bytes: [UInt8], at backslash: Int, end: Int, of what: String
  ) -> String {
    if backslash + 1 < end, bytes[backslash + 1] == UInt8(ascii: "u") {
      return "'\\u{…}' is not closed at the end of the \(what); add '}'"
    }
    return "'\\' at the end of the \(what) escapes nothing; write '\\\\' for a backslash"
  }

  /// The message for a field-pattern escape used outside `expect field`.
  static func patternEscapeMessage(_ marker: UInt8) -> String {
    "escape '\\\(Character(Unicode.Scalar(marker)))' is only for 'expect field' patterns; allowed here: \(allowedEscapes)"
  }

  /// C0 controls other than tab, and DEL: never allowed raw in a scenario file.
  static func isForbiddenControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09) || byte == 0x7F
  }

  static func controlCharacterMessage(_ byte: UInt8) -> String {
    let name = String(byte, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 4 - name.count) + name
    if byte == 0x0D {
      return "carriage return (U+000D) not followed by a line feed; lines end with LF or CRLF"
    }
    return "control character U+\(padded) is not allowed; inside a string write it as \\u{\(name)}"
  }

  /// The character starting at `index` (valid UTF-8) as text for a message; control
  /// characters are named (`U+0000`) rather than printed.
  static func character(in bytes: [UInt8], at index: Int) -> String {
    let lead = bytes[index]
    if lead == 0x09 { return "\\t" }
    if isForbiddenControl(lead) {
      let name = String(lead, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: 4 - name.count) + name
    }
    let length =
      switch lead {
      case ..<0x80: 1
      case 0xF0...: 4
      case 0xE0...: 3
      default: 2
      }
    let end = min(index + length, bytes.count)
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }
}
