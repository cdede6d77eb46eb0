/// Which text a keyboard's `type` step may give it. A keyboard on a physical layout takes
/// the keys of a QWERTY keyboard only; text that is no such key is a parse error at that
/// character, with what to type instead.
///
///     use ime=hangul
///     type "한"   →  3:7: error: '한' is not a key of the hangul keyboard: … type "gks" types "한"
public struct KeyboardTyping: Sendable {
  /// What to add to the error for `text`, whose first character is not ASCII; `nil` when
  /// every text is accepted.
  let advice: (@Sendable (_ text: String) -> String)?

  /// Any text: each character is one key (kana on a phone keyboard, anything on `direct`).
  public static let anyText = KeyboardTyping(advice: nil)

  /// ASCII keys only. `advice` gets the whole text of the step and returns what the error
  /// adds after "it has the keys of a QWERTY keyboard (letters, digits, ASCII punctuation)",
  /// starting with "; " (`"; type \"gks\" types \"한\""`).
  public static func asciiKeys(advice: @escaping @Sendable (_ text: String) -> String) -> KeyboardTyping {
    KeyboardTyping(advice: advice)
  }

  /// Whether only ASCII keys are accepted.
  public var takesASCIIKeysOnly: Bool { advice != nil }
}
