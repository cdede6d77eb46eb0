/// Escaping for the reports, so that no name, path or message can break their syntax: split
/// a line, inject a TAP directive, or put a character in a YAML or XML document that its
/// parser rejects.
package enum Escaping {
  /// Text for XML content (`inAttribute: false`) and attribute values: `& < > " '` escaped;
  /// characters XML 1.0 forbids (C0 controls other than tab, newline and return, U+FFFE,
  /// U+FFFF) written as `\u{…}`. A carriage return is written `&#13;` (parsers turn a raw
  /// one into a newline); in attributes tab and newline become `&#9;` and `&#10;`, which
  /// attribute normalization would otherwise turn into spaces.
  ///
  ///     a<b>&"'<U+0001>   → a&lt;b&gt;&amp;&quot;&apos;\u{1}
  ///     "1\n2" (attribute) → 1&#10;2
  static func xml(_ text: String, inAttribute: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\r": result += "&#13;"
      case "\t", "\n":
        if inAttribute {
          result += scalar == "\t" ? "&#9;" : "&#10;"
        } else {
          result.unicodeScalars.append(scalar)
        }
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += HiddenScalars.braced(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A JSON string literal, quotes included.
  static func json(_ text: String) -> String {
    doubleQuoted(text) { $0 < 0x20 }
  }

  /// One value of a YAML block in TAP: a double-quoted YAML scalar. Like `json(_:)`, and
  /// what YAML 1.1 and 1.2 do not allow raw or read as a line break is escaped too: DEL, the
  /// C1 controls (NEL included), U+2028, U+2029, U+FEFF, U+FFFE and U+FFFF.
  ///
  ///     a<U+FFFE>b   → "a\ufffeb"
  static func yaml(_ text: String) -> String {
    doubleQuoted(text) { value in
      switch value {
      case ..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
      default: false
      }
    }
  }

  /// `"…"` with `\"`, `\\`, `\n`, `\r`, `\t`, and `\uXXXX` for every other scalar whose value
  /// `needsEscape` accepts: the string syntax JSON and YAML share.
  private static func doubleQuoted(_ text: String, needsEscape: (UInt32) -> Bool) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if needsEscape(scalar.value) {
          result += fourDigit(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A TAP test description: `\` and `#` get a backslash (TAP 14's escapes, so no `# SKIP`
  /// or `# TODO` directive can be injected), and what could split the line or reorder it on
  /// a terminal is written `\u{…}` (see `lineSafe(_:)`).
  ///
  ///     a # SKIP<LF>ok 2   → a \# SKIP\u{A}ok 2
  static func tapDescription(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "#": result += "\\#"
      default: appendLineSafe(scalar, to: &result)
      }
    }
    return result
  }

  /// Text for one line of the text report: controls (C0 including tab and newline, DEL, C1),
  /// line and paragraph separators, format characters (bidirectional controls, zero-width
  /// characters, the byte order mark), U+FFFE and U+FFFF written `\u{…}` (`HiddenScalars`),
  /// as failure bodies write them; everything else as it is.
  ///
  ///     evil<LF>PASS   → evil\u{A}PASS
  ///     <U+202E>txt    → \u{202E}txt
  package static func lineSafe(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      appendLineSafe(scalar, to: &result)
    }
    return result
  }

  /// Text for standard error, where messages have lines of their own: like `lineSafe(_:)`,
  /// with newline and tab kept. What a message quotes from outside (a path from a directory
  /// walk, a schema name, a scenario string) cannot clear the screen, recolour the terminal
  /// or hide a character, whichever message it reaches.
  ///
  ///     "cannot load /tmp/<ESC>[31mred.txt\nnote: …" → "cannot load /tmp/\u{1B}[31mred.txt\nnote: …"
  package static func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { HiddenScalars.contains($0) && $0 != "\n" && $0 != "\t" })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        result.unicodeScalars.append(scalar)
      } else {
        appendLineSafe(scalar, to: &result)
      }
    }
    return result
  }

  private static func appendLineSafe(_ scalar: Unicode.Scalar, to result: inout String) {
    if HiddenScalars.contains(scalar) {
      result += HiddenScalars.braced(scalar)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }

  /// `\u001f`, as JSON and YAML write a scalar of the Basic Multilingual Plane.
  private static func fourDigit(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
