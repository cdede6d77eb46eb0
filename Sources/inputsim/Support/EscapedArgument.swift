import InputModel

/// Decodes the escapes that scenario strings use, for command-line arguments:
/// `\u{XXXX}` (1–6 hex digits, a Unicode scalar), `\n`, `\t`, `\r`, `\\` and `\"`.
///
///     #"a\u{3099}\n"#  →  "a゙⏎"
enum EscapedArgument {
  static func decode(_ argument: String) throws(UsageError) -> String {
    var result = String.UnicodeScalarView()
    var scalars = argument.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      switch scalars.next() {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "\\": result.append("\\")
      case "\"": result.append("\"")
      case "u":
        guard scalars.next() == "{" else {
          throw UsageError("bad escape in \(BoundedEcho.singleQuoted(argument)): expected '{' after '\\u'")
        }
        var hex = ""
        var closed = false
        while let digit = scalars.next() {
          if digit == "}" {
            closed = true
            break
          }
          hex.unicodeScalars.append(digit)
          if hex.unicodeScalars.count > 6 { break }
        }
        guard closed, (1...6).contains(hex.unicodeScalars.count), let value = UInt32(hex, radix: 16),
          let decoded = Unicode.Scalar(value)
        else {
          throw UsageError(
            "bad escape '\\u{\(hex)' in \(BoundedEcho.singleQuoted(argument)): expected 1 to 6 hex digits naming a Unicode scalar, then '}'"
          )
        }
        result.append(decoded)
      case let other?:
        throw UsageError(
          "unknown escape '\\\(other)' in \(BoundedEcho.singleQuoted(argument)); allowed: \\u{XXXX} \\n \\t \\r \\\\ \\\""
        )
      case nil:
        throw UsageError(
          "\(BoundedEcho.singleQuoted(argument)) ends with a lone backslash; write '\\\\' for a backslash")
      }
    }
    return String(result)
  }
}
