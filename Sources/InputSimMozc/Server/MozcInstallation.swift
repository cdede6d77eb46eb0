import ChildProcesses

/// Where Mozc's programs are: the helper this driver talks to, and the server the helper
/// starts (found by its name in the helper's process group).
///
///     MozcInstallation.standard.check()
///       →  throws "Mozc is not installed: /usr/bin/mozc_emacs_helper is missing (install the
///          Debian packages mozc-server and emacs-mozc-bin)"
public struct MozcInstallation: Hashable, Sendable {
  public var helperPath: String
  public var serverPath: String

  public init(helperPath: String, serverPath: String) {
    self.helperPath = helperPath
    self.serverPath = serverPath
  }

  /// Debian's paths (`emacs-mozc-bin`, `mozc-server`).
  public static let standard = MozcInstallation(
    helperPath: "/usr/bin/mozc_emacs_helper", serverPath: "/usr/lib/mozc/mozc_server")

  /// The server's process name as the kernel reports it (`/proc/<pid>/stat`).
  var serverProcessName: String { String(serverPath.split(separator: "/").last ?? "mozc_server") }

  /// Both programs are installed and executable.
  public func check() throws(MozcError) {
    let missing = [helperPath, serverPath].filter { !ExecutableFile.isExecutable($0) }
    guard missing.isEmpty else { throw .notInstalled(missing: missing) }
  }
}
