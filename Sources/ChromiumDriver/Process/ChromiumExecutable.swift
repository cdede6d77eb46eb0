import ChildProcesses

/// Finds the browser to start: `INPUTSIM_CHROMIUM` when set, else the first of `chromium`,
/// `chromium-browser`, `google-chrome` on `PATH`.
///
///     ChromiumExecutable.locate(environment: ["PATH": "/usr/bin"])   // "/usr/bin/chromium"
public enum ChromiumExecutable {
  /// The names tried on `PATH`, in order (Debian's package installs `chromium`).
  public static let candidateNames = ["chromium", "chromium-browser", "google-chrome"]

  public static func locate(
    environment: [String: String] = currentEnvironment()
  ) throws(ChromiumError) -> String {
    if let configured = environment["INPUTSIM_CHROMIUM"], !configured.isEmpty {
      guard isExecutableFile(configured) else { throw .executableNotUsable(path: configured) }
      return configured
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in candidateNames {
      for directory in directories where !directory.isEmpty {
        let path = "\(directory)/\(name)"
        if isExecutableFile(path) { return path }
      }
    }
    throw .executableNotFound(searched: candidateNames)
  }

  static func isExecutableFile(_ path: String) -> Bool { ExecutableFile.isExecutable(path) }

  /// This process's environment as a dictionary.
  public static func currentEnvironment() -> [String: String] { ExecutableFile.currentEnvironment() }
}
