import ChildProcesses
import ChromiumDriver
import Foundation
import InputModel

@testable import OSInputStack

/// What the tests look at after a stack has stopped.
enum StackTraces {
  /// The live processes that carry a stack's mark (`INPUTSIM_STACK=<directory>`).
  static func processes(of directory: String) -> [pid_t] {
    ProcessSweep.processes(carrying: "INPUTSIM_STACK=\(directory)")
      .filter { ProcessGroup.member(pid: $0)?.isZombie == false }
  }

  /// The stack directories in /tmp now.
  static func directories() -> Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
    return Set(names.filter { $0.hasPrefix("inputsim-os-") }.map { "/tmp/" + $0 })
  }

  /// The owner of a file, from stat.
  static func owner(_ path: String) -> UInt32? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_uid : nil
  }
}

extension ScenarioResult {
  /// The whole failure as `inputsim run` prints it — heading, diff, hint and trace — so a stack
  /// test that fails in CI says what the browser showed, not only that it differed.
  ///
  ///     passed → ""
  ///     failed → "scenarios/linux/x.scenario:14:1: error: field does not match …\n  − …\n  + …"
  var explained: String {
    guard let failure else { return "" }
    return FailureRendering.render(failure, path: path)
  }
}

/// One page of the reference pages in a fresh `browser` on a fresh stack; the page, the
/// keyboard and the stack are ended before returning.
///
///     try withStackPage(.webkit) { stack, page in try page.type(XKey(typed: "k")!) }
func withStackPage(
  _ browser: OSBrowser, page name: String = "naive.html", engine: OSEngine = .mozc,
  _ body: (OSInputStack, OSPage) throws -> Void
) throws {
  let stack = try OSInputStack.start()
  defer { stack.stop() }
  let server = try PageServer(pagesDirectory: try ReferencePages.directory())
  let keyboard = try XKeyboard(display: stack.display)
  defer { keyboard.close() }
  let page = try OSPage.open(
    browser, stack: stack, server: server, keyboard: keyboard, page: name, query: "", engine: engine)
  defer { page.close() }
  try body(stack, page)
}
