/// `type` on a keyboard that takes its keys only (`KeyboardTyping`: hangul and pinyin take
/// QWERTY keys, mozc QWERTY keys and kana): a character that is no key is a parse error at
/// that character, with what the keyboard advises, such as the keys that would type it. ASCII
/// that is no letter (`1`, `.`) is typed as it is (docs/korean.md, docs/chinese.md).
///
///     use ime=hangul
///     type "한"   →  3:7: error: '한' is not a key of the hangul keyboard (QWERTY: …); type "gks" types 한
extension ScenarioReader {
  func checkKeyboardKeys(_ text: String, token: ScenarioToken?, line: ScenarioLine) throws(Diagnostic) {
    let ime = scenario.settings.ime
    guard let character = ime.typing.firstRefused(in: text) else { return }
    // Point at the character when the file spells it (not through an escape).
    var index = token?.start ?? line.start
    if let token,
      let offset = Self.firstIndex(of: Array(String(character).utf8), in: line.bytes[token.start..<token.end])
    {
      index = offset
    }
    let message =
      "\(BoundedEcho.singleQuoted(String(character))) is not a key of the \(ime.rawValue) keyboard: it has \(ime.typing.keysDescription)"
      + ime.typing.advice(text)
    throw line.error(message + "; set \"text\" writes any text", at: index)
  }

  /// Where `needle` first starts in `bytes` (an index of `bytes`), or `nil`. UTF-8 never holds
  /// a character's encoding inside another's, so a match is that character.
  private static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    for start in bytes.startIndex...(bytes.endIndex - needle.count)
    where bytes[start..<start + needle.count].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
