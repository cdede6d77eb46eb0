/// The state of parsing one file: the scenario built so far, what the header has set (for
/// "set twice" messages) and the diagnostics. `ScenarioParser.parse` drives it line by line.
struct ScenarioReader {
  let path: String
  let bytes: [UInt8]
  /// The keyboards `use ime=` may name.
  let keyboards: InputMethodRegistry

  var scenario: Scenario
  private(set) var diagnostics: [Diagnostic] = []
  /// Set once the diagnostic cap is reached; nothing more is read.
  private(set) var stopped = false

  /// Where the header's one-time settings were made.
  var nameLocation: ScenarioLocation?
  var useKeyLocations: [String: ScenarioLocation] = [:]
  var componentLocations: [ScenarioVocabulary.Component: ScenarioLocation] = [:]
  var firstSuggestLocation: ScenarioLocation?
  /// The first step; header directives after it are errors.
  var firstStepLocation: ScenarioLocation?

  init(bytes: [UInt8], path: String, keyboards: InputMethodRegistry) {
    self.bytes = bytes
    self.path = path
    self.keyboards = keyboards
    self.scenario = Scenario(path: path, name: Scenario.defaultName(forPath: path))
  }

  /// Reads every line, then checks what needs the whole header.
  mutating func read() -> ScenarioParseResult {
    var lineStart =
      bytes.starts(with: ScenarioUTF8.byteOrderMark) ? ScenarioUTF8.byteOrderMark.count : 0
    var number = 1
    if let carriageReturn = Self.carriageReturnLineEndingStart(in: bytes, from: lineStart) {
      // Read as one line, a CR-only file would bury this in one error per line break.
      let line = ScenarioLine(path: path, bytes: bytes, number: 1, start: lineStart, end: bytes.count)
      report(line.error(Self.carriageReturnFileMessage, at: carriageReturn))
      return ScenarioParseResult(scenario: nil, diagnostics: DiagnosticList(diagnostics))
    }
    while !stopped {
      let lineFeed = Self.lineFeedIndex(in: bytes, from: lineStart)
      var end = lineFeed ?? bytes.count
      if end > lineStart, bytes[end - 1] == 0x0D {
        end -= 1
      }
      readLine(ScenarioLine(path: path, bytes: bytes, number: number, start: lineStart, end: end))
      guard let lineFeed else { break }
      lineStart = lineFeed + 1
      number += 1
    }
    if firstStepLocation == nil {
      finishHeader()
    }
    if !stopped, scenario.steps.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
      report(
        Diagnostic(
          path: path, location: ScenarioLocation(line: 1, column: 1), severity: .warning,
          message: "the scenario has no steps"))
    }
    let hasErrors = diagnostics.contains { $0.severity == .error }
    return ScenarioParseResult(
      scenario: hasErrors ? nil : scenario, diagnostics: DiagnosticList(diagnostics))
  }

  /// The index of the next line feed at or after `start`.
  private static func lineFeedIndex(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while index < buffer.count {
        if buffer[index] == 0x0A { return index }
        index += 1
      }
      return nil
    }
  }

  /// Records a diagnostic, or stops with a note once the cap is reached.
  mutating func report(_ diagnostic: Diagnostic) {
    guard !stopped else { return }
    guard diagnostics.count < ScenarioLimits.maxDiagnostics else {
      diagnostics.append(
        Diagnostic(
          path: path, location: diagnostic.location, severity: .note,
          message: "too many diagnostics; stopped reading after \(ScenarioLimits.maxDiagnostics)"))
      stopped = true
      return
    }
    diagnostics.append(diagnostic)
  }

  private mutating func readLine(_ line: ScenarioLine) {
    guard line.start < line.end else { return }
    if let problem = ScenarioUTF8.firstProblem(
      in: bytes, from: line.start, to: line.end, endName: "the line ends")
    {
      report(line.error(problem.message, at: problem.index))
      return
    }
    if reportControlCharacters(in: line) { return }
    var warnings: [Diagnostic] = []
    let tokens: [ScenarioToken]
    do {
      tokens = try ScenarioLexer(line: line).tokens(warnings: &warnings)
    } catch {
      for warning in warnings { report(warning) }
      report(error)
      return
    }
    for warning in warnings { report(warning) }
    guard !tokens.isEmpty else { return }
    do {
      try readStatement(tokens, line: line)
    } catch {
      report(error)
    }
  }

  /// One non-empty line: a header directive or a step.
  private mutating func readStatement(_ tokens: [ScenarioToken], line: ScenarioLine)
    throws(Diagnostic)
  {
    let first = tokens[0]
    let location = line.location(first.start)
    guard first.kind != .string else {
      throw line.error(
        "expected a step or directive at the start of the line, found a string", at: first.start)
    }
    let word = first.bareText
    if let usage = ScenarioVocabulary.directiveUsage[word] {
      if let firstStep = firstStepLocation {
        throw line.error(
          "'\(word)' belongs in the header, before the first step (line \(firstStep.line))",
          at: first.start,
          notes: [Diagnostic.Note("the first step is here", at: firstStep)])
      }
      var cursor = TokenCursor(tokens: tokens, line: line, startingAt: 1, usage: usage)
      try readDirective(word, &cursor, at: location)
    } else if let step = ScenarioVocabulary.Step(rawValue: word) {
      if firstStepLocation == nil {
        firstStepLocation = location
        finishHeader()
      }
      var cursor = TokenCursor(tokens: tokens, line: line, startingAt: 1, usage: step.usage)
      let kind = try readStep(step, &cursor)
      scenario.steps.append(ScenarioStep(kind, at: location))
    } else if firstStepLocation == nil {
      let allowed = (ScenarioVocabulary.directives + ScenarioVocabulary.steps).map(\.word)
      throw line.error(
        ScenarioMessages.unknown("directive or step", word, allowed: allowed), at: first.start)
    } else {
      let allowed = ScenarioVocabulary.steps.map(\.word)
      throw line.error(ScenarioMessages.unknown("step", word, allowed: allowed), at: first.start)
    }
  }

  /// Fails unless the header has what `requirement` asks of `subject` (a step word or
  /// `expect <form>`).
  func check(_ requirement: StepRequirement?, of subject: String, at index: Int, line: ScenarioLine)
    throws(Diagnostic)
  {
    guard let requirement,
      !requirement.isMet(ime: scenario.settings.ime, components: Set(componentLocations.keys))
    else { return }
    throw line.error(
      requirement.message(for: subject, ime: scenario.settings.ime, keyboards: keyboards), at: index)
  }
}
