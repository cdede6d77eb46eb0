/// The desktop's input mode: a capital letter switches the reading to ASCII (Mozc's
/// "shift to ASCII"), the caret's neighbours decide the mode after a move, and a few whole
/// words switch by themselves (Mozc's `ModeSwitchingHandler`). A phone stays in kana.
extension RomajiComposer {
  /// Kana again, with a key no rule starts with opening a chunk of its own.
  mutating func setInputMode(_ mode: RomajiInputMode) {
    inputMode = mode
    capitalsInARow = 0
    isNewInput = true
  }

  /// After a caret move or a deletion (Mozc's `UpdateInputMode`): at the end of the reading
  /// the mode of the character before the caret, between two characters of one mode that
  /// mode, anywhere else kana.
  ///
  ///     "いPhone|" → ASCII,  "い|Phone" → kana,  "あB|cd" → ASCII,  "|あ" → kana
  mutating func updateInputMode() {
    if caret != 0 && !chunks.isEmpty {
      let before = chunks[chunk(at: caret).index].mode
      if caret >= chunksLength || before == chunks[chunk(at: caret + 1).index].mode {
        setInputMode(before)
        return
      }
    }
    setInputMode(.hiragana)
  }

  /// Before a key is typed (Mozc's `ApplyTemporaryInputMode`): a capital letter switches to
  /// ASCII; a lowercase letter after two or more capitals in a row switches back (`ABc` →
  /// `ABｃ`, but `AbC` stays ASCII); a non-ASCII key (kana) returns to kana.
  mutating func applyTemporaryInputMode(for key: Character) {
    guard let ascii = key.asciiValue, key.unicodeScalars.count == 1 else {
      if inputMode != .hiragana { setInputMode(.hiragana) }
      return
    }
    switch ascii {
    case 0x41...0x5A:
      if inputMode != .ascii { setInputMode(.ascii) }
      capitalsInARow += 1
    case 0x61...0x7A:
      if capitalsInARow > 1 { setInputMode(.hiragana) }
      capitalsInARow = 0
    default:
      capitalsInARow = 0
    }
  }

  /// After a key typed in kana: a reading whose keys are exactly one of Mozc's words is shown
  /// as typed. `google`, `chrome`, `android` (capitalized too) go on in kana; `http`, `www.`,
  /// `\\` and a drive letter (`c:\`) go on in ASCII.
  ///
  ///     "ｈっｔp" (keys "http")  →  "http", ASCII
  ///
  /// Returns whether it switched (the shown text changed).
  mutating func switchForWholeWords() -> Bool {
    // No word is longer than `android`: a longer reading needs no joining.
    guard chunks.reduce(0, { $0 + $1.raw.utf8.count }) <= 7 else { return false }
    let keys = chunks.map { $0.raw.isEmpty ? $0.conversion : $0.raw }.joined()
    if Self.wordsShownAsTyped.contains(keys) {
      showAsTyped()
      setInputMode(.hiragana)
    } else if Self.wordsThatSwitchToASCII.contains(keys) || Self.isDriveLetter(keys) {
      showAsTyped()
      setInputMode(.ascii)
    } else {
      return false
    }
    return true
  }

  /// Words shown as typed, after which kana goes on.
  static let wordsShownAsTyped: Set<String> = ["google", "Google", "Chrome", "chrome", "Android", "android"]
  /// Words shown as typed, after which ASCII goes on.
  static let wordsThatSwitchToASCII: Set<String> = ["http", "www.", "\\\\"]

  /// `c:\`: a letter, a colon and a backslash.
  static func isDriveLetter(_ keys: String) -> Bool {
    let characters = Array(keys)
    return characters.count == 3 && characters[0].isASCII && characters[0].isLetter && characters[1] == ":"
      && characters[2] == "\\"
  }

  /// Every chunk shown as its keys; the caret goes to the end.
  private mutating func showAsTyped() {
    for index in chunks.indices { chunks[index].mode = .ascii }
    caret = chunksLength
  }
}
