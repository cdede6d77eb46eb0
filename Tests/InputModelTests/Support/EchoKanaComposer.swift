@testable import InputModel

/// A test-only `KanaComposer` that takes kana as typed, so keyboard tests do not depend on
/// the real romaji, 12-key or flick engines.
///
/// - Hiragana, katakana and ー are taken as they are; ASCII lowercase letters are taken as
///   pending input; anything else is refused (`input` returns false).
/// - `finish()` resolves a trailing `n` to ん, like romaji: `"かn"` → `"かん"`.
/// - `undo-toggle` steps the last kana back within the あ row (`"い"` → `"あ"`), `next` is
///   taken without a change; other named keys are refused.
struct EchoKanaComposer: KanaComposer {
  private(set) var text = ""

  var displayText: String { text }
  var caretUTF16Offset: Int { text.utf16.count }
  var isEmpty: Bool { text.isEmpty }

  mutating func input(_ character: String) -> Bool {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
      return false
    }
    let isKana = (0x3041...0x30FF).contains(scalar.value)
    let isPendingLetter = ("a"..."z").contains(character)
    guard isKana || isPendingLetter else { return false }
    text += character
    return true
  }

  mutating func handle(_ key: NamedKey) -> Bool {
    switch key {
    case .next:
      return true
    case .undoToggle:
      // あ い う え お are U+3042, 44, 46, 48, 4A: one step back is two code points.
      guard let last = text.unicodeScalars.last, (0x3044...0x304A).contains(last.value),
        let previous = Unicode.Scalar(last.value - 2)
      else { return true }
      text.unicodeScalars.removeLast()
      text.unicodeScalars.append(previous)
      return true
    default:
      return false
    }
  }

  mutating func deleteBackward() {
    guard !text.isEmpty else { return }
    text.unicodeScalars.removeLast()
  }

  mutating func finish() -> String {
    if text.hasSuffix("n") {
      text.unicodeScalars.removeLast()
      text += "ん"
    }
    return text
  }

  mutating func reset() {
    text = ""
  }

  mutating func load(reading: String) {
    text = reading
  }
}
