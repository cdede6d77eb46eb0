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
/// while the bug exists and passes once it is fixed. When the campaign watched only some
/// invariants (`--invariants stale-onchange`), the violations of the others that the steps
/// produce on the way are asserted with `expect violation` after their step, so the watched
/// one is the violation the file fails on:
///
///     type "ab"
///     expect violation binding-mismatch
///     key enter
///
/// A run with a component gets its `candidates` and `component` header lines.
extension ScenarioWriter {
  /// The reproducer of a fuzz failure, a complete scenario file ending in a newline.
  ///
  /// - Parameter unwatched: the violations of invariants the campaign did not watch that the
  ///   steps produce (`FuzzReplay.unwatchedViolations`); each becomes an `expect violation`
  ///   line after its step.
  public static func reproducer(
    steps: [SessionStep], settings: FuzzRunSettings, violation: Violation, signature: FuzzSignature,
    seed: UInt64, run runIndex: Int, originalStepCount: Int, unwatched: [Violation] = []
  ) -> String {
    var comments = [
      "Found by inputsim fuzz: seed \(seed), run \(runIndex), \(originalStepCount) steps shrunk to \(steps.count).",
      "Signature: \(signature)",
      "First violation: \(violation)",
      "While the bug exists this scenario fails with an unconsumed \(violation.invariant.rawValue)",
      "violation; once it is fixed the scenario passes: commit it as a regression test.",
    ]
    var expected: [Int: [InvariantID]] = [:]
    for other in unwatched {
      // A violation found before the first step cannot be asserted after one; none is, in
      // practice (a fresh focused session is clean).
      guard steps.indices.contains(other.stepIndex) else { continue }
      expected[other.stepIndex, default: []].append(other.invariant)
    }
    if !expected.isEmpty {
      comments.append("The expect violation lines are invariants the campaign did not watch.")
    }
    let name =
      "fuzz: \(violation.invariant.rawValue) under \(settings.bridgeName) on \(settings.platform.name)"
    return scenario(
      name: name, settings: settings, steps: steps, comments: comments, expectedAfterStep: expected)
  }

  /// The header lines of a fuzz run's components: `candidates "…" …` then `component …`,
  /// written as `text(of:)` writes them; none without a component.
  ///
  ///     menu (update=onchange post-pick=seed) on the seed's words
  ///     → candidates "かたづけ" "かまあげ" … "たいちゃづけ"
  ///       component suggestions update=onchange post-pick=seed
  public static func componentLines(_ components: FuzzComponents) -> [String] {
    guard !components.isEmpty else { return [] }
    var lines: [String] = []
    if !components.candidates.isEmpty {
      lines.append("candidates " + components.candidates.map(Quoting.quoted).joined(separator: " "))
    }
    if let menu = components.suggestionMenu {
      lines.append(
        componentLine(
          .suggestions, ScenarioVocabulary.suggestionMenuOptions, menu,
          defaults: Scenario.SuggestionMenuOptions()))
    }
    if let search = components.search {
      lines.append(
        componentLine(.search, ScenarioVocabulary.searchOptions, search, defaults: Scenario.SearchOptions()))
    }
    return lines
  }

  /// `<invariant>-<bridge>-<platform>-seed<seed>-<run>.scenario`, with the names reduced to
  /// lowercase ASCII letters, digits and hyphens. The seed keeps a second campaign into the
  /// same folder from replacing the first one's files.
  ///
  ///     fileName(invariant: .lostInput, bridge: "swiftui13", platform: "web-safari", seed: 3, run: 7)
  ///     → "lost-input-swiftui13-web-safari-seed3-7.scenario"
  public static func fileName(
    invariant: InvariantID, bridge: String, platform: String, seed: UInt64, run runIndex: Int
  ) -> String {
    "\(invariant.rawValue)-\(slug(bridge))-\(slug(platform))-seed\(seed)-\(runIndex).scenario"
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
