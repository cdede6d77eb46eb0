/// The exit statuses every subcommand uses (docs/cli.md).
enum ExitStatus: Int32 {
  /// Everything asked for passed.
  case success = 0
  /// A scenario failed, or the fuzzer found a violation.
  case failure = 1
  /// A usage error, an unreadable path, or input that does not parse (nothing was run).
  case usage = 2
}
