/// Renders steps and run settings as a scenario file (docs/scenario-format.md): the fuzzer's
/// reproducers, and any step list a test wants to keep.
///
///     # Found by inputsim fuzz: seed 1, run 0, 12 steps shrunk to 2.
///     # Signature: composition-overwrite swiftui13 uikit flick
///     # …
///     scenario "fuzz: composition-overwrite under swiftui13 on uikit"
///     use ime=flick bridge=swiftui13 platform=uikit settle=auto
///
///     flick わ
///     flick た
///
///     skip onchange
///     skip submitted
///
/// A reproducer asserts nothing about its steps and skips onChange and submit events, so by
/// the exhaustiveness rule it fails only because of unconsumed invariant violations: it fails
/// while the bug exists and passes once it is fixed.
public enum ScenarioWriter {
  /// The reproducer of a fuzz failure, a complete scenario file ending in a newline.
  public static func reproducer(
    steps: [SessionStep], settings: FuzzRunSettings, violation: Violation, signature: FuzzSignature,
    seed: UInt64, run runIndex: Int, originalStepCount: Int
  ) -> String {
    let comments = [
      "Found by inputsim fuzz: seed \(seed), run \(runIndex), \(originalStepCount) steps shrunk to \(steps.count).",
      "Signature: \(signature)",
      "First violation: \(violation)",
      "While the bug exists this scenario fails with an unconsumed \(violation.invariant.rawValue)",
      "violation; once it is fixed the scenario passes: commit it as a regression test.",
    ]
    let name =
      "fuzz: \(violation.invariant.rawValue) under \(settings.bridgeName) on \(settings.platform.name)"
    return scenario(name: name, settings: settings, steps: steps, comments: comments)
  }

  /// A scenario with a leading comment block, a header, the steps, and the closing skips.
  public static func scenario(
    name: String, settings: FuzzRunSettings, steps: [SessionStep], comments: [String] = []
  ) -> String {
    var lines: [String] = comments.map(commentLine)
    lines.append("scenario \(Quoting.quoted(name))")
    lines.append(useLine(settings))
    if let transform = transformLine(settings.transforms) { lines.append(transform) }
    lines.append("")
    lines += steps.map(line(for:))
    lines.append("")
    lines.append("skip onchange")
    lines.append("skip submitted")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `use ime=… bridge=… platform=… settle=…`; a platform that is not a built-in profile is
  /// written as `platform=uikit` with every rule set explicitly.
  ///
  ///     use ime=flick bridge=swiftui13 platform=uikit settle=auto
  public static func useLine(_ settings: FuzzRunSettings) -> String {
    var line =
      "use ime=\(settings.inputMethod.rawValue) bridge=\(optionValue(settings.bridgeName))"
    let platform = settings.platform
    if let builtIn = PlatformProfile.named(platform.name), builtIn == platform {
      line += " platform=\(platform.name)"
    } else {
      line +=
        " platform=uikit"
        + " assign-during-composition=\(platform.assignDuringComposition.ruleValue)"
        + " ime-on-assign=\(platform.imeOnAssign.rawValue)"
        + " marked-notifies=\(platform.markedTextNotifies)"
        + " focus-loss=\(platform.focusLoss.ruleValue)"
        + " enter-order=\(platform.enterOrder.rawValue)"
    }
    return line + " settle=\(settings.settleMode.rawValue)"
  }

  /// `transform max-length=5 uppercase deferred`, or `nil` without transforms.
  public static func transformLine(_ transforms: [AppTransform]) -> String? {
    guard !transforms.isEmpty else { return nil }
    return "transform " + transforms.map(\.description).joined(separator: " ")
  }

  /// One step as a scenario line (`SessionStep.description`).
  ///
  ///     .type("kyou")                    → type "kyou"
  ///     .key(.backspace, count: 3)       → key backspace x3
  ///     .flick("わ")                     → flick わ
  ///     .action(.selectCandidate(index: 2)) → select 2
  ///     .set("a\"b", deferred: true)     → set "a\"b" deferred
  ///     .tick(nil) → tick;  .tick(2) → tick 2
  public static func line(for step: SessionStep) -> String {
    step.description
  }

  /// `<invariant>-<bridge>-<platform>-<run>.scenario`, with the names reduced to lowercase
  /// ASCII letters, digits and hyphens.
  ///
  ///     fileName(invariant: .lostInput, bridge: "swiftui13", platform: "web-safari", run: 7)
  ///     → "lost-input-swiftui13-web-safari-7.scenario"
  public static func fileName(invariant: InvariantID, bridge: String, platform: String, run runIndex: Int)
    -> String
  {
    "\(invariant.rawValue)-\(slug(bridge))-\(slug(platform))-\(runIndex).scenario"
  }

  // MARK: Pieces

  /// A bare word when the parser reads it back unchanged, else a quoted string.
  static func word(_ text: String) -> String { Quoting.bareOrQuoted(text) }

  /// A `use` value: a bare word when it can be one, else quoted.
  private static func optionValue(_ text: String) -> String { word(text) }

  private static func commentLine(_ text: String) -> String {
    let flat = text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : String($0) }.joined()
    return flat.isEmpty ? "#" : "# " + flat
  }

  private static func slug(_ name: String) -> String {
    var result = ""
    for scalar in name.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else if !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "bridge" : result
  }
}
