/// Strings in scenario notation.
public enum Quoting {
  /// A bare word when a scenario reads it back unchanged, else a quoted string.
  ///
  ///     bareOrQuoted("わ") → わ,  bareOrQuoted("a b") → "\"a b\""
  public static func bareOrQuoted(_ text: String) -> String {
    guard !text.isEmpty else { return quoted(text) }
    for scalar in text.unicodeScalars {
      if scalar.value <= 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
        || "\"#\\='".unicodeScalars.contains(scalar)
      {
        return quoted(text)
      }
    }
    return text
  }

  /// `"…"` with `\"`, `\\`, `\n`, `\t` and `\u{…}` for other controls, as scenario files write
  /// strings.
  ///
  ///     quoted("a\"b") → "\"a\\\"b\""
  public static func quoted(_ text: String) -> String {
    ScenarioString.quoted(text)
  }

  /// Like `quoted(_:)`, with invisible format characters (ZWJ, variation selectors) written as
  /// `\u{…}` too, so a person can see them.
  ///
  ///     quotedShowingFormatCharacters("👨\u{200D}👩") → "\"👨\\u{200D}👩\""
  public static func quotedShowingFormatCharacters(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .format {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        ScenarioString.appendEscaped(scalar, to: &result, extraEscapes: "")
      }
    }
    return result + "\""
  }
}
