/// Why a keyboard could not carry out an action: every error an `InputMethod` throws.
///
/// Each case has the sentence a failure report leads with (`message`) and what to write
/// instead (`hint`, the report's "to fix" line):
///
///     select 9 with 4 candidates  →  message "no candidate 9: the focused segment has 4 candidates"
///                                     hint    "select a position from 1 to 4, or select the word itself …"
public enum InputMethodError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The client refused a command the keyboard sent (a range the field does not accept).
  case field(TextFieldError)
  /// A candidate-window gesture that cannot be carried out (no such candidate, nothing
  /// converting, conversion turned off).
  case conversion(ConversionError)
  /// `flick <kana>` named text no flick gesture types (katakana, "ゐ", Latin letters).
  case noFlickGesture(kana: String)
  /// The keyboard's engine (libhangul, librime) could not start.
  case engineUnavailable(InputEngineError)

  /// What went wrong, in one sentence.
  public var message: String {
    switch self {
    case .field(let error): "the field rejected a command: \(error)"
    case .conversion(let error): error.description
    case .noFlickGesture(let kana): "no flick gesture types \(BoundedEcho.quoted(kana))"
    case .engineUnavailable(let error): error.description
    }
  }

  /// What to write instead.
  public var hint: String {
    switch self {
    case .field:
      "the keyboard's command left the field's valid ranges: type whole grapheme clusters, not a lone combining mark or joiner next to marked text, or commit the marked text first"
    case .conversion(.candidatePositionOutOfRange(_, let candidateCount)):
      "select a position from 1 to \(candidateCount), or select the word itself (select \"word\"); expect candidates shows the list"
    case .conversion(.wordNotAmongCandidates):
      "select one of the listed candidates, or move the focus (key left / key right) or resize the segment (key shift+left / shift+right) until the word is offered"
    case .conversion(.notConverting):
      "write convert (or key space) after typing a reading, before picking candidates"
    case .conversion(.conversionDisabled):
      "commit the reading instead of converting it, or use a keyboard built with conversion turned on"
    case .engineUnavailable:
      "install the package the message names (./dev installs them all), or use another keyboard"
    case .noFlickGesture:
      "flick a hiragana the flick layout types (flick が), or * ゛ ゜ 小 for the modifier key; use type for other text"
    }
  }

  /// The message.
  public var description: String { message }
}
