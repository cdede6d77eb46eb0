/// The report as one JSON object (schema in docs/fuzzing.md). Keys come in a fixed order and
/// 64-bit seeds are strings (JSON numbers lose precision past 2^53), so the same report
/// always gives the same bytes.
extension FuzzReport {
  /// - Parameters:
  ///   - options: the campaign's options as given (`"runs": "1000"`), in order; written as
  ///     the `options` object.
  ///   - showsFiles: whether each failure's `file` is its file name or `null` (not written).
  public func json(options: [(key: String, value: String)] = [], showsFiles: Bool) -> String {
    var object = JSONWriter()
    object.field("seed", string: String(seed))
    object.field("options", raw: JSONWriter.object(options.map { ($0.key, JSONWriter.string($0.value)) }))
    object.field("runs", raw: String(runs))
    object.field("steps", raw: String(steps))
    object.field("keystrokes", raw: String(keystrokes))
    object.field(
      "keystrokesByIME",
      raw: JSONWriter.object(keystrokesByInputMethodInOrder.map { ($0.name, String($0.keystrokes)) }))
    object.field(
      "keystrokesByPlatform",
      raw: JSONWriter.object(keystrokesByPlatformInOrder.map { ($0.name, String($0.keystrokes)) }))
    object.field("rejectedSteps", raw: String(rejectedSteps))
    object.field("failedRuns", raw: String(failedRuns))
    object.field("unreproducedRuns", raw: String(unreproducedRuns))
    object.field("stoppedByTimeLimit", raw: String(stoppedByTimeLimit))
    if stoppedByInterrupt { object.field("stoppedByInterrupt", raw: "true") }
    object.field(
      "failures", raw: "[" + failures.map { $0.json(showsFile: showsFiles) }.joined(separator: ",") + "]")
    return object.text
  }
}

extension FuzzFailure {
  func json(showsFile: Bool) -> String {
    var object = JSONWriter()
    var signatureFields = [
      ("invariant", JSONWriter.string(signature.invariant.rawValue)),
      ("bridge", JSONWriter.string(signature.bridge)),
      ("platform", JSONWriter.string(signature.platform)),
      ("lastStep", JSONWriter.string(signature.lastStepKind)),
    ]
    if let mechanism = signature.mechanism {
      signatureFields.append(("mechanism", JSONWriter.string(mechanism)))
    }
    if let handler = signature.handler {
      signatureFields.append(("handler", JSONWriter.string(handler)))
    }
    object.field("signature", raw: JSONWriter.object(signatureFields))
    object.field("run", raw: String(run))
    object.field("runSeed", string: String(runSeed))
    object.field("occurrences", raw: String(occurrences))
    object.field("originalSteps", raw: String(originalStepCount))
    object.field(
      "settings",
      raw: JSONWriter.object([
        ("ime", JSONWriter.string(settings.inputMethod.rawValue)),
        ("bridge", JSONWriter.string(settings.bridgeName)),
        ("platform", JSONWriter.string(settings.platform.name)),
        ("settle", JSONWriter.string(settings.settleMode.rawValue)),
        (
          "transforms",
          "[" + settings.transforms.map { JSONWriter.string($0.description) }.joined(separator: ",") + "]"
        ),
      ]))
    object.field(
      "steps",
      raw: "[" + steps.map { JSONWriter.string(ScenarioWriter.line(for: $0)) }.joined(separator: ",") + "]")
    object.field(
      "violation",
      raw: JSONWriter.object([
        ("invariant", JSONWriter.string(violation.invariant.rawValue)),
        ("stepIndex", String(violation.stepIndex)),
        ("message", JSONWriter.string(violation.message)),
      ]))
    object.field("file", raw: showsFile ? JSONWriter.string(fileName) : "null")
    object.field("scenario", string: scenarioText)
    return object.text
  }
}

/// Builds one JSON object field by field, in order.
struct JSONWriter {
  private var fields: [String] = []

  mutating func field(_ key: String, string value: String) {
    fields.append(Self.string(key) + ":" + Self.string(value))
  }

  mutating func field(_ key: String, raw value: String) {
    fields.append(Self.string(key) + ":" + value)
  }

  var text: String { "{" + fields.joined(separator: ",") + "}" }

  static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// A JSON string literal (`Escaping.json`).
  static func string(_ text: String) -> String { Escaping.json(text) }
}
