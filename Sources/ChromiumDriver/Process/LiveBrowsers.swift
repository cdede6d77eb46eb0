import Foundation

/// The browsers this process has started and not yet ended, so that an interrupt (Ctrl-C,
/// SIGTERM, SIGHUP) can end them and remove their profile directories before we exit.
///
///     ChromiumInterrupts.install()   // once, in the command line tool
///     // … Ctrl-C while a scenario runs → every browser killed and reaped, profiles removed, exit 130
public final class LiveBrowsers: @unchecked Sendable {
  public static let shared = LiveBrowsers()

  /// A browser's pid (also its process group id) and profile directory.
  public struct Record: Equatable, Sendable {
    public var pid: pid_t
    public var profileDirectory: String

    /// Kills whatever is left of the browser's process group, reaps the browser and removes
    /// its profile directory. Harmless when already done.
    func end() {
      // The group id stays reserved while the (possibly zombie) browser is unreaped, so this
      // reaches only the browser's own helpers (zygote, renderers), never a stranger.
      kill(-pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      // SIGKILL is delivered, not yet acted on: on a busy machine the helpers can still be
      // running a moment after the browser is reaped. Wait (boundedly) until none is.
      let deadline = Deadline(milliseconds: 5000)
      while Self.groupHasLiveMembers(pid) && deadline.remainingMilliseconds > 0 {
        _ = poll(nil, 0, 10)
      }
      try? FileManager.default.removeItem(atPath: profileDirectory)
    }

    /// True while a process of the group `group` is alive (zombies waiting to be reaped by
    /// their new parent do not count: they run nothing).
    static func groupHasLiveMembers(_ group: pid_t) -> Bool {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return entries.contains { name in
        guard let pid = Int32(name),
          let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return false }
        // After "pid (comm)": state, ppid, pgrp, …
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 2 && fields[0] != "Z" && Int32(fields[2]) == group
      }
    }
  }

  private let lock = NSLock()
  private var records: [pid_t: Record] = [:]

  func register(_ record: Record) {
    lock.withLock { records[record.pid] = record }
  }

  func unregister(pid: pid_t) {
    _ = lock.withLock { records.removeValue(forKey: pid) }
  }

  /// The browsers still running, for tests and for the interrupt handler.
  public var running: [Record] { lock.withLock { Array(records.values) } }

  /// Ends every registered browser (the interrupt handler's job).
  public func endAll() {
    let all = lock.withLock {
      let all = Array(records.values)
      records.removeAll()
      return all
    }
    for record in all { record.end() }
  }
}
