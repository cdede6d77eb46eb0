/// Reads the arguments of one directive or step, token by token, throwing a diagnostic that
/// names the expected form (`usage: key NAME [xN]`) when they do not fit.
struct TokenCursor {
  let tokens: [ScenarioToken]
  let line: ScenarioLine
  /// The directive's form, shown in messages: `type "text"`.
  var usage: String
  private(set) var index: Int

  init(tokens: [ScenarioToken], line: ScenarioLine, startingAt index: Int, usage: String) {
    self.tokens = tokens
    self.line = line
    self.index = index
    self.usage = usage
  }

  var isAtEnd: Bool { index >= tokens.count }

  func peek() -> ScenarioToken? {
    isAtEnd ? nil : tokens[index]
  }

  mutating func next() -> ScenarioToken? {
    guard !isAtEnd else { return nil }
    defer { index += 1 }
    return tokens[index]
  }

  /// True (and consumes it) when the next token is the bare word `word`.
  mutating func takeBareWord(_ word: String) -> Bool {
    guard let token = peek(), token.kind == .word, token.text == word else { return false }
    index += 1
    return true
  }

  /// The error for a missing argument, reported just past the last token.
  func missing(_ what: String) -> Diagnostic {
    let at = index > 0 ? tokens[min(index, tokens.count) - 1].end : line.start
    return line.error("missing \(what); usage: \(usage)", at: at)
  }

  /// Fails when tokens are left.
  func expectEnd() throws(Diagnostic) {
    if let extra = peek() {
      throw line.error("unexpected \(describe(extra)); usage: \(usage)", at: extra.start)
    }
  }

  /// A string argument: a quoted string or a bare word (`key=value` counts as the word).
  mutating func string(_ what: String) throws(Diagnostic) -> String {
    guard let token = next() else { throw missing(what) }
    return try Self.stringValue(of: token, line: line)
  }

  /// Every remaining token as a string; at least one.
  mutating func strings(_ what: String) throws(Diagnostic) -> [String] {
    guard !isAtEnd else { throw missing(what) }
    var result: [String] = []
    while let token = next() {
      result.append(try Self.stringValue(of: token, line: line))
    }
    return result
  }

  /// A keyword argument from `allowed` (bare or quoted).
  mutating func keyword(_ what: String, allowed: [String]) throws(Diagnostic) -> String {
    guard let token = next() else {
      throw missing("\(what) (one of \(allowed.joined(separator: ", ")))")
    }
    let word = token.kind == .option ? token.bareText : token.text
    guard token.kind != .option || !token.valueIsQuoted, allowed.contains(word) else {
      throw line.error(ScenarioMessages.unknown(what, word, allowed: allowed), at: token.start)
    }
    return word
  }

  /// A keyword from an enum's raw values.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ what: String, _ type: Choice.Type
  ) throws(Diagnostic) -> Choice where Choice.RawValue == String {
    let word = try keyword(what, allowed: Choice.allCases.map(\.rawValue))
    guard let choice = Choice(rawValue: word) else { throw missing(what) }
    return choice
  }

  /// A bare whole number in `range`.
  mutating func number(_ what: String, in range: ClosedRange<Int>) throws(Diagnostic) -> Int {
    guard let token = next() else { throw missing(what) }
    return try Self.number(from: token, what: what, in: range, line: line)
  }

  static func number(
    from token: ScenarioToken, what: String, in range: ClosedRange<Int>, line: ScenarioLine
  ) throws(Diagnostic) -> Int {
    guard token.kind != .string else {
      throw line.error("expected \(what) as a bare whole number, found a string", at: token.start)
    }
    switch ScenarioNumber.read(token.bareText, in: range, what: what) {
    case .success(let value): return value
    case .failure(let message): throw line.error(message.text, at: token.start)
    }
  }

  /// The text of a token used where a string is expected.
  static func stringValue(of token: ScenarioToken, line: ScenarioLine) throws(Diagnostic) -> String {
    switch token.kind {
    case .string:
      if let escape = token.patternEscapeIndex {
        throw line.error(ScenarioString.patternEscapeMessage(line.bytes[escape + 1]), at: escape)
      }
      return token.text
    case .word:
      return token.text
    case .option:
      if token.valueIsQuoted {
        throw line.error(
          "expected a string, found option \(ScenarioMessages.quote(token.text + "=\"…\""));"
            + " quote the whole text", at: token.start)
      }
      return token.bareText
    }
  }

  /// How a message names a token: `'word'`, `string "…"`, `option 'key=…'`.
  func describe(_ token: ScenarioToken) -> String {
    switch token.kind {
    case .word: "argument \(ScenarioMessages.quote(token.text))"
    case .string: "string \(BoundedEcho.quoted(token.text))"
    case .option:
      "option \(ScenarioMessages.quote(token.text + "=" + (token.valueIsQuoted ? "\"…\"" : token.value)))"
    }
  }
}
