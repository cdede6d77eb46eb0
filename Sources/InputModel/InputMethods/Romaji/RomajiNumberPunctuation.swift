/// Mozc's punctuation after digits and letters (`Composer::TransformCharactersForNumbers`),
/// which the desktop style shows: in a reading that holds both a digit or letter and one of
/// `ー` `、` `。`, a `ー` after a digit or letter (or leading, before a digit) becomes a minus
/// sign, and `、` `。` right after one become a full-width comma and period.
///
///     "１ー" → "１−"     "ｋー" → "ｋ−"     "ーー１" → "ーー１"     "あ１、" → "あ１，"     "かー" → "かー"
enum RomajiNumberPunctuation {
  /// How Mozc classes a character for the transform.
  private enum Script: Equatable {
    case letter, number, hyphen, comma, period
    /// `+ * / = ( ) < >` and their full-width forms: letters for what follows them, but not
    /// enough on their own to start the transform.
    case operatorSign
    case other

    var isLetterOrNumber: Bool { self == .letter || self == .number || self == .operatorSign }
  }

  /// Transforms `text` in place (one character for one, so caret positions stay).
  ///
  ///     "ｋー" → "ｋ−"
  static func apply(to text: inout String) {
    // ー、。 all start with the UTF-8 byte E3, which most readings (kana) hold too: check the
    // three code points before making an array.
    guard text.unicodeScalars.contains(where: { $0 == "\u{30FC}" || $0 == "\u{3001}" || $0 == "\u{3002}" })
    else { return }
    var characters = Array(text)
    apply(to: &characters)
    text = String(characters)
  }

  /// Transforms `characters` in place (one character for one, so caret positions stay).
  static func apply(to characters: inout [Character]) {
    let scripts = characters.map(script(of:))
    guard scripts.contains(where: { $0 == .letter || $0 == .number }),
      scripts.contains(where: { $0 == .hyphen || $0 == .comma || $0 == .period })
    else { return }
    for index in characters.indices {
      switch scripts[index] {
      case .hyphen:
        var follows = false
        if index == 0 {
          follows = scripts.count > 1 && scripts[1] == .number
        } else if let previous = scripts[..<index].last(where: { $0 != .hyphen }) {
          follows = previous.isLetterOrNumber
        }
        if follows { characters[index] = "\u{2212}" }
      case .comma where index > 0 && scripts[index - 1].isLetterOrNumber:
        characters[index] = "\u{FF0C}"
      case .period where index > 0 && scripts[index - 1].isLetterOrNumber:
        characters[index] = "\u{FF0E}"
      default:
        break
      }
    }
  }

  private static func script(of character: Character) -> Script {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
      return .other
    }
    switch scalar.value {
    case 0x30FC: return .hyphen
    case 0x3001: return .comma
    case 0x3002: return .period
    case 0x2B, 0x2A, 0x2F, 0x3D, 0x28, 0x29, 0x3C, 0x3E, 0xFF0B, 0xFF0A, 0xFF0F, 0xFF1D, 0xFF08, 0xFF09,
      0xFF1C,
      0xFF1E:
      return .operatorSign
    case 0x30...0x39, 0xFF10...0xFF19: return .number
    case 0x41...0x5A, 0x61...0x7A, 0xFF21...0xFF3A, 0xFF41...0xFF5A: return .letter
    default: return .other
    }
  }
}
