/// A `use` key that belongs to one keyboard, with the value it has when a file leaves it out.
///
///     InputMethodOption(name: "pinyin-schema", defaultValue: "luna_pinyin_simp")
///     use ime=pinyin pinyin-schema=luna_pinyin   →  the keyboard starts with "luna_pinyin"
///
/// An option with `allowedValues` takes only those words, checked where the file writes them
/// (`use romaji-style=tablet` is a parse error listing `phone` and `desktop`). Without, any
/// non-empty value parses; whether the engine accepts it is known when it starts, and a
/// refusal names the values that exist.
public struct InputMethodOption: Hashable, Sendable {
  /// The `use` key (`pinyin-schema`).
  public let name: String
  /// The value when the file does not set it; files write the key only when it differs.
  public let defaultValue: String
  /// The words the key takes, or empty when the engine decides (an installed schema).
  public let allowedValues: [String]

  public init(name: String, defaultValue: String, allowedValues: [String] = []) {
    self.name = name
    self.defaultValue = defaultValue
    self.allowedValues = allowedValues
  }
}
