/// One command-line option, declared once: the parser checks values against it and `--help`
/// is generated from it, so the help cannot drift from what is accepted.
///
///     OptionSpec("--format", .choice(["text", "json"]), placeholder: "FORMAT",
///                help: "output format", default: .value("text"))
///     // parses `--format json`, refuses `--format xml`; helps as
///     // "  --format FORMAT   output format (allowed: text, json; default: text)"
struct OptionSpec: Sendable {
  /// What follows the option's name on the command line.
  enum Value: Sendable, Equatable {
    /// No value: present or not.
    case flag
    /// Any text; the command gives it meaning (a path, a substring, `I/N`…).
    case text
    /// One of these words, checked by the parser.
    case choice([String])
    /// Comma-separated words from these, or `any` for all; checked by the command.
    case list([String])
    /// A decimal integer in this range.
    case integer(ClosedRange<Int>)
    /// A decimal integer in 0...UInt64.max.
    case unsignedInteger
    /// A number of seconds, fractions allowed, greater than 0 and at most `maximum`.
    case seconds(maximum: Int)
  }

  /// What an absent option means.
  enum Default: Sendable, Equatable {
    /// Nothing: the option's absence is its own meaning.
    case none
    /// This value, as if given: the parser's accessors return it and the help shows it.
    case value(String)
    /// Worked out by the command (random, depends on other options); the help shows this text.
    case described(String)
  }

  var name: String
  var value: Value
  /// The word standing for the value in the help (`FILE`); empty for a flag.
  var placeholder: String
  /// One line of help (wrapped when printed); allowed values and the default are added to it.
  var help: String
  var defaultValue: Default
  /// May be given more than once (the accessors read the last one).
  var repeatable: Bool

  init(
    _ name: String, _ value: Value, placeholder: String = "", help: String,
    default defaultValue: Default = .none,
    repeatable: Bool = false
  ) {
    self.name = name
    self.value = value
    self.placeholder = placeholder
    self.help = help
    self.defaultValue = defaultValue
    self.repeatable = repeatable
  }

  /// A flag: `--json`.
  static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name, .flag, help: help)
  }

  var isFlag: Bool { value == .flag }

  /// The values the parser itself accepts; empty when any text is accepted at parse time.
  var allowedValues: [String] {
    if case .choice(let words) = value { return words }
    return []
  }
}
