import InputModel

/// Parses `--flag`, `--option value`, `--option=value`, positionals and `--` (everything
/// after it is positional) against a subcommand's `ArgumentSpec`. Unknown options get the
/// nearest valid one as a hint; a `.choice` value outside its words is refused here.
///
///     parse(["a.scenario", "--format=tap"], spec: RunCommand.spec)
///     // → positionals ["a.scenario"], options ["--format": ["tap"]]
enum ArgumentParser {
  static func parse(_ arguments: [String], spec: ArgumentSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(subcommand: spec.subcommand)
    var index = 0
    var optionsEnded = false
    // Flags first, then the valued options sorted: the candidate order of the hints.
    let known =
      spec.options.filter(\.isFlag).map(\.name) + spec.options.filter { !$0.isFlag }.map(\.name).sorted()
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
      guard let option = spec.option(named: name) else {
        throw UsageError(
          "unknown option \(BoundedEcho.singleQuoted(name)) for '\(spec.subcommand)'"
            + NearestWord.hint(for: name, in: known),
          helpTopic: spec.subcommand)
      }
      if option.isFlag {
        if inlineValue != nil {
          throw UsageError(
            "option \(BoundedEcho.singleQuoted(name)) takes no value", helpTopic: spec.subcommand)
        }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option \(BoundedEcho.singleQuoted(name)) needs a value", helpTopic: spec.subcommand)
      }
      let allowed = option.allowedValues
      if !allowed.isEmpty && !allowed.contains(value) {
        throw UsageError(
          "invalid value \(BoundedEcho.singleQuoted(value)) for \(BoundedEcho.singleQuoted(name)); allowed: \(allowed.joined(separator: ", "))"
            + NearestWord.hint(for: value, in: allowed), helpTopic: spec.subcommand)
      }
      if parsed.options[name] != nil && !option.repeatable {
        throw UsageError(
          "option \(BoundedEcho.singleQuoted(name)) given more than once", helpTopic: spec.subcommand)
      }
      parsed.options[name, default: []].append(value)
    }
    let count = spec.positional?.count ?? 0...0
    if parsed.positionals.count > count.upperBound {
      let extra = parsed.positionals[count.upperBound]
      throw UsageError(
        "unexpected argument \(BoundedEcho.singleQuoted(extra)) for '\(spec.subcommand)'",
        helpTopic: spec.subcommand)
    }
    if parsed.positionals.count < count.lowerBound {
      let name = spec.positional?.name ?? "argument"
      throw UsageError("missing \(name) for '\(spec.subcommand)'", helpTopic: spec.subcommand)
    }
    return parsed
  }
}
