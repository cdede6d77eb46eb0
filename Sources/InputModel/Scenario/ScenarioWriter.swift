/// The one writer of scenario text: steps, assertions and headers as scenario files spell
/// them. Traces (`SessionStep.description`), `explain`, failure messages, `Scenario.formatted()`
/// and the fuzzer's reproducers all write through it, with the words of `ScenarioVocabulary`,
/// so what is written is what the parser reads.
///
///     .perform(.key(.enter, count: 3))          → key enter x3
///     .expect(.onChange(old: "", new: "わた"))  → expect onchange "" -> "わた"
///
/// Strings are always quoted, except a `flick` kana that needs no quotes. Parsing the output
/// gives back an equal step.
public enum ScenarioWriter {
  typealias Step = ScenarioVocabulary.Step
  typealias Expect = ScenarioVocabulary.Expect

  /// One line of a scenario file.
  ///
  ///     .skip(.onChange) → skip onchange
  public static func line(for kind: ScenarioStep.Kind) -> String {
    switch kind {
    case .perform(let step): line(for: step)
    case .expect(let expectation): Step.expect.rawValue + " " + words(for: expectation)
    case .skip(let target): Step.skip.rawValue + " " + target.rawValue
    }
  }

  /// One session step as a scenario line.
  ///
  ///     .type("kyou")                        → type "kyou"
  ///     .key(.backspace, count: 3)           → key backspace x3
  ///     .flick("わ")                         → flick わ
  ///     .action(.selectCandidate(index: 2))  → select 2
  ///     .set("a\"b", deferred: true)         → set "a\"b" deferred
  ///     .tick(nil) → tick;  .tick(2) → tick 2;  .tick(0) → tick frame
  public static func line(for step: SessionStep) -> String {
    let word = step.word.rawValue
    switch step {
    case .type(let text), .action(.key(.typed(let text))):
      return word + " " + Quoting.quoted(text)
    case .key(let key, let count):
      return word + " " + key.rawValue + (count == 1 ? "" : " x\(count)")
    case .action(.key(.named(let key))):
      return word + " " + key.rawValue
    case .flick(let kana):
      return word + " " + Quoting.bareOrQuoted(kana)
    case .action(.selectCandidate(let index)):
      return word + " \(index)"
    case .action(.selectWord(let candidate)):
      return word + " " + Quoting.quoted(candidate)
    case .set(let text, let deferred):
      return word + " " + Quoting.quoted(text) + (deferred ? " deferred" : "")
    case .tick(0):
      return word + " frame"
    case .tick(let turns):
      return word + (turns.map { " \($0)" } ?? "")
    case .pick(let item):
      return word + " " + Quoting.quoted(item)
    case .scroll(let points), .resize(let points):
      return word + " " + Self.points(points)
    case .action(.convert), .action(.nextCandidate), .action(.previousCandidate), .action(.commit),
      .action(.cancel), .focus, .blur, .closeMenu, .cancelSearch, .render, .tapSubmit:
      return word
    }
  }

  /// The words after `expect`.
  ///
  ///     .field(…) → field "[わ|]";  .noOnChange → onchange none
  public static func words(for expectation: ScenarioStep.Expectation) -> String {
    let quoted = Quoting.quoted
    let list = { (items: [String]) in items.map(quoted).joined(separator: " ") }
    let form = expectation.form.rawValue
    switch expectation {
    case .field(let pattern): return form + " \"\(pattern)\""
    case .text(let text), .marked(let text), .binding(let text), .submitted(let text):
      return form + " " + quoted(text)
    case .onChange(let old, let new): return form + " \(quoted(old)) -> \(quoted(new))"
    case .candidates(let items), .suggestions(let items), .results(let items):
      return form + " " + list(items)
    case .notMarked, .noOnChange, .noSuggestions, .notSubmitted, .resultsHidden:
      return form + " none"
    case .searching(let searching): return form + " \(searching)"
    case .viewport(let viewportClass): return form + " " + viewportClass.rawValue
    case .violation(let id): return form + " " + id.rawValue
    case .anyViolation: return form + " any"
    }
  }

  /// Whole points without a fraction, as files write them: `40.0` → `40`.
  private static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension SessionStep {
  /// The word its scenario line starts with.
  var word: ScenarioVocabulary.Step {
    switch self {
    case .type, .action(.key(.typed)): .type
    case .key, .action(.key(.named)): .key
    case .flick: .flick
    case .action(.convert): .convert
    case .action(.nextCandidate): .nextCandidate
    case .action(.previousCandidate): .previousCandidate
    case .action(.selectCandidate), .action(.selectWord): .select
    case .action(.commit): .commit
    case .action(.cancel): .cancel
    case .set: .set
    case .focus: .focus
    case .blur: .blur
    case .tick: .tick
    case .pick: .pick
    case .closeMenu: .closeMenu
    case .cancelSearch: .cancelSearch
    case .render: .render
    case .tapSubmit: .tapSubmit
    case .scroll: .scroll
    case .resize: .resize
    }
  }
}

extension ScenarioStep.Expectation {
  /// The word after `expect`.
  var form: ScenarioVocabulary.Expect {
    switch self {
    case .field: .field
    case .text: .text
    case .marked, .notMarked: .marked
    case .binding: .binding
    case .onChange, .noOnChange: .onChange
    case .candidates: .candidates
    case .suggestions, .noSuggestions: .suggestions
    case .submitted, .notSubmitted: .submitted
    case .searching: .searching
    case .results, .resultsHidden: .results
    case .viewport: .viewport
    case .violation, .anyViolation: .violation
    }
  }
}
