import Foundation
import Testing

@testable import ChildProcesses

@Suite("ProcessSweep: the processes carrying a mark are found and ended wherever they went", .serialized)
struct ProcessSweepTests {
  @Test("a process that left its group (setsid) is found by its mark and ended")
  func escapedProcessEnded() throws {
    let mark = "INPUTSIM_SWEEP_TEST=\(UUID().uuidString)"
    var environment = ExecutableFile.currentEnvironment()
    environment["INPUTSIM_SWEEP_TEST"] = String(mark.split(separator: "=")[1])
    let pid = try ChildLaunch(
      executable: "/bin/sh", arguments: ["-c", "setsid sleep 300 & exec sleep 300"], environment: environment,
      descriptors: [(0, .nullInput), (1, .nullOutput), (2, .nullOutput)]
    ).spawn()
    let record = LiveChildren.Record(pid: pid, directory: nil, mark: mark)
    let deadline = Deadline(milliseconds: 10_000)
    while ProcessSweep.processes(carrying: mark).count < 2 && deadline.remainingMilliseconds > 0 {
      _ = poll(nil, 0, 10)
    }
    let found = ProcessSweep.processes(carrying: mark)
    #expect(found.count == 2)
    #expect(found.contains { getpgid($0) != pid }, "the setsid process is in a group of its own")
    record.end()
    let left = ProcessSweep.processes(carrying: mark).filter {
      ProcessGroup.member(pid: $0)?.isZombie == false
    }
    #expect(left.isEmpty)
  }
}
