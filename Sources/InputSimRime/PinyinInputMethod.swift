import InputModel

/// Chinese pinyin through librime (schema `luna_pinyin_simp` by default): letters compose,
/// Rime's preedit is the marked text, and its menu is the candidate list.
///
///     type "nihao"   →  "[ni hao|]"     candidates 你好 妳好 逆号 你 拟
///     key space      →  "你好|"          insertText("你好")  (the highlighted candidate)
///     type "nihao2"  →  "妳好|"          a digit selects from the page
///     type "nihao", key enter  →  "nihao|"   the letters as typed
///
/// Every key goes to Rime, which decides: a key it uses updates the composition (what it
/// committed is inserted, then the new preedit is marked); a key it leaves alone does what
/// it does on a keyboard without composition (a digit with nothing composed is typed, enter
/// sends `insertNewline`, backspace deletes committed text). While something is composed,
/// a key Rime leaves alone is swallowed, as the Japanese keyboards swallow keys that mean
/// nothing inside a reading. A character that is no key of Rime's (not printable ASCII)
/// commits the composition first and is then typed as it is.
///
/// Gestures: `next-candidate` / `prev-candidate` are Rime's Down / Up (they move the
/// highlight), `select n` picks the page's n-th candidate, `commit` the highlighted one,
/// `cancel` drops the composition. `convert` does nothing: the candidates are always shown.
///
/// Runs are repeatable: each keyboard has a fresh Rime session, learning is off and the
/// page holds 5 candidates (`RimeDataCache`).
public final class PinyinInputMethod: InputMethod {
  /// The schema `use ime=pinyin` runs unless `use pinyin-schema=…` names another.
  public static let defaultSchema = "luna_pinyin_simp"
  /// The `use` key that names the schema.
  public static let schemaOption = "pinyin-schema"

  /// The most letters a composition holds: a letter typed when it holds this many is
  /// refused (swallowed, nothing changes), as IMEs with a length limit do, so a person
  /// confirms a part before going on. librime itself has no limit and re-translates the whole
  /// input at every key, so a key costs more the longer the input (at 300 letters, 93 % of a
  /// run is `rime::ScriptTranslation`; docs/BENCHMARKS.md). Real limits: 25 letters in the
  /// oh-my-rime full-pinyin schema, a buffer of 20 (at most 39) characters in libchewing;
  /// docs/chinese.md cites them. 64 leaves room for a long sentence in one go.
  public static let maximumInputLetters = 64

  public let name = "pinyin"
  public var family: KeyboardFamily { .chinese }
  /// The Rime schema (`luna_pinyin_simp`, `luna_pinyin`, `luna_pinyin_tw`, …).
  public let schema: String
  private let session: RimeSession

  /// The marked text the client was last given: Rime's preedit.
  public private(set) var compositionBuffer = ""
  /// The current page of Rime's menu; empty when nothing is composed.
  public private(set) var candidates: [String] = []
  /// The caret the client was last given, in UTF-16 code units of the marked text.
  private var markedCaretUTF16Offset = 0
  /// The highlighted candidate's index on the page.
  private var highlightedIndex = 0

  /// A keyboard with nothing composed on a fresh Rime session.
  ///
  /// - Throws: `InputEngineError.unknownValue` (naming the installed schemas),
  ///   `.dataMissing` (naming the Debian package) or `.engineFailed`.
  public init(schema: String = PinyinInputMethod.defaultSchema) throws(InputEngineError) {
    self.schema = schema
    session = try RimeSession(schema: schema)
  }

  private var isComposing: Bool { !compositionBuffer.isEmpty }

  /// The letters the composition holds (Rime's raw input), at most `maximumInputLetters`.
  var inputLetterCount: Int { session.inputUTF8Count }

  public func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    switch action {
    case .key(.typed(let character)):
      if isComposing && Self.addsALetter(character) && session.inputUTF8Count >= Self.maximumInputLetters {
        return
      }
      if let key = RimeKey(typed: character) {
        try press(key, client: client) { () throws(InputMethodError) in try client.insertText(character) }
      } else {
        try commitComposition(client: client)
        try client.insertText(character)
      }
    case .key(.named(let named)):
      guard let key = RimeKey(named: named) else { return }
      try press(key, client: client) { () throws(InputMethodError) in
        try DirectInputMethod.passThrough(named, to: client)
      }
    case .convert:
      return
    case .nextCandidate, .previousCandidate:
      try requireComposition(action)
      _ = session.process(action == .nextCandidate ? .down : .up)
      try synchronize(client: client)
    case .selectCandidate(let position):
      try requireComposition(action)
      guard candidates.indices.contains(position - 1) else {
        throw InputMethodError.conversion(
          .candidatePositionOutOfRange(
            position: position, candidateCount: candidates.count))
      }
      _ = session.select(onPage: position - 1)
      try synchronize(client: client)
    case .selectWord(let word):
      try requireComposition(action)
      guard let index = candidates.firstIndex(of: word) else {
        throw InputMethodError.conversion(.wordNotAmongCandidates(word: word, candidates: candidates))
      }
      _ = session.select(onPage: index)
      try synchronize(client: client)
    case .commit:
      guard isComposing else { return }
      if candidates.isEmpty {
        _ = session.commitComposition()
      } else {
        _ = session.select(onPage: highlightedIndex)
      }
      try synchronize(client: client)
    case .cancel:
      guard isComposing else { return }
      session.clear()
      try synchronize(client: client)
    }
  }

  public func reset() {
    session.clear()
    compositionBuffer = ""
    candidates = []
    markedCaretUTF16Offset = 0
    highlightedIndex = 0
  }

  /// A keyboard on a Rime session of its own, same schema; `nil` if Rime cannot start one.
  public func makeTwin() -> (any InputMethod)? { try? PinyinInputMethod(schema: schema) }

  /// True for what Rime's pinyin speller adds to the input: a lowercase letter, or the
  /// syllable separator `'`.
  ///
  ///     "n" → true    "'" → true    "1" (selects) → false    "," (commits) → false
  static func addsALetter(_ character: String) -> Bool {
    guard character.utf8.count == 1, let byte = character.utf8.first else { return false }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "'")
  }

  /// The candidate gestures need a composition; this is their one error of their own.
  private func requireComposition(_ action: InputAction) throws(InputMethodError) {
    guard isComposing else {
      throw .conversion(.notConverting(gesture: action.scenarioSpelling))
    }
  }

  /// Sends `key` to Rime; when Rime leaves it alone with nothing composed, `unused` runs.
  private func press(_ key: RimeKey, client: any TextInputClient, unused: () throws(InputMethodError) -> Void)
    throws(InputMethodError)
  {
    if session.process(key) {
      try synchronize(client: client)
    } else if !isComposing {
      try unused()
    }
  }

  /// "[ni hao|]" → "你好|": Rime commits what it has, then the character goes in.
  private func commitComposition(client: any TextInputClient) throws(InputMethodError) {
    guard isComposing else { return }
    _ = session.commitComposition()
    try synchronize(client: client)
  }

  /// Tells the client what Rime did: the committed text is inserted (over the marked text),
  /// then the new preedit is marked, or the marked text removed when nothing is composed.
  ///
  ///     "[ni hao|]"  space  →  insertText("你好")
  ///     "[ni|]"      "h"    →  setMarkedText("ni h", {4, 0})
  private func synchronize(client: any TextInputClient) throws(InputMethodError) {
    let committed = session.takeCommit()
    let snapshot = session.snapshot()
    if let committed, !committed.isEmpty {
      try client.insertText(committed)
      compositionBuffer = ""
      markedCaretUTF16Offset = 0
    }
    let caret = snapshot.caretUTF16Offset
    if snapshot.preedit.isEmpty {
      if isComposing {
        try client.setMarkedText("", selectedRange: .caret(at: 0))
        client.unmarkText()
      }
    } else if snapshot.preedit != compositionBuffer || caret != markedCaretUTF16Offset {
      try client.setMarkedText(snapshot.preedit, selectedRange: .caret(at: caret))
    }
    compositionBuffer = snapshot.preedit
    markedCaretUTF16Offset = caret
    candidates = snapshot.preedit.isEmpty ? [] : snapshot.candidates
    highlightedIndex = snapshot.highlightedIndex
  }
}
