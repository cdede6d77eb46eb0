/// The fuzzer's reproducers: a failure written back as a scenario file.
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
extension ScenarioWriter {
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
