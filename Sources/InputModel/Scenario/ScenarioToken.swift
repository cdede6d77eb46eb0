/// One token of a scenario line. Positions are byte indices into the file's bytes.
///
///     use ime=flick name="a b"  →  word `use`, option `ime`=`flick`, option `name`=`a b` (quoted)
///     type "わ\n"               →  word `type`, string `わ<newline>`
struct ScenarioToken: Equatable {
  enum Kind: Equatable {
    /// A bare word: no spaces, quotes or `#`.
    case word
    /// A quoted string; `text` is decoded.
    case string
    /// `key=value`: a bare word with `=` after its first byte, or `key=` glued to a string.
    case option
  }

  var kind: Kind
  /// Index of the first byte (the opening quote of a string).
  var start: Int
  /// Index just past the last byte.
  var end: Int
  /// Word text, decoded string contents, or the option's key.
  var text: String
  /// The option's value (decoded when quoted); empty for words and strings.
  var value: String = ""
  /// Index of the option value's first byte (its opening quote when quoted).
  var valueStart: Int = 0
  /// True when the option's value was a quoted string.
  var valueIsQuoted: Bool = false
  /// The bytes a field pattern is read from: between the quotes of a string (or of a
  /// quoted option value), the whole word otherwise.
  var bodyStart: Int
  var bodyEnd: Int
  /// Index of the first `\[`-style escape in a string; only `expect field` accepts them.
  var patternEscapeIndex: Int? = nil

  /// The token as the user wrote it, for a bare word or bare option (`key=value`).
  var bareText: String {
    kind == .option ? text + "=" + value : text
  }
}
