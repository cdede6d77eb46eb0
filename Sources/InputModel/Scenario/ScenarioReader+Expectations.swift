/// `expect …` lines.
extension ScenarioReader {
  mutating func readExpectation(_ cursor: inout TokenCursor) throws(Diagnostic)
    -> ScenarioStep.Expectation
  {
    let line = cursor.line
    let formToken = cursor.peek()
    let form = try cursor.choice("expectation", ScenarioVocabulary.Expect.self)
    try check(
      form.requirement, of: "expect " + form.rawValue, at: formToken?.start ?? line.start, line: line)
    cursor.usage = form.usage

    switch form {
    case .field:
      guard let token = cursor.next() else { throw cursor.missing("field pattern") }
      return .field(try Self.fieldPattern(token, line: line))
    case .text:
      return .text(try cursor.string("text"))
    case .marked:
      if cursor.takeBareWord("none") { return .notMarked }
      return .marked(try cursor.string("marked text"))
    case .binding:
      return .binding(try cursor.string("binding value"))
    case .onChange:
      if cursor.takeBareWord("none") { return .noOnChange }
      let old = try cursor.string("old value")
      guard let arrow = cursor.next() else { throw cursor.missing("'->' and the new value") }
      guard arrow.kind == .word, arrow.text == "->" else {
        throw line.error(
          "expected '->' between the old and new values, found \(cursor.describe(arrow)); usage: \(cursor.usage)",
          at: arrow.start)
      }
      return .onChange(old: old, new: try cursor.string("new value"))
    case .candidates:
      return .candidates(try cursor.strings("candidate"))
    case .suggestions:
      if cursor.takeBareWord("none") { return .noSuggestions }
      return .suggestions(try cursor.strings("suggestion"))
    case .submitted:
      if cursor.takeBareWord("none") { return .notSubmitted }
      return .submitted(try cursor.string("submitted text"))
    case .searching:
      return .searching(try cursor.keyword("value", allowed: ["true", "false"]) == "true")
    case .results:
      if cursor.takeBareWord("none") { return .resultsHidden }
      return .results(try cursor.strings("result"))
    case .viewport:
      return .viewport(try cursor.choice("viewport class", ScenarioStep.ViewportClass.self))
    case .violation:
      if cursor.takeBareWord("any") { return .anyViolation }
      return .violation(try cursor.choice("invariant", ScenarioStep.InvariantID.self))
    }
  }

  /// The pattern of `expect field`, its errors placed inside the string.
  private static func fieldPattern(_ token: ScenarioToken, line: ScenarioLine) throws(Diagnostic)
    -> FieldPattern
  {
    if token.kind == .option, token.valueIsQuoted {
      throw line.error(
        "expected a field pattern, found option \(ScenarioMessages.quote(token.text + "=\"…\"")); quote the whole pattern",
        at: token.start)
    }
    switch FieldPattern.parse(line.bytes, from: token.bodyStart, to: token.bodyEnd) {
    case .success(let pattern):
      return pattern
    case .failure(let error):
      let index = error.utf8Offset.map { token.bodyStart + $0 } ?? token.start
      throw line.error(error.message, at: index)
    }
  }
}
