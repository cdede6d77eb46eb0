/// Text made safe for an HTML page: what could break the markup is escaped, and what could
/// hide or reorder text (controls, bidirectional overrides, noncharacters) is shown as
/// `\u{…}`, as the text report shows it.
///
///     <script>          → &lt;script&gt;
///     a"b'c&d           → a&quot;b&#39;c&amp;d
///     evil<U+202E>txt   → evil\u{202E}txt
package enum HTMLText {
  /// For element content and for attribute values (both quote characters are escaped).
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in Escaping.lineSafe(text).unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Text already escaped for a scenario or a terminal (it may hold `\n`, `\u{…}`), made
  /// safe for HTML; unlike `escaped(_:)` it keeps line breaks, for `<pre>` blocks.
  package static func preformatted(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escaped(String($0)) }
      .joined(separator: "\n")
  }
}
