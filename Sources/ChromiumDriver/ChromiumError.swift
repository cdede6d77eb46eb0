/// Everything that can go wrong while driving the browser, each with a message a user can act
/// on. The command line turns `executableNotFound` and `launchFailed` into exit status 2.
///
///     ChromiumError.timedOut(method: "Runtime.evaluate", milliseconds: 5000).description
///     // "Chromium did not answer Runtime.evaluate within 5000 ms"
public enum ChromiumError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No browser binary: `INPUTSIM_CHROMIUM` unset and none of the names on `PATH`.
  case executableNotFound(searched: [String])
  /// `INPUTSIM_CHROMIUM` names a file that is missing or not executable.
  case executableNotUsable(path: String)
  /// A system call needed to start the browser failed (`pipe`, `mkdtemp`, `posix_spawn`).
  case launchFailed(operation: String, reason: String)
  /// The browser did not answer `method` in time.
  case timedOut(method: String, milliseconds: Int)
  /// The browser closed its end of the pipe (it exited or crashed) while `method` waited.
  case browserExited(method: String)
  /// Reading or writing the pipe failed.
  case pipeFailed(operation: String, reason: String)
  /// The browser answered with an error (`{"error": {"code", "message"}}`).
  case commandFailed(method: String, code: Int, message: String)
  /// A message that is not JSON, or a reply missing a field the driver needs.
  case malformedMessage(String)
  /// A message larger than the decoder accepts.
  case messageTooLarge(byteCount: Int)
  /// The page's script threw (`exceptionDetails` of `Runtime.evaluate`).
  case pageScriptFailed(String)
  /// The page reported something no field can be (a selection outside its value); what a page
  /// reports is untrusted input.
  case pageReportInvalid(String)
  /// The page could not be loaded (`Page.navigate` reported `errorText`).
  case navigationFailed(url: String, reason: String)
  /// The field selector matched nothing; `nil`: the page has no field that takes typed text
  /// (the default choice).
  case fieldNotFound(selector: String?)
  /// The selector matched an element that takes no typed text: `reason` says which and why.
  case fieldNotEditable(selector: String, reason: String)
  /// The bundled reference pages are not next to the executable (nor in `INPUTSIM_PAGES`).
  case referencePagesMissing(searched: String)
  /// The browser was already closed when a command was sent.
  case closed

  public var description: String {
    switch self {
    case .executableNotFound(let searched):
      "no Chromium found (looked for INPUTSIM_CHROMIUM, then \(searched.joined(separator: ", ")) on PATH); "
        + "install the Debian package 'chromium' (apt-get install chromium) or set INPUTSIM_CHROMIUM"
    case .executableNotUsable(let path):
      "INPUTSIM_CHROMIUM names '\(path)', which is not an executable file"
    case .launchFailed(let operation, let reason):
      "cannot start Chromium: \(operation) failed: \(reason)"
    case .timedOut(let method, let milliseconds):
      "Chromium did not answer \(method) within \(milliseconds) ms"
    case .browserExited(let method):
      "Chromium exited while waiting for \(method)"
    case .pipeFailed(let operation, let reason):
      "the DevTools pipe failed: \(operation): \(reason)"
    case .commandFailed(let method, let code, let message):
      "Chromium refused \(method): \(message) (code \(code))"
    case .malformedMessage(let text):
      "Chromium sent a message that is not valid DevTools JSON: \(text)"
    case .messageTooLarge(let byteCount):
      "Chromium sent a message of more than \(byteCount) bytes"
    case .pageScriptFailed(let text):
      "the page threw: \(text)"
    case .pageReportInvalid(let text):
      "the page's report cannot be used: \(text)"
    case .navigationFailed(let url, let reason):
      "cannot load \(url): \(reason)"
    case .fieldNotFound(let selector?):
      "no text field matches '\(selector)' (an input, a textarea or a contenteditable element)"
    case .fieldNotFound(nil):
      "the page has no field that takes typed text (an enabled, writable input of type "
        + FieldScripts.textInputTypes.joined(separator: ", ")
        + ", a textarea or a contenteditable element)"
    case .fieldNotEditable(let selector, let reason):
      "'\(selector)' matches no field that takes typed text: \(reason)"
    case .referencePagesMissing(let searched):
      "the reference pages are missing (looked in \(searched) and next to the executable); "
        + "set INPUTSIM_PAGES to the Pages folder of Sources/ChromiumDriver"
    case .closed:
      "the browser is already closed"
    }
  }
}
