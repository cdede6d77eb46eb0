import InputModel

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
    // A name that is not UTF-8 is written under the bytes the shell passed (AtomicFile looks
    // them up) and shown with those bytes as \xHH.
    let shown = ScenarioFile.printable(RawArguments.bytes(of: path))
    let target: AtomicFile.Target
    do {
      target = try AtomicFile.resolve(path)
    } catch {
      throw usageError(error, subcommand: subcommand, writing: what)
    }
    // What would fail only when the report is written, after all the work: say it now.
    if let problem = AtomicFile.unwritableReason(target) {
      throw UsageError(
        "cannot write \(what) to \(BoundedEcho.singleQuoted(shown)): \(problem)", helpTopic: subcommand)
    }
    return path
  }

  /// Refuses an output that is one of the files the run reads (a scenario, a candidate list,
  /// a dictionary): writing the report there would replace the input with it.
  ///
  ///     run --output x.scenario x.scenario
  ///     → error: --output x.scenario is x.scenario, which this run reads; write the report elsewhere
  ///
  /// Files are compared by device and inode after following links, so another name for the
  /// same file is caught; an output that does not exist yet is no input.
  static func refuseInputs(
    _ output: String?, inputs: [(path: String, pathBytes: [UInt8])], subcommand: String, writing what: String
  ) throws(UsageError) {
    guard let output, let outputFile = FileIdentity(pathBytes: RawArguments.bytes(of: output)) else { return }
    let shown = ScenarioFile.printable(RawArguments.bytes(of: output))
    for input in inputs where FileIdentity(pathBytes: input.pathBytes) == outputFile {
      let names = input.path == shown ? "is a file" : "names \(BoundedEcho.singleQuoted(input.path)),"
      throw UsageError(
        "--output \(BoundedEcho.singleQuoted(shown)) \(names) "
          + "which this run reads; write the \(what) elsewhere",
        helpTopic: subcommand)
    }
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
