import InputModel

extension ParsedArguments {
  /// A `.list` option's choices: every value of `all` for `any` (or when absent), else the
  /// comma-separated names given, each checked, in the order given, without repeats.
  ///
  ///     --ime romaji,flick  →  [.romaji, .flick];   --ime any  →  all;   --ime flik  →  UsageError
  func choices<T>(_ option: OptionSpec, from all: [T], name: (T) -> String) throws(UsageError) -> [T] {
    guard let text = value(option), text != "any" else { return all }
    let names = all.map(name)
    var chosen: [T] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let index = names.firstIndex(of: word) else {
        throw UsageError(
          "invalid value \(BoundedEcho.singleQuoted(word)) for '\(option.name)'; allowed: \((names + ["any"]).joined(separator: ", "))"
            + NearestWord.hint(for: word, in: names), helpTopic: subcommand)
      }
      if !chosen.contains(where: { name($0) == word }) { chosen.append(all[index]) }
    }
    return chosen
  }

  /// A `--seed` option's value, else a seed drawn from the system: the only system randomness,
  /// which the caller prints so the run can be repeated.
  func seed(_ option: OptionSpec) throws(UsageError) -> UInt64 {
    if let value = try unsignedInteger(option) { return value }
    var system = SystemRandomNumberGenerator()
    return UInt64(UInt32.random(in: 0...UInt32.max, using: &system))
  }
}
