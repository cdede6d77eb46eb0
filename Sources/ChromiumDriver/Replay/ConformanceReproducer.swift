import InputModel

/// A class of disagreement written back as a scenario file, through the fuzzer's
/// `ScenarioWriter`: the shrunk steps, the violations the model reports on the way
/// (`expect violation`), and the model's side of the disagreement as the closing assertions.
/// So `inputsim run FILE` passes (it replays the model), while `inputsim conform FILE` shows
/// the disagreement and `inputsim run --browser chromium FILE` fails where the field or the
/// binding differ.
///
///     # Found by inputsim conform --fuzz: seed 1, run 4, 20 steps shrunk to 2.
///     # Class: naive+uppercase: field after set
///     # After step 2 (set "a") field: model "a|" / chromium "A|"
///     # …
///     scenario "conform: naive+uppercase: field after set"
///     use ime=direct bridge=naive platform=web settle=auto
///     transform uppercase
///
///     type "b"
///     set "a"
///
///     skip onchange
///     skip submitted
///     expect field "a|"
///     expect binding "A"
enum ConformanceReproducer {
  /// The file's text. `model` replays `steps` (the same model the comparison used).
  static func text(
    steps: [SessionStep], settings: FuzzRunSettings, model: Session, disagreement: ConformanceDisagreement,
    signature: ConformanceSignature, known: String?, seed: UInt64, run runIndex: Int, originalStepCount: Int
  ) -> String {
    defer { model.end() }
    for step in steps { _ = try? model.perform(step) }
    var expected: [Int: [InvariantID]] = [:]
    for violation in model.violations where steps.indices.contains(violation.stepIndex) {
      expected[violation.stepIndex, default: []].append(violation.invariant)
    }
    var comments = [
      "Found by inputsim conform --fuzz: seed \(seed), run \(runIndex), \(originalStepCount) steps shrunk to \(steps.count).",
      "Class: \(signature)",
      "After step \(disagreement.stepIndex + 1) (\(disagreement.step)) \(disagreement.what): "
        + "model \(disagreement.model) / chromium \(disagreement.chromium)",
      "The closing assertions are the model's side: `inputsim run` passes on this file while the model",
      "stays as it is; `inputsim conform` on it shows where Chromium differs.",
    ]
    if let known { comments.append("Known difference: \(known)") }
    if !expected.isEmpty { comments.append("The expect violation lines are the model's, on the way.") }
    var text = ScenarioWriter.scenario(
      name: "conform: \(signature)", settings: settings, steps: steps, comments: comments,
      expectedAfterStep: expected)
    let field = FieldPattern(
      text: model.field.text, markedRange: model.field.markedRange, selectedRange: model.field.selectedRange)
    text += ScenarioWriter.line(for: .expect(.field(field))) + "\n"
    text += ScenarioWriter.line(for: .expect(.binding(model.binding))) + "\n"
    return text
  }
}
