import Foundation
import Testing

@testable import ChildProcesses

/// Starts `/bin/sh -c script` in a group of its own, output discarded.
private func shell(_ script: String) throws -> pid_t {
  try ChildLaunch(
    executable: "/bin/sh", arguments: ["-c", script],
    descriptors: [(0, .nullInput), (1, .nullOutput), (2, .nullOutput)]
  ).spawn()
}

/// Waits (boundedly) until a live member of `group` other than `pid` has this process as its
/// parent: the process that started it has exited and the orphan was handed to us.
private func awaitOrphan(ofGroup group: pid_t, besides pid: pid_t) -> ProcessGroup.Member? {
  let deadline = Deadline(milliseconds: 10_000)
  while deadline.remainingMilliseconds > 0 {
    let orphan = ProcessGroup.members(ofGroup: group).first {
      !$0.isZombie && $0.pid != pid && $0.parentPID == getpid()
    }
    if let orphan { return orphan }
    _ = poll(nil, 0, 5)
  }
  return nil
}

/// Waits (boundedly) until `group` has `count` live members: the script has started them.
private func awaitMembers(_ group: pid_t, count: Int) -> [ProcessGroup.Member] {
  let deadline = Deadline(milliseconds: 10_000)
  while deadline.remainingMilliseconds > 0 {
    let live = ProcessGroup.members(ofGroup: group).filter { !$0.isZombie }
    if live.count >= count { return live }
    _ = poll(nil, 0, 5)
  }
  return ProcessGroup.members(ofGroup: group)
}

@Suite("LiveChildren and ChildLaunch: every child started is ended and reaped", .serialized)
struct LiveChildrenTests {
  @Test("a child starts in a process group of its own")
  func ownGroup() throws {
    let pid = try shell("exec sleep 30")
    let record = LiveChildren.Record(pid: pid, directory: nil)
    defer { record.end() }
    let members = awaitMembers(pid, count: 1)
    #expect(members.map(\.pid) == [pid])
    #expect(getpgid(pid) == pid)
  }

  @Test("ending a child ends its group, reaps the daemon it left behind and removes its directory")
  func daemonReaped() throws {
    #expect(Subreaper.become())
    #expect(Subreaper.isActive)
    let directory = NSTemporaryDirectory() + "inputsim-child-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // The inner shell starts a sleeper and exits: the sleeper is orphaned, handed to us (a
    // subreaper) and stays in the group, as Mozc's server does.
    let pid = try shell("sh -c 'sleep 300 &'; exec sleep 300")
    let record = LiveChildren.Record(pid: pid, directory: directory)
    LiveChildren.shared.register(record)
    // The inner shell may still be alive at first: wait until it has exited and its sleeper
    // has been handed to us.
    let daemon = try #require(awaitOrphan(ofGroup: pid, besides: pid), "the orphan was handed to us")
    LiveChildren.shared.unregister(pid: pid)
    record.end()
    #expect(ProcessGroup.members(ofGroup: pid) == [], "a process or zombie of the group is left")
    #expect(ProcessGroup.member(pid: daemon.pid) == nil)
    #expect(!FileManager.default.fileExists(atPath: directory))
    #expect(!LiveChildren.shared.running.contains { $0.pid == pid })
  }

  @Test("endAll ends every registered child and forgets it")
  func endAll() throws {
    let first = try shell("exec sleep 30")
    let second = try shell("exec sleep 30")
    let registry = LiveChildren()
    registry.register(LiveChildren.Record(pid: first, directory: nil))
    registry.register(LiveChildren.Record(pid: second, directory: nil))
    #expect(Set(registry.running.map(\.pid)) == [first, second])
    registry.endAll()
    #expect(registry.running.isEmpty)
    #expect(ProcessGroup.member(pid: first) == nil)
    #expect(ProcessGroup.member(pid: second) == nil)
  }

  @Test("a program that does not exist is an error naming it")
  func missingExecutable() {
    #expect(
      throws: ChildLaunchError(
        operation: "posix_spawn /nonexistent/program", reason: "No such file or directory")
    ) {
      try ChildLaunch(executable: "/nonexistent/program", arguments: [], descriptors: []).spawn()
    }
  }

  @Test("the child gets exactly the environment it is given")
  func environment() throws {
    guard let pipe = ChildLaunch.makePipe() else {
      Issue.record("no pipe")
      return
    }
    let pid = try ChildLaunch(
      executable: "/usr/bin/env", arguments: [], environment: ["HOME": "/tmp/h", "A": "1"],
      descriptors: [(0, .nullInput), (1, .duplicate(pipe.write)), (2, .nullOutput)]
    ).spawn()
    close(pipe.write)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipe.read, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[..<count]
    }
    close(pipe.read)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    #expect(String(decoding: output, as: UTF8.self) == "A=1\nHOME=/tmp/h\n")
  }
}
