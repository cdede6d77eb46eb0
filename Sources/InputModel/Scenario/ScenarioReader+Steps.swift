/// The steps: everything after the header except `expect` (see ScenarioReader+Expectations).
extension ScenarioReader {
  /// The line as what it does: a `SessionStep` to perform, or a skip.
  ///
  ///     key enter x3   → .perform(.key(.enter, count: 3))
  ///     select "今日"  → .perform(.action(.selectWord("今日")))
  mutating func readStep(_ word: ScenarioVocabulary.Step, _ cursor: inout TokenCursor)
    throws(Diagnostic) -> ScenarioStep.Kind
  {
    let line = cursor.line
    try check(word.requirement, of: word.rawValue, at: cursor.tokens[0].start, line: line)
    let step: SessionStep
    switch word {
    case .type:
      let token = cursor.peek()
      let text = try nonEmptyString(&cursor, "text to type")
      try checkKeyboardKeys(text, token: token, line: line)
      step = .type(text)
    case .key:
      let key = try cursor.choice("key", NamedKey.self)
      var count = 1
      if let token = cursor.next() {
        count = try Self.repeatCount(token, line: line)
      }
      step = .key(key, count: count)
    case .flick:
      let token = cursor.peek()
      let kana = try nonEmptyString(&cursor, "kana to flick")
      guard FlickComposer.canFlick(kana) else {
        throw cursor.line.error(
          "no flick gesture types \(BoundedEcho.quoted(kana)); flick one kana of the keyboard (hiragana, small kana, ー, 、。？！ and the like) or a modifier face (゛ ゜ 小)",
          at: token?.start ?? cursor.line.start)
      }
      step = .flick(kana)
    case .convert: step = .action(.convert)
    case .nextCandidate: step = .action(.nextCandidate)
    case .previousCandidate: step = .action(.previousCandidate)
    case .commit: step = .action(.commit)
    case .cancel: step = .action(.cancel)
    case .focus: step = .focus
    case .blur: step = .blur
    case .closeMenu: step = .closeMenu
    case .cancelSearch: step = .cancelSearch
    case .render: step = .render
    case .tapSubmit: step = .tapSubmit
    case .select:
      guard let token = cursor.next() else { throw cursor.missing("candidate position or word") }
      if token.kind == .word,
        token.text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      {
        step = .action(
          .selectCandidate(
            index: try TokenCursor.number(
              from: token, what: "candidate position", in: 1...ScenarioLimits.maxCandidatePosition,
              line: line)))
      } else {
        step = .action(.selectWord(try TokenCursor.stringValue(of: token, line: line)))
      }
    case .set:
      let text = try cursor.string("text")
      var deferred = false
      if !cursor.isAtEnd {
        _ = try cursor.keyword("argument", allowed: ["deferred"])
        deferred = true
      }
      step = .set(text, deferred: deferred)
    case .tick:
      var turns: Int?
      // `tick frame`: the pending render only, no main-queue task (a handler's task waits).
      if cursor.takeBareWord("frame") {
        turns = 0
      } else if !cursor.isAtEnd {
        turns = try cursor.number("tick count", in: 1...ScenarioLimits.maxTickTurns)
      }
      step = .tick(turns)
    case .pick:
      step = .pick(try cursor.string("item to pick"))
    case .scroll:
      // Files write whole points; the session takes any offset.
      step = .scroll(Double(try cursor.number("scroll offset", in: 0...ScenarioLimits.maxPoints)))
    case .resize:
      step = .resize(Double(try cursor.number("width", in: 1...ScenarioLimits.maxPoints)))
    case .skip:
      let target = try cursor.choice("skip target", ScenarioStep.SkipTarget.self)
      try cursor.expectEnd()
      return .skip(target)
    case .expect:
      let expectation = try readExpectation(&cursor)
      try cursor.expectEnd()
      return .expect(expectation)
    }
    try cursor.expectEnd()
    return .perform(step)
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
