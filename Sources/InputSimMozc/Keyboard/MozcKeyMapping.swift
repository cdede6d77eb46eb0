import InputModel

/// Which Mozc key each key of a scenario is: the table the keyboard sends from.
///
/// | scenario | Mozc key |
/// |---|---|
/// | `type "k"` (printable ASCII) | its code, `107` (capitals are their own code: `A` → `65`) |
/// | `type " "` | `space` |
/// | `type "か"` (hiragana, katakana, half-width katakana, `ー`, `、。「」・`) | the text, `"か"`, as Mozc's kana input takes it |
/// | `key space enter escape backspace delete left right up down tab` | the symbol of the same name |
/// | `key shift+left` / `shift+right` | `left shift` / `right shift` |
/// | `key next` / `undo-toggle` (12-key) | none: the keyboard does nothing |
///
/// Any other text (`é`, `漢`, emoji) is no key of Mozc's: `MozcInputMethod.canType` says so, for
/// a scenario parser to report it where it is written.
enum MozcKeyMapping {
  /// The key that types `character`, or `nil`.
  ///
  ///     "k" → .code(107)    " " → .special(.space)    "か" → .text("か")    "é" → nil
  static func keyEvent(typing character: String) -> MozcKeyEvent? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return nil }
    if scalars.count == 1, first.isASCII {
      if first == " " { return .special(.space) }
      guard (0x21...0x7E).contains(first.value) else { return nil }
      return .code(UInt8(first.value))
    }
    return scalars.allSatisfy(isKana) ? .text(character) : nil
  }

  /// Hiragana and katakana (with their voicing marks and `ー`), half-width katakana, and the
  /// Japanese punctuation a kana keyboard types.
  static func isKana(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3041...0x309F: true  // hiragana, combining and spacing (han)dakuten
    case 0x30A0...0x30FF: true  // katakana, ・, ー
    case 0xFF61...0xFF9F: true  // half-width 。「」、・ and katakana
    case 0x3001, 0x3002, 0x300C, 0x300D: true  // 、。「」
    default: false
    }
  }

  /// The key for a named key; `nil` for the 12-key `next` and `undo-toggle`.
  ///
  ///     .enter → enter    .shiftLeft → left shift    .next → nil
  static func keyEvent(for key: NamedKey) -> MozcKeyEvent? {
    switch key {
    case .space: .special(.space)
    case .enter: .special(.enter)
    case .escape: .special(.escape)
    case .backspace: .special(.backspace)
    case .delete: .special(.delete)
    case .left: .special(.left)
    case .right: .special(.right)
    case .up: .special(.up)
    case .down: .special(.down)
    case .tab: .special(.tab)
    case .shiftLeft: MozcKeyEvent(.special(.left), shift: true)
    case .shiftRight: MozcKeyEvent(.special(.right), shift: true)
    case .next, .undoToggle: nil
    }
  }
}
