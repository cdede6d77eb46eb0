import Foundation

/// What /proc says about processes, for the tests that check a browser left nothing behind.
enum ProcessTable {
  /// The pids of live (non-zombie) processes whose process group is `group`.
  static func members(ofGroup group: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After "pid (comm)": state, ppid, pgrp, …
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 2 && fields[0] != "Z" && Int32(fields[2]) == group
    }
  }

  /// True when `pid` names no process at all (not even a zombie waiting to be reaped).
  static func isGone(_ pid: Int32) -> Bool {
    !FileManager.default.fileExists(atPath: "/proc/\(pid)")
  }
}
