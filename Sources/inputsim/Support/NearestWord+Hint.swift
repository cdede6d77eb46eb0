import InputModel

extension NearestWord {
  /// "; did you mean 'x'?" for a mistyped command-line word, or "" when nothing is close —
  /// the same matching the scenario parser uses for its keywords.
  static func hint(for word: String, in candidates: [String]) -> String {
    nearest(word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
