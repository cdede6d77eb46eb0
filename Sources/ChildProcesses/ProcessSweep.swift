import Foundation

/// Finds the processes that carry one environment entry, wherever they are: the way to end
/// what a child started outside its process group (a browser's crash handler calls `setsid`,
/// Mozc's server daemonizes). Every process of one stack is started with the same entry, which
/// its descendants inherit.
///
///     ProcessSweep.processes(carrying: "INPUTSIM_STACK=/tmp/inputsim-os-Ab12Cd")
///       →  [4739 (chromium), 4758 (chrome_crashpad), 3243 (mozc_server)]
///
/// Reading another user's `/proc/PID/environ` needs root (or the same user): as root every
/// process is seen, as a user our own, which are the only ones we start.
public enum ProcessSweep {
  /// The live processes whose environment holds `entry` (`KEY=VALUE`, compared whole).
  public static func processes(carrying entry: String) -> [pid_t] {
    let wanted = Array(entry.utf8)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> pid_t? in
      guard let pid = Int32(name), pid != getpid(),
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
      else { return nil }
      return data.split(separator: 0).contains { $0.elementsEqual(wanted) } ? pid : nil
    }
  }

  /// Kills (SIGKILL) every process carrying `entry` until none is left (boundedly: 5 s), and
  /// reaps those that are our children. Returns how many were found.
  @discardableResult
  public static func end(carrying entry: String) -> Int {
    var seen = Set<pid_t>()
    let deadline = Deadline(milliseconds: 5000)
    while deadline.remainingMilliseconds > 0 {
      let live = processes(carrying: entry).filter { ProcessGroup.member(pid: $0)?.isZombie == false }
      reapOwnChildren(seen)
      if live.isEmpty { break }
      for pid in live {
        seen.insert(pid)
        kill(pid, SIGKILL)
      }
      _ = poll(nil, 0, 10)
    }
    reapOwnChildren(seen)
    return seen.count
  }

  private static func reapOwnChildren(_ pids: Set<pid_t>) {
    let ours = getpid()
    for pid in pids where ProcessGroup.member(pid: pid)?.parentPID == ours {
      var status: Int32 = 0
      while waitpid(pid, &status, WNOHANG) < 0 && errno == EINTR {}
    }
  }
}
