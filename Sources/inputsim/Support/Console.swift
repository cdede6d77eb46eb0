import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes: standard output for results, standard error for diagnostics.
/// Writes go straight to the file descriptors, unbuffered, so the two streams interleave in
/// the order they were written.
///
/// A failed write to standard output (`inputsim run > /dev/full`) is remembered, and the
/// command then ends with exit status 2 and a message on standard error instead of a 0 that
/// would claim the report was delivered:
///
///     Console.out("1 passed, 0 failed")   // stdout is /dev/full → Console.outputFailure == ENOSPC
enum Console {
  /// The first error met writing standard output, if any (the C library's `ferror`, in one place).
  nonisolated(unsafe) private(set) static var outputFailure: SystemError?

  static func out(_ text: String) {
    outRaw(text + "\n")
  }

  /// A message on standard error: controls and invisible characters other than newline and
  /// tab are written `\u{…}` (`Escaping.terminalSafe`), whatever part of it came from outside.
  static func error(_ text: String) {
    errorRaw(Escaping.terminalSafe(text) + "\n")
  }

  /// Writes to standard output without adding a newline (reports that end with their own).
  static func outRaw(_ text: String) {
    // After the first failure nothing more is written: the output is already incomplete.
    guard outputFailure == nil else { return }
    do {
      try FileDescriptor.standardOutput.writeAll(Array(text.utf8))
    } catch {
      outputFailure = error
    }
  }

  /// Writes to standard error without adding a newline (the fuzzer's progress line).
  static func errorRaw(_ text: String) {
    // Nowhere is left to report a failure to write the diagnostics themselves.
    try? FileDescriptor.standardError.writeAll(Array(text.utf8))
  }

  /// True when standard output is a terminal (colours only then).
  static var stdoutIsTerminal: Bool { FileDescriptor.standardOutput.isTerminal }

  /// True when standard error is a terminal (the progress line only then).
  static var stderrIsTerminal: Bool { FileDescriptor.standardError.isTerminal }

  /// The value of an environment variable.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
