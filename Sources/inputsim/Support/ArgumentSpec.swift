/// What a subcommand accepts: its options, in the order its help lists them, and its
/// positional arguments.
///
///     ArgumentSpec(subcommand: "explain", options: [color],
///                  positional: PositionalSpec(name: "FILE", help: "the scenario file", count: 1...1))
///     // accepts `explain a.scenario --color never`; `explain` alone: "missing FILE for 'explain'"
struct ArgumentSpec: Sendable {
  var subcommand: String
  var options: [OptionSpec] = []
  /// nil: the subcommand takes no positional argument.
  var positional: PositionalSpec?

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// The positional arguments of a subcommand: one name for all of them and how many may be given.
struct PositionalSpec: Sendable {
  var name: String
  var help: String
  /// How many may be given; `0...Int.max` for "any number".
  var count: ClosedRange<Int>
}
