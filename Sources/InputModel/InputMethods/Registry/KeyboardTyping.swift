/// Which text a keyboard's `type` step may give it. A keyboard on a physical layout takes its
/// keys only; text that is no such key is a parse error at that character, with what to type
/// instead.
///
///     use ime=hangul
///     type "한"   →  3:7: error: '한' is not a key of the hangul keyboard: it has the keys of a
///                    QWERTY keyboard (…); … type "gks" types "한"
public struct KeyboardTyping: Sendable {
  /// Whether one character is a key; `nil` when every text is accepted.
  let accepts: (@Sendable (Character) -> Bool)?
  /// What the keyboard has, for the error: "the keys of a QWERTY keyboard (…)".
  let keysDescription: String
  /// What to add to the error for the step's whole text, starting with "; ".
  let advice: @Sendable (_ text: String) -> String

  /// Any text: each character is one key (kana on a phone keyboard, anything on `direct`).
  public static let anyText = KeyboardTyping(accepts: nil, keysDescription: "", advice: { _ in "" })

  /// ASCII keys only (letters, digits, punctuation of a QWERTY keyboard). `advice` gets the
  /// whole text of the step and returns what the error adds, starting with "; "
  /// (`"; type \"gks\" types \"한\""`).
  public static func asciiKeys(advice: @escaping @Sendable (_ text: String) -> String) -> KeyboardTyping {
    keys(
      accepting: { $0.unicodeScalars.allSatisfy(\.isASCII) },
      description: "the keys of a QWERTY keyboard (letters, digits, ASCII punctuation)", advice: advice)
  }

  /// The characters `accepting` says are keys; the error says the keyboard has `description`.
  ///
  ///     .keys(accepting: { $0.isASCII || isKana($0) }, description: "QWERTY keys and kana")
  public static func keys(
    accepting: @escaping @Sendable (Character) -> Bool, description: String,
    advice: @escaping @Sendable (_ text: String) -> String = { _ in "" }
  ) -> KeyboardTyping {
    KeyboardTyping(accepts: accepting, keysDescription: description, advice: advice)
  }

  /// Whether some text is refused.
  public var isRestricted: Bool { accepts != nil }

  /// The first character of `text` that is no key, or `nil` when all are.
  public func firstRefused(in text: String) -> Character? {
    guard let accepts else { return nil }
    return text.first { !accepts($0) }
  }
}
