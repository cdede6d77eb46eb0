import ChromiumDriver

/// What went wrong with the OS input stack, naming the step and, where a program failed, the
/// last lines it logged.
///
///     missingPackages([.init(path: "/usr/bin/Xvfb", package: "xvfb")])
///       →  "the OS input stack needs Debian packages that are not installed: xvfb (/usr/bin/Xvfb missing); install: apt-get install xvfb"
///     engineNotActive(engine: .hangul, step: "fcitx5-remote -s hangul", log: "…")
///       →  "the input method hangul did not activate (step: fcitx5-remote -s hangul); fcitx5's log ends: …"
public enum OSInputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Programs the stack needs are not installed (exit status 2 for the command line).
  case missingPackages([StackPackages.Requirement])
  /// No unprivileged user to run the stack as when root, or no `setpriv`.
  case account(String)
  /// A directory or file of the stack could not be made.
  case setup(operation: String, reason: String)
  /// A program could not be started, or ended or did not answer before it was ready.
  case startFailed(program: String, reason: String, log: String)
  /// fcitx5 did not switch to the engine (`fcitx5-remote -s` or the check after it).
  case engineNotActive(engine: OSEngine, step: String, log: String)
  /// The browser's window never showed, or its page never reported ready and focused.
  case pageNotLoaded(browser: String, step: String, log: String)
  /// The page has no field to type into: nothing matches `selector` (`nil`: the default rule,
  /// the first enabled, writable text input, textarea or contenteditable element), or the
  /// match takes no typed text (`reason`), as `--field` reports it for Chromium.
  case fieldNotFound(selector: String?, reason: String?)
  /// The browser (or another program of the stack) ended while a scenario ran.
  case exited(program: String, log: String)
  /// The page's channel failed (a malformed message, a closed connection, no answer in time).
  case channel(String)
  /// The X server refused a key (no keycode for it, no XTEST extension).
  case key(String)
  /// The stack was stopped; nothing more can be done with it.
  case stopped

  public var description: String {
    switch self {
    case .missingPackages(let requirements):
      let packages = Array(Set(requirements.map(\.package))).sorted()
      let paths = requirements.map { "\($0.package): \($0.path) missing" }.joined(separator: ", ")
      return
        "the OS input stack needs Debian packages that are not installed: \(packages.joined(separator: " ")) "
        + "(\(paths)); install: apt-get install \(packages.joined(separator: " "))"
    case .account(let reason):
      return "cannot run the OS input stack: \(reason)"
    case .setup(let operation, let reason):
      return "cannot prepare the OS input stack: \(operation): \(reason)"
    case .startFailed(let program, let reason, let log):
      return "\(program) did not start: \(reason)" + Self.logSuffix(program, log)
    case .engineNotActive(let engine, let step, let log):
      return "the input method \(engine.rawValue) did not activate (step: \(step))"
        + Self.logSuffix("fcitx5", log)
    case .pageNotLoaded(let browser, let step, let log):
      return "\(browser) did not load the page (step: \(step))" + Self.logSuffix(browser, log)
    case .fieldNotFound(let selector, let reason?):
      return ChromiumError.fieldNotEditable(
        selector: selector ?? FieldScripts.defaultSelector, reason: reason
      )
      .description
    case .fieldNotFound(let selector, nil):
      return ChromiumError.fieldNotFound(selector: selector).description
    case .exited(let program, let log):
      return "\(program) ended while the scenario ran" + Self.logSuffix(program, log)
    case .channel(let reason):
      return "the page's channel failed: \(reason)"
    case .key(let reason):
      return "cannot type the key: \(reason)"
    case .stopped:
      return "the OS input stack was stopped"
    }
  }

  private static func logSuffix(_ program: String, _ log: String) -> String {
    log.isEmpty ? "" : "; \(program)'s log ends:\n" + log
  }
}
