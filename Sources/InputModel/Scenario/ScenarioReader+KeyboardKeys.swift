/// `type` on a keyboard that takes QWERTY keys only (`KeyboardTyping.asciiKeys`: hangul,
/// pinyin): a character that is no such key (not ASCII) is a parse error at that character,
/// with what the keyboard advises, such as the keys that would type it. ASCII that is no
/// letter (`1`, `.`) is typed as it is (docs/korean.md, docs/chinese.md).
///
///     use ime=hangul
///     type "한"   →  3:7: error: '한' is not a key of the hangul keyboard (QWERTY: …); type "gks" types 한
extension ScenarioReader {
  func checkKeyboardKeys(_ text: String, token: ScenarioToken?, line: ScenarioLine) throws(Diagnostic) {
    let ime = scenario.settings.ime
    guard let advice = ime.typing.advice,
      let character = text.first(where: { !$0.unicodeScalars.allSatisfy(\.isASCII) })
    else { return }
    // Point at the character when the file spells it (not through an escape).
    var index = token?.start ?? line.start
    if let token, let offset = line.bytes[token.start..<token.end].firstIndex(where: { $0 >= 0x80 }) {
      index = offset
    }
    let message =
      "\(BoundedEcho.singleQuoted(String(character))) is not a key of the \(ime.rawValue) keyboard: it has the keys of a QWERTY keyboard (letters, digits, ASCII punctuation)"
      + advice(text)
    throw line.error(message + "; set \"text\" writes any text", at: index)
  }
}
