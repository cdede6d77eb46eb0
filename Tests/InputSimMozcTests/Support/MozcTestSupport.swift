import ChildProcesses
import Foundation
import Testing

@testable import InputSimMozc

/// A server of the test's own, for tests that stop, kill or stop-signal it (the others use
/// `MozcServer.shared()`). Without Mozc this throws `notInstalled`, whose message names the
/// Debian packages: the test fails, it is never skipped.
func startPrivateServer(replyTimeoutMilliseconds: Int = 10_000) throws -> MozcServer {
  try MozcServer.start(replyTimeoutMilliseconds: replyTimeoutMilliseconds)
}

/// What /proc says about a process, for the tests that check nothing is left behind.
enum ProcessState {
  /// The real user id of `pid`, from `/proc/<pid>/status`.
  static func userID(of pid: Int32) -> UInt32? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
      let real = line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first
    else { return nil }
    return UInt32(real)
  }

  /// Waits (boundedly) until every thread of `pid` is stopped: SIGSTOP is delivered when each
  /// thread is next scheduled, and a thread already past that point can still answer a key.
  static func awaitStopped(_ pid: Int32) -> Bool {
    let deadline = Deadline(milliseconds: 10_000)
    while deadline.remainingMilliseconds > 0 {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      let states = tasks.compactMap { task -> Substring? in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first
      }
      if !states.isEmpty && states.allSatisfy({ $0 == "T" }) { return true }
      _ = poll(nil, 0, 5)
    }
    return false
  }

  /// Waits (boundedly) until no process of `group` runs any more (zombies do not run).
  static func awaitNoLiveMembers(ofGroup group: Int32) -> Bool {
    let deadline = Deadline(milliseconds: 10_000)
    while deadline.remainingMilliseconds > 0 {
      if !ProcessGroup.hasLiveMembers(group) { return true }
      _ = poll(nil, 0, 5)
    }
    return false
  }

  /// True when `pid` names no process at all (not even a zombie waiting to be reaped).
  static func isGone(_ pid: Int32) -> Bool {
    !FileManager.default.fileExists(atPath: "/proc/\(pid)")
  }
}

/// Checks that `server`'s helper and server processes are gone (reaped, not zombies), their
/// process group is empty, no registry entry and no HOME is left.
func expectNothingLeft(of server: MozcServer, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(ProcessState.isGone(server.helperPID), "the helper is still there", sourceLocation: sourceLocation)
  #expect(ProcessState.isGone(server.serverPID), "the server is still there", sourceLocation: sourceLocation)
  #expect(
    ProcessGroup.members(ofGroup: server.helperPID) == [], "a process of the helper's group is left",
    sourceLocation: sourceLocation)
  #expect(
    !LiveChildren.shared.running.contains { $0.pid == server.helperPID }, "still registered",
    sourceLocation: sourceLocation)
  #expect(
    !FileManager.default.fileExists(atPath: server.homeDirectory), "the private HOME is left",
    sourceLocation: sourceLocation)
}
