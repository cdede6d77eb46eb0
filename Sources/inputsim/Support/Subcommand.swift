/// One `inputsim` subcommand: a name, what it accepts, the prose of its help and a run
/// function that receives the command line already parsed against `spec`.
protocol Subcommand {
  static var name: String { get }
  /// One line for `inputsim --help`.
  static var summary: String { get }
  /// Every option and the positionals; the parser and the generated help both read it.
  static var spec: ArgumentSpec { get }
  /// The paragraphs between the usage line and the argument and option lists.
  static var discussion: String { get }
  /// The paragraphs after the option list (exit status, examples); empty for none.
  static var epilogue: String { get }
  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus
}
