/// One `inputsim` subcommand: a name, its help text and a run function.
protocol Subcommand {
  static var name: String { get }
  /// One line for `inputsim --help`.
  static var summary: String { get }
  /// The full text of `inputsim help NAME`.
  static var help: String { get }
  static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus
}
