/// Wording shared by the parser's diagnostics, so every message names words the same way.
enum ScenarioMessages {
  /// A word of user input as a message shows it: `BoundedEcho.singleQuoted`.
  ///
  ///     quote("flik")           → 'flik'
  ///     quote(<10 MB of "a">)   → 'aaa…a'… (10000000 characters)   (40 a's)
  static func quote(_ word: String) -> String {
    BoundedEcho.singleQuoted(word)
  }

  /// `unknown value 'flik' for 'ime'; allowed: romaji, direct, 12key, flick, hangul, pinyin; did you mean 'flick'?`
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
