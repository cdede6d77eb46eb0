/// Wording shared by the parser's diagnostics, so every message names words the same way.
enum ScenarioMessages {
  /// A word of user input as a message shows it: in single quotes, cut with `…` after
  /// `ScenarioLimits.maxQuotedWordLength` scalars, control characters written `\u{…}`.
  ///
  ///     quote("flik")           → 'flik'
  ///     quote(<10 MB of "a">)   → 'aaa…a…' (40 a's, then …)
  static func quote(_ word: String) -> String {
    "'" + truncated(word) + "'"
  }

  /// The text as `quote` shows it, without the quotes.
  static func truncated(_ word: String) -> String {
    var shown = ""
    var count = 0
    for scalar in word.unicodeScalars {
      if count == ScenarioLimits.maxQuotedWordLength {
        shown += "…"
        break
      }
      if scalar.value < 0x20 || scalar.value == 0x7F {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return shown
  }

  /// `unknown value 'flik' for 'ime'; allowed: romaji, direct, 12key, flick; did you mean 'flick'?`
  ///
  /// - Parameters:
  ///   - what: the kind of word, with its context (`value 'x' for 'ime'` takes
  ///     `what: "value"`, `context: " for 'ime'"`).
  static func unknown(_ what: String, _ word: String, context: String = "", allowed: [String])
    -> String
  {
    var message =
      "unknown \(what) \(quote(word))\(context); allowed: \(allowed.joined(separator: ", "))"
    if let suggestion = NearestWord.nearest(word, in: allowed) {
      message += "; did you mean '\(suggestion)'?"
    }
    return message
  }
}
