import InputModel

/// The Korean 2-set (dubeolsik) keyboard on a QWERTY layout, through libhangul: each ASCII
/// letter is one key, and the syllable being composed is the marked text.
///
///     type "g"    →  "[ㅎ|]"          setMarkedText("ㅎ")
///     type "k"    →  "[하|]"          setMarkedText("하")
///     type "s"    →  "[한|]"          setMarkedText("한")
///     type "r"    →  "한[ㄱ|]"        insertText("한"), setMarkedText("ㄱ")
///     type "mf"   →  "한[글|]"
///     key enter   →  "한글|"          insertText("글"), doCommand(.insertNewline)
///
/// - Letters go to libhangul; Shift letters (`R E Q T W O P`) give ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ,
///   other capitals the same jamo as their lowercase letter. A key that completes a syllable
///   and starts the next commits the first (`insertText`) and marks the second.
/// - Any other character (`1`, `.`, `é`) is not a key of this keyboard's engine: the pending
///   syllable is committed and the character is typed as it is.
/// - Backspace inside a composition removes its last jamo (한 → 하 → ㅎ → nothing); with
///   nothing composed it deletes committed text (`deleteBackward()`).
/// - Every other named key commits the pending syllable, then does what it does on a
///   keyboard without composition (`DirectInputMethod.passThrough`): space types " ",
///   enter sends `insertNewline`, arrows move. The 12-key `next` and `undo-toggle` keys do
///   not exist here and do nothing.
/// - There is no conversion: `candidates` is always empty, `convert` does nothing and the
///   candidate gestures are errors; `commit` commits the pending syllable, `cancel` drops it.
///
/// When the client refuses a command, libhangul has already moved on; `compositionBuffer`
/// keeps what the client was last told, so the `ime-desync` check still compares the
/// keyboard's belief with the field.
public final class HangulInputMethod: InputMethod {
  public let name = "hangul"
  public var family: KeyboardFamily { .korean }
  private let engine: HangulEngine

  /// The marked text the client was last given: libhangul's preedit.
  public private(set) var compositionBuffer = ""

  /// Always empty: Hangul has no candidate window.
  public var candidates: [String] { [] }

  /// A 2-set keyboard with nothing composed.
  ///
  /// - Throws: `InputEngineError.engineFailed` when libhangul cannot create its context.
  public init() throws(InputEngineError) {
    guard let engine = HangulEngine(keyboard: "2") else {
      throw .engineFailed(engine: "libhangul", reason: "cannot create a 2-set input context")
    }
    self.engine = engine
  }

  public func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    switch action {
    case .key(.typed(let character)):
      if let ascii = Self.letterKey(character) {
        try type(ascii, character: character, client: client)
      } else {
        try commitComposition(client: client)
        try client.insertText(character)
      }
    case .key(.named(.backspace)) where !engine.isEmpty:
      _ = engine.backspace()
      try sendMarkedText(engine.preedit, client: client)
    case .key(.named(.next)), .key(.named(.undoToggle)):
      return
    case .key(.named(let key)):
      try commitComposition(client: client)
      try DirectInputMethod.passThrough(key, to: client)
    case .convert:
      return
    case .commit:
      try commitComposition(client: client)
    case .cancel:
      engine.reset()
      try sendMarkedText("", client: client)
    case .nextCandidate, .previousCandidate, .selectCandidate, .selectWord:
      // The only error of its own this keyboard throws (the others are the client's).
      throw .conversion(.notConverting(gesture: action.scenarioSpelling))
    }
  }

  public func reset() {
    engine.reset()
    compositionBuffer = ""
  }

  /// A keyboard on a libhangul context of its own; `nil` if libhangul cannot start one.
  public func makeTwin() -> (any InputMethod)? { try? HangulInputMethod() }

  /// The ASCII code of a one-letter key (a–z, A–Z), else `nil`.
  private static func letterKey(_ character: String) -> UInt8? {
    guard character.utf8.count == 1, let byte = character.utf8.first else { return nil }
    let isLetter =
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    return isLetter ? byte : nil
  }

  /// One letter through libhangul: "[각|]" + "u" → insertText("가"), setMarkedText("겨").
  private func type(_ ascii: UInt8, character: String, client: any TextInputClient) throws(InputMethodError) {
    let used = engine.process(ascii)
    let committed = engine.committedText
    if !committed.isEmpty {
      try client.insertText(committed)
      compositionBuffer = ""
    }
    try sendMarkedText(engine.preedit, client: client)
    // 2-set uses every letter; were one refused, it would be typed as it is.
    if !used { try client.insertText(character) }
  }

  /// "[한|]" → "한|": libhangul ends the composition and its syllable is inserted over the
  /// marked text.
  private func commitComposition(client: any TextInputClient) throws(InputMethodError) {
    let syllable = engine.flush()
    if !syllable.isEmpty {
      try client.insertText(syllable)
      compositionBuffer = ""
    } else {
      try sendMarkedText("", client: client)
    }
  }

  /// Marks `preedit` with the caret at its end. An empty preedit unmarks (when something was
  /// marked), leaving the client with no marked range rather than an empty one.
  private func sendMarkedText(_ preedit: String, client: any TextInputClient) throws(InputMethodError) {
    if preedit.isEmpty {
      guard !compositionBuffer.isEmpty else { return }
      try client.setMarkedText("", selectedRange: .caret(at: 0))
      client.unmarkText()
    } else {
      try client.setMarkedText(
        preedit, selectedRange: .caret(at: preedit.utf16.count))
    }
    compositionBuffer = preedit
  }
}
