import InputModel

/// Why Mozc could not start or carry on: every error the driver throws. The message says what
/// to install or what happened to which process; after a failure of the server or the helper,
/// every Mozc process of that server has been ended and reaped.
///
///     MozcError.notInstalled(missing: ["/usr/bin/mozc_emacs_helper"]).description
///       →  "Mozc is not installed: /usr/bin/mozc_emacs_helper is missing (install the Debian
///           packages mozc-server and emacs-mozc-bin)"
public enum MozcError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A program of Mozc's is missing.
  case notInstalled(missing: [String])
  /// Running as root (which Mozc refuses) with no unprivileged user to run it as.
  case noUnprivilegedUser(name: String)
  /// Running as root without `setpriv`, the program that runs Mozc as another user.
  case setprivMissing(path: String)
  /// A system call on the way to starting Mozc failed (making the private HOME, a pipe, spawning).
  case launchFailed(operation: String, reason: String)
  /// `mozc_emacs_helper` ended while `command` waited for its reply.
  case helperExited(command: String, standardError: String)
  /// The Mozc server ended during `command` (the helper would have started another one and
  /// replayed the keys; the driver stops instead, so a run never continues on a new server).
  case serverExited(command: String, pid: Int32)
  /// No reply to `command` within the time: the server hangs.
  case noReply(command: String, milliseconds: Int)
  /// The helper answered `command` with an error line (`session-error "Session failed"`).
  case helperRefused(command: String, kind: String, message: String)
  /// The reply to `command` did not parse.
  case malformedReply(command: String, MozcProtocolError)
  /// The reply to `command` answered another command or session.
  case unexpectedReply(command: String, expected: String, found: String)
  /// The helper answered, but no `mozc_server` process appeared in its process group.
  case serverNotFound
  /// The server was stopped (by `stop()` or after an earlier failure).
  case stopped(reason: String)
  /// Text that is no key of Mozc's: not printable ASCII, not kana.
  case notTypeable(String)
  /// Down / Up did not reach the candidate `select` asked for (Mozc's list moved unlike
  /// measured); `focusedIndex` is where the focus ended, `nil` when the conversion ended.
  case candidateNotReached(index: Int, focusedIndex: Int?)

  /// The Debian packages that install Mozc's server and its helper.
  public static let packages = ["mozc-server", "emacs-mozc-bin"]

  public var description: String {
    switch self {
    case .notInstalled(let missing):
      "Mozc is not installed: \(missing.joined(separator: " and ")) \(missing.count == 1 ? "is" : "are") missing (install the Debian packages \(Self.packages.joined(separator: " and ")))"
    case .noUnprivilegedUser(let name):
      "running as root, which Mozc refuses, and there is no user \"\(name)\" to run it as"
    case .setprivMissing(let path):
      "running as root, which Mozc refuses, and \(path) (Debian package util-linux) is missing to run it as an unprivileged user"
    case .launchFailed(let operation, let reason):
      "cannot start Mozc: \(operation): \(reason)"
    case .helperExited(let command, let standardError):
      "mozc_emacs_helper exited during \(command)"
        + (standardError.isEmpty ? "" : " (it wrote: \(MozcProtocolError.bounded(standardError)))")
        + Self.ended
    case .serverExited(let command, let pid):
      "the Mozc server (pid \(pid)) ended during \(command)" + Self.ended
    case .noReply(let command, let milliseconds):
      "no reply from Mozc to \(command) within \(milliseconds) ms (the server hangs)" + Self.ended
    case .helperRefused(let command, let kind, let message):
      "mozc_emacs_helper refused \(command): \(kind) \"\(message)\"" + Self.ended
    case .malformedReply(let command, let error):
      "the reply to \(command) does not parse: \(error)" + Self.ended
    case .unexpectedReply(let command, let expected, let found):
      "the reply to \(command) is for \(found), not \(expected)" + Self.ended
    case .serverNotFound:
      "mozc_emacs_helper answered, but no mozc_server process appeared in its process group" + Self.ended
    case .stopped(let reason):
      "the Mozc server was stopped: \(reason)"
    case .candidateNotReached(let index, let focused):
      "Down/Up did not reach Mozc's candidate \(index + 1): "
        + (focused.map { "the focus stopped at candidate \($0 + 1)" } ?? "the conversion ended")
    case .notTypeable(let text):
      "Mozc has no key for \(MozcProtocolError.bounded(text).debugDescription): type ASCII (romaji) or kana"
    }
  }

  private static let ended = "; its server and helper were ended"

  /// The error as the keyboard contract carries it.
  public var engineError: InputEngineError { .engineFailed(engine: "mozc", reason: description) }
}
