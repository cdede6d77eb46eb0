import InputModel

/// Japanese on a real Mozc: every key goes to a Mozc session, and what Mozc shows is what the
/// client gets. The marked text is Mozc's preedit, the selection its focused segment (or its
/// caret while typing a reading), the candidates the focused segment's full list, and what
/// Mozc commits is inserted. A key Mozc does not consume reaches the client as on a keyboard
/// without composition (`DirectInputMethod.passThrough`).
///
///     type "kan"          →  "[かｎ|]"                  (Mozc shows the pending n full width)
///     type "ji", key space →  "[{感じ}]"                 candidates 感じ 漢字 幹事 カンジ …
///     key space           →  "[{漢字}]"                 the window opens on the second candidate
///     key enter           →  "漢字|"                    insertText("漢字")
///     key space (idle)    →  "漢字　|"                  Mozc types U+3000
///     key enter (idle)    →  doCommand(.insertNewline)  not consumed
///
/// Gestures: `convert` is Space while a reading is typed (nothing otherwise); `next-candidate` /
/// `prev-candidate` are Down / Up; `select n` focuses the n-th candidate of the whole list (1
/// is the first), beyond the visible page too, by Down / Up from the focused one; `select
/// "word"` the first candidate with that text; `commit` is Enter; `cancel` is Escape (back to
/// the reading during conversion, nothing left otherwise). Candidate gestures need a
/// conversion (`ConversionError.notConverting`), a position outside the list is
/// `.candidatePositionOutOfRange`.
///
/// Each keyboard has a session of its own on a server whose profile the driver writes (no
/// learning, no suggestions, no date candidates: `MozcConfig.repeatable`), so a scenario
/// replays the same on a fresh or a warm server. `reset()` reverts the composition as focus
/// loss does (Escape until nothing is composed); `makeTwin()` opens another session. Where the
/// client reports the text before the caret (`surrounding-text`), a composition that starts
/// after text not ending with Mozc's last commit starts on a new session: Mozc's left context
/// dropped, as a real Mozc told that text does (`MozcInputMethod+LeftContext.swift`).
///
/// A failure of Mozc itself (the server died or hangs, a reply that does not parse) is
/// `InputMethodError.engineUnavailable` with the `MozcError`'s message; the server is then
/// stopped with all its processes.
public final class MozcInputMethod: InputMethod {
  public let name = "mozc"
  /// The server this keyboard's session is on.
  public let server: MozcServer
  var session: MozcSession

  /// The marked text the client was last given: Mozc's preedit.
  public internal(set) var compositionBuffer = ""
  /// The focused segment's candidates, in Mozc's order; empty outside conversion.
  public internal(set) var candidates: [String] = []
  /// What Mozc said after the last key (for tests and traces).
  public internal(set) var lastOutput = MozcOutput()
  /// The selection the client was last given, relative to the marked text.
  var shownSelection: UTF16Range?
  /// What this session's Mozc committed last: its left context for the next conversion, as far
  /// as the keyboard knows (`MozcInputMethod+LeftContext.swift`); empty on a new session.
  var lastCommit = ""
  /// An error `reset()` could not throw; the next action throws it.
  private var pendingError: MozcError?

  /// A keyboard on a new session of `server`.
  public init(server: MozcServer) throws(MozcError) {
    self.server = server
    session = try server.createSession()
  }

  /// True when `character` is a key of this keyboard (printable ASCII or kana): what a
  /// scenario parser checks, to report other text where it is written.
  ///
  ///     canType("k") → true    canType("か") → true    canType("é") → false
  public static func canType(_ character: String) -> Bool {
    MozcKeyMapping.keyEvent(typing: character) != nil
  }

  /// True while Mozc holds a composition (a reading or a conversion).
  var isComposing: Bool { lastOutput.preedit != nil }
  var isConverting: Bool { lastOutput.preedit?.isConverting ?? false }

  public func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    if let error = pendingError {
      pendingError = nil
      throw .engineUnavailable(error.engineError)
    }
    switch action {
    case .key(.typed(let character)):
      guard let key = MozcKeyMapping.keyEvent(typing: character) else {
        throw .engineUnavailable(MozcError.notTypeable(character).engineError)
      }
      let unconsumed = { () throws(InputMethodError) in try client.insertText(character) }
      if let report = reportedTextBeforeComposition(startedBy: key, client: client) {
        try pressStartingComposition(
          key, reportedTextBeforeCaret: report, client: client, unconsumed: unconsumed)
      } else {
        try press(key, client: client, unconsumed: unconsumed)
      }
    case .key(.named(let named)):
      guard let key = MozcKeyMapping.keyEvent(for: named) else { return }
      try press(key, client: client) { () throws(InputMethodError) in
        try DirectInputMethod.passThrough(named, to: client)
      }
    case .convert:
      guard isComposing, !isConverting else { return }
      try press(.special(.space), client: client) {}
    case .nextCandidate, .previousCandidate:
      try requireConversion(action)
      try press(.special(action == .nextCandidate ? .down : .up), client: client) {}
    case .selectCandidate(let position):
      try requireConversion(action)
      try selectCandidate(position: position, client: client)
    case .selectWord(let word):
      try requireConversion(action)
      try selectCandidate(word: word, client: client)
    case .commit:
      guard isComposing else { return }
      try press(.special(.enter), client: client) {}
    case .cancel:
      guard isComposing else { return }
      try press(.special(.escape), client: client) {}
    }
  }

  /// Reverts the composition as focus loss does: Escape until Mozc holds nothing (twice from a
  /// conversion). Should Mozc still hold something after three, the session is replaced by a
  /// new one. A failure is thrown by the next action.
  public func reset() {
    compositionBuffer = ""
    candidates = []
    shownSelection = nil
    do {
      var escapes = 0
      while lastOutput.preedit != nil && escapes < 3 {
        lastOutput = try session.send(.special(.escape)).output
        escapes += 1
      }
      if lastOutput.preedit != nil {
        session = try server.createSession()
        lastCommit = ""
      }
    } catch {
      pendingError = error
    }
    lastOutput = MozcOutput()
  }

  /// A keyboard on a new session of the same server; `nil` when the server has stopped.
  public func makeTwin() -> (any InputMethod)? { try? MozcInputMethod(server: server) }

  /// The candidate gestures need a conversion; this is their one error of their own.
  private func requireConversion(_ action: InputAction) throws(InputMethodError) {
    guard isConverting else {
      throw .conversion(.notConverting(gesture: action.scenarioSpelling))
    }
  }

  /// Sends `key`; when Mozc leaves it alone, `unconsumed` runs (the key is the client's).
  private func press(
    _ key: MozcKeyEvent, client: any TextInputClient, unconsumed: () throws(InputMethodError) -> Void
  ) throws(InputMethodError) {
    let output = try send(key)
    guard output.consumed else {
      try unconsumed()
      return
    }
    try show(output, client: client)
  }

  /// One key to the session; a Mozc failure becomes the keyboard's error.
  func send(_ key: MozcKeyEvent) throws(InputMethodError) -> MozcOutput {
    do {
      let output = try session.send(key).output
      if output.consumed { lastOutput = output }
      if let result = output.result, !result.isEmpty { lastCommit = result }
      return output
    } catch {
      throw .engineUnavailable(error.engineError)
    }
  }
}
