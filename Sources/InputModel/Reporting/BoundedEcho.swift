/// A value from the user (an argument, a word of a scenario) as an error message echoes it:
/// cut after `maxCharacters` characters, with how long it was, so a 900 KB argument gives a
/// one-line message. Every error that repeats user input goes through here.
///
///     quoted("わた")                  → "わた"
///     quoted(<900,000 × "a">)         → "aaaa…a"… (900000 characters)   (40 a's)
///     singleQuoted("flik")            → 'flik'
///     singleQuoted("a\u{1}b")         → 'a\u{1}b'
public enum BoundedEcho {
  /// How many characters (grapheme clusters) of a value are shown.
  public static let maxCharacters = 40

  /// In scenario notation (`"…"`, escapes as `Quoting.quoted`), cut when long.
  public static func quoted(_ text: String) -> String {
    let (shown, length) = cut(text)
    return Quoting.quoted(shown) + suffix(length)
  }

  /// In single quotes, controls and invisible characters (`HiddenScalars`) written `\u{…}`,
  /// cut when long: how messages name words.
  public static func singleQuoted(_ text: String) -> String {
    let (shown, length) = cut(text)
    var result = "'"
    for scalar in shown.unicodeScalars {
      if HiddenScalars.contains(scalar) {
        result += HiddenScalars.braced(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "'" + suffix(length)
  }

  /// The first `maxCharacters` characters, and the whole length when that is more.
  ///
  /// - Complexity: O(n) in the length of `text` (it is counted once when long).
  private static func cut(_ text: String) -> (shown: String, length: Int?) {
    // Fewer UTF-8 bytes than the limit: fewer characters too, nothing to count.
    if text.utf8.count <= maxCharacters { return (text, nil) }
    let end = text.index(text.startIndex, offsetBy: maxCharacters, limitedBy: text.endIndex)
    guard let end, end < text.endIndex else { return (text, nil) }
    return (String(text[..<end]), text.count)
  }

  private static func suffix(_ length: Int?) -> String {
    length.map { "… (\($0) characters)" } ?? ""
  }
}
