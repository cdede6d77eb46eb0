/// The steps: everything after the header except `expect` (see ScenarioReader+Expectations).
extension ScenarioReader {
  mutating func readStep(_ word: String, _ cursor: inout TokenCursor) throws(Diagnostic)
    -> ScenarioStep.Kind
  {
    let line = cursor.line
    try checkRequirement(word, at: cursor.tokens[0].start, line: line)
    let kind: ScenarioStep.Kind
    switch word {
    case "type":
      kind = .typeText(try nonEmptyString(&cursor, "text to type"))
    case "key":
      let key = try cursor.choice("key", NamedKey.self)
      var repeatCount = 1
      if let token = cursor.next() {
        repeatCount = try Self.repeatCount(token, line: line)
      }
      kind = .key(key, repeatCount: repeatCount)
    case "flick":
      let token = cursor.peek()
      let kana = try nonEmptyString(&cursor, "kana to flick")
      guard FlickComposer.canFlick(kana) else {
        throw cursor.line.error(
          "no flick gesture types \(ScenarioString.quoted(kana)); flick one kana of the keyboard (hiragana, small kana, ー, 、。？！ and the like) or a modifier face (゛ ゜ 小)",
          at: token?.start ?? cursor.line.start)
      }
      kind = .flick(kana)
    case "convert": kind = .convert
    case "next-candidate": kind = .nextCandidate
    case "prev-candidate": kind = .previousCandidate
    case "commit": kind = .commit
    case "cancel": kind = .cancel
    case "focus": kind = .focus
    case "blur": kind = .blur
    case "close-menu": kind = .closeMenu
    case "cancel-search": kind = .cancelSearch
    case "select":
      guard let token = cursor.next() else { throw cursor.missing("candidate position or word") }
      if token.kind == .word,
        token.text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      {
        kind = .select(
          .position(
            try TokenCursor.number(
              from: token, what: "candidate position", in: 1...ScenarioLimits.maxCandidatePosition,
              line: line)))
      } else {
        kind = .select(.word(try TokenCursor.stringValue(of: token, line: line)))
      }
    case "set":
      let text = try cursor.string("text")
      var deferred = false
      if !cursor.isAtEnd {
        _ = try cursor.keyword("argument", allowed: ["deferred"])
        deferred = true
      }
      kind = .setBinding(text, deferred: deferred)
    case "tick":
      var turns: Int?
      if !cursor.isAtEnd {
        turns = try cursor.number("tick count", in: 1...ScenarioLimits.maxTickTurns)
      }
      kind = .tick(turns: turns)
    case "pick":
      kind = .pick(try cursor.string("item to pick"))
    case "scroll":
      kind = .scroll(points: try cursor.number("scroll offset", in: 0...ScenarioLimits.maxPoints))
    case "resize":
      kind = .resize(widthPoints: try cursor.number("width", in: 1...ScenarioLimits.maxPoints))
    case "skip":
      kind = .skip(try cursor.choice("skip target", ScenarioStep.SkipTarget.self))
    case "expect":
      kind = .expect(try readExpectation(&cursor))
    default:
      throw line.error(
        ScenarioMessages.unknown("step", word, allowed: ScenarioVocabulary.steps.map(\.word)),
        at: cursor.tokens[0].start)
    }
    try cursor.expectEnd()
    return kind
  }

  /// A string argument that must not be empty.
  private func nonEmptyString(_ cursor: inout TokenCursor, _ what: String) throws(Diagnostic)
    -> String
  {
    let token = cursor.peek()
    let text = try cursor.string(what)
    guard !text.isEmpty else {
      throw cursor.line.error("empty \(what)", at: token?.start ?? cursor.line.start)
    }
    return text
  }

  /// `x3` → 3.
  private static func repeatCount(_ token: ScenarioToken, line: ScenarioLine) throws(Diagnostic)
    -> Int
  {
    let text = token.bareText
    guard token.kind == .word, text.hasPrefix("x"), text.utf8.count > 1 else {
      throw line.error(
        "expected a repeat count like 'x3', found \(ScenarioMessages.quote(token.kind == .string ? "\"" + token.text + "\"" : text))",
        at: token.start)
    }
    switch ScenarioNumber.read(
      String(text.dropFirst()), in: 1...ScenarioLimits.maxRepeatCount, what: "repeat count")
    {
    case .success(let count): return count
    case .failure(let message): throw line.error(message.text, at: token.start + 1)
    }
  }
}
