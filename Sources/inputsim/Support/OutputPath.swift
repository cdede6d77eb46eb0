/// `--output PATH` of a command that writes a report or a timeline: `-` (or no option) is
/// standard output; a path is checked before any work is done and written atomically
/// (`AtomicFile`) after, and a FIFO, device or directory is refused with where the text can
/// go instead.
///
///     OutputPath.checked("-", subcommand: "run", writing: "report")         // nil: stdout
///     OutputPath.checked("/dev/null", subcommand: "run", writing: "report")
///       // throws: … not a regular file; use '--output -' or leave out --output to write the
///       //         report to standard output
enum OutputPath {
  /// The path to write, `nil` for standard output; a path that cannot be replaced throws.
  static func checked(_ value: String?, subcommand: String, writing what: String) throws(UsageError)
    -> String?
  {
    guard let path = value, path != "-" else { return nil }
    do {
      _ = try AtomicFile.resolve(path)
    } catch {
      throw usageError(error, subcommand: subcommand, writing: what)
    }
    return path
  }

  /// Writes `text` to `path` atomically.
  static func write(_ text: String, to path: String, subcommand: String, writing what: String)
    throws(UsageError)
  {
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw usageError(error, subcommand: subcommand, writing: what)
    }
  }

  /// The writer's refusal, with where the text can go instead of a file that must stay.
  private static func usageError(_ error: AtomicFileError, subcommand: String, writing what: String)
    -> UsageError
  {
    guard case .notARegularFile = error else { return UsageError(error.message, helpTopic: subcommand) }
    return UsageError(
      error.message + "; use '--output -' or leave out --output to write the \(what) to standard output",
      helpTopic: subcommand)
  }
}
