import InputModel

/// What a subcommand accepts: flags (no value), options (one value each) and positionals.
struct ArgumentSpec {
  var subcommand: String
  var flags: [String] = []
  /// Option name → allowed values (empty: any value).
  var options: [String: [String]] = [:]
  /// Options that may be given more than once (the last wins unless the command reads all).
  var repeatable: Set<String> = []
  var maximumPositionals: Int = .max
  var minimumPositionals: Int = 0
  var positionalName: String = "argument"
}

/// A parsed command line.
struct ParsedArguments: Equatable {
  var flags: Set<String> = []
  var options: [String: [String]] = [:]
  var positionals: [String] = []

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  func value(_ option: String) -> String? { options[option]?.last }
}

/// Parses `--flag`, `--option value`, `--option=value`, positionals and `--` (everything
/// after it is positional). Unknown options get the nearest valid one as a hint.
enum ArgumentParser {
  static func parse(_ arguments: [String], spec: ArgumentSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    let known = spec.flags + spec.options.keys.sorted()
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if spec.flags.contains(name) {
        if inlineValue != nil {
          throw UsageError("option '\(name)' takes no value", helpTopic: spec.subcommand)
        }
        parsed.flags.insert(name)
      } else if let allowed = spec.options[name] {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("option '\(name)' needs a value", helpTopic: spec.subcommand)
        }
        if !allowed.isEmpty && !allowed.contains(value) {
          throw UsageError(
            "invalid value '\(value)' for '\(name)'; allowed: \(allowed.joined(separator: ", "))"
              + NearestWord.hint(for: value, in: allowed), helpTopic: spec.subcommand)
        }
        if parsed.options[name] != nil && !spec.repeatable.contains(name) {
          throw UsageError("option '\(name)' given more than once", helpTopic: spec.subcommand)
        }
        parsed.options[name, default: []].append(value)
      } else {
        throw UsageError(
          "unknown option '\(name)' for '\(spec.subcommand)'" + NearestWord.hint(for: name, in: known),
          helpTopic: spec.subcommand)
      }
    }
    if parsed.positionals.count > spec.maximumPositionals {
      let extra = parsed.positionals[spec.maximumPositionals]
      throw UsageError(
        "unexpected argument '\(extra)' for '\(spec.subcommand)'", helpTopic: spec.subcommand)
    }
    if parsed.positionals.count < spec.minimumPositionals {
      throw UsageError("missing \(spec.positionalName) for '\(spec.subcommand)'", helpTopic: spec.subcommand)
    }
    return parsed
  }

  /// Parses an integer option, with a clear error for a malformed or out-of-range value.
  static func integer(
    _ option: String, in parsed: ParsedArguments, spec: ArgumentSpec, range: ClosedRange<Int>
  ) throws(UsageError) -> Int? {
    guard let text = parsed.value(option) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        "invalid value '\(text)' for '\(option)'; expected an integer in \(range.lowerBound)...\(range.upperBound)",
        helpTopic: spec.subcommand)
    }
    return value
  }
}
