import InputModel

/// A parsed command line, read through the options' specs so a value comes back in the type
/// the spec declares.
///
///     parsed.integer(runs)   // "--runs 60" → 60; absent → nil; "--runs 0" → UsageError
struct ParsedArguments: Equatable {
  var subcommand = ""
  var flags: Set<String> = []
  var options: [String: [String]] = [:]
  var positionals: [String] = []

  func has(_ flag: OptionSpec) -> Bool { flags.contains(flag.name) }

  /// The value as given (the last one if repeated), or nil when the option is absent.
  func given(_ option: OptionSpec) -> String? { options[option.name]?.last }

  /// The value as given, else the spec's default value.
  func value(_ option: OptionSpec) -> String? {
    if let given = given(option) { return given }
    if case .value(let text) = option.defaultValue { return text }
    return nil
  }

  /// An `.integer` option's value (given or default), checked against the spec's range.
  func integer(_ option: OptionSpec) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    let range = if case .integer(let range) = option.value { range } else { Int.min...Int.max }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        "invalid value \(BoundedEcho.singleQuoted(text)) for '\(option.name)'; expected an integer in \(range.lowerBound)...\(range.upperBound)",
        helpTopic: subcommand)
    }
    return number
  }

  /// An `.unsignedInteger` option's value (given or default).
  func unsignedInteger(_ option: OptionSpec) throws(UsageError) -> UInt64? {
    guard let text = value(option) else { return nil }
    guard let number = UInt64(text) else {
      throw UsageError(
        "invalid value \(BoundedEcho.singleQuoted(text)) for '\(option.name)'; expected an integer in 0...\(UInt64.max)",
        helpTopic: subcommand)
    }
    return number
  }

  /// A `.seconds` option's value (given or default): a decimal number, fractions allowed,
  /// greater than 0 and at most the spec's maximum, rounded up to whole milliseconds.
  ///
  ///     parsed.seconds(time)   // "--time 1.5" → 1.5 s; "--time 0" or "--time 100000" → UsageError
  func seconds(_ option: OptionSpec) throws(UsageError) -> Duration? {
    guard let text = value(option) else { return nil }
    let maximum = if case .seconds(let maximum) = option.value { maximum } else { Int.max }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
      throw UsageError(
        "invalid value \(BoundedEcho.singleQuoted(text)) for '\(option.name)'; expected a number of seconds greater than 0",
        helpTopic: subcommand)
    }
    guard seconds <= Double(maximum) else {
      throw UsageError(
        "invalid value \(BoundedEcho.singleQuoted(text)) for '\(option.name)'; the maximum is \(maximum) seconds",
        helpTopic: subcommand)
    }
    return .milliseconds(Int64((seconds * 1000).rounded(.up)))
  }
}
