/// The outcome of replaying one scenario file.
public struct ScenarioResult: Equatable, Sendable {
  public enum Status: String, Equatable, Sendable {
    case passed
    case failed
    case skipped
  }

  /// The file, as given on the command line or found in a directory.
  public var path: String
  /// The scenario's name (its `scenario "…"` line, or the file name).
  public var name: String
  public var status: Status
  /// Why it failed; `nil` when it passed.
  public var failure: ScenarioFailure?
  /// How many steps and assertions ran.
  public var linesRun: Int
  /// The session's trace, one entry per step that ran.
  public var trace: [TraceEntry]
  /// The bridge that replaced the file's `use bridge=` (`ScenarioRunner.run(_:bridge:)`), by
  /// name; `nil` when the file's own bridge ran. `name` then ends with `[bridge NAME]`.
  public var bridge: String?

  public init(
    path: String, name: String, status: Status, failure: ScenarioFailure? = nil, linesRun: Int,
    trace: [TraceEntry], bridge: String? = nil
  ) {
    self.bridge = bridge
    self.path = path
    self.name = name
    self.status = status
    // Every report shows a failure from here: its long texts are cut once, for all of them.
    self.failure = failure?.bounded()
    self.linesRun = linesRun
    self.trace = trace
  }
}

/// Why a scenario failed: where, what kind of failure, and an expected/actual diff of the
/// three copies of the text.
public struct ScenarioFailure: Equatable, Sendable {
  /// The kind of failure, for reports that group them.
  public enum Kind: String, Equatable, Sendable {
    case assertion
    case unexpectedViolation = "unexpected-violation"
    case missingViolation = "missing-violation"
    case unconsumedEvent = "unconsumed-event"
    case stepError = "step-error"
    case setup
  }

  public var kind: Kind
  /// 1-based line of the assertion or step that failed.
  public var line: Int
  /// 1-based column, in UTF-8 bytes.
  public var column: Int
  /// One line: what failed, after which step (`field does not match after step 4 (flick た)`).
  public var heading: String
  /// The diff, one section per copy of the text (and per event list when relevant).
  public var sections: [FailureSection]
  /// How to fix it: one sentence.
  public var hint: String
  /// The steps so far, with renders and keyboard resets (`flick わ → render (…) → flick た`).
  public var trace: String

  public init(
    kind: Kind, line: Int, column: Int, heading: String, sections: [FailureSection], hint: String,
    trace: String
  ) {
    self.kind = kind
    self.line = line
    self.column = column
    self.heading = heading
    self.sections = sections
    self.hint = hint
    self.trace = trace
  }
}

/// One part of a failure's diff: a label and either an expected/actual pair or an actual
/// value shown for context.
public struct FailureSection: Equatable, Sendable {
  public var label: String
  /// `nil` when this section is context (not asserted).
  public var expected: String?
  public var actual: String
  /// A remark after the value (`(unchanged)`).
  public var remark: String?

  public init(label: String, expected: String? = nil, actual: String, remark: String? = nil) {
    self.label = label
    self.expected = expected
    self.actual = actual
    self.remark = remark
  }
}
