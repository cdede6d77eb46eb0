import ChildProcesses
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
