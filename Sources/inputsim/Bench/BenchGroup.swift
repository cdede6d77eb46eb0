import InputModel

/// A group of `inputsim bench`'s measurements, as `--only` names it.
///
///     --only browser            → [.browser]
///     --only fuzzing,long-text  → [.fuzzing, .longText]
///     (no --only)               → every group; without `browser` and `osinput` under --quick
enum BenchGroup: String, CaseIterable, Sendable {
  case fuzzing
  case longText = "long-text"
  case suggestions
  case graphemes
  case scenarios
  case conversion
  case browser
  case mozc
  case osinput

  /// The groups a run measures: those `--only` names (comma-separated, `any` for all), else
  /// all of them, except the browser and the OS input stack under `--quick`: a smoke run in CI
  /// starts no browser.
  ///
  ///     parse("browser,scenarios", quick: false)  → [.browser, .scenarios]
  ///     parse(nil, quick: true)                   → every group but .browser and .osinput
  ///     parse("gpu", quick: false)                → UsageError "invalid value 'gpu' for '--only'; …"
  static func parse(_ text: String?, quick: Bool) throws(UsageError) -> Set<BenchGroup> {
    guard let text, text != "any" else {
      return quick ? Set(allCases).subtracting([.browser, .osinput]) : Set(allCases)
    }
    let names = allCases.map(\.rawValue)
    var chosen: Set<BenchGroup> = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let group = BenchGroup(rawValue: word) else {
        throw UsageError(
          "invalid value \(BoundedEcho.singleQuoted(word)) for '--only'; allowed: "
            + (names + ["any"]).joined(separator: ", ") + NearestWord.hint(for: word, in: names),
          helpTopic: "bench")
      }
      chosen.insert(group)
    }
    return chosen
  }
}
