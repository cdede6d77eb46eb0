import Foundation

/// What /proc says about the processes of one process group: the way to find a daemon a child
/// started (it stays in the child's group) and to know when a killed group is gone.
///
///     ProcessGroup.members(ofGroup: 4121)
///       →  [Member(pid: 4121, state: "S", parentPID: 4000, name: "mozc_emacs_help"),
///           Member(pid: 4125, state: "S", parentPID: 4000, name: "mozc_server")]
public enum ProcessGroup {
  /// One process of a group, from `/proc/<pid>/stat`.
  public struct Member: Equatable, Sendable {
    public var pid: pid_t
    /// `R`, `S`, `D`, `T`, `Z` (a zombie: ended, waiting to be reaped by its parent), …
    public var state: String
    public var parentPID: pid_t
    /// The kernel's name for it: the executable's file name, cut to 15 bytes.
    public var name: String

    public var isZombie: Bool { state == "Z" || state == "X" }
  }

  /// Every process whose process group is `group`, zombies included.
  public static func members(ofGroup group: pid_t) -> [Member] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> Member? in
      guard let pid = Int32(name), let member = member(pid), member.group == group else { return nil }
      return member.member
    }
  }

  /// One process's entry, or `nil` when it is gone.
  public static func member(pid: pid_t) -> Member? { member(pid)?.member }

  private static func member(_ pid: pid_t) -> (member: Member, group: pid_t)? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
    else { return nil }
    // "pid (comm) state ppid pgrp …"; comm may itself hold spaces and parentheses.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 2, let parent = Int32(fields[1]), let group = Int32(fields[2]) else { return nil }
    let name = String(stat[stat.index(after: open)..<close])
    return (Member(pid: pid, state: String(fields[0]), parentPID: parent, name: name), group)
  }

  /// True while a process of `group` is alive (zombies do not count: they run nothing).
  public static func hasLiveMembers(_ group: pid_t) -> Bool {
    members(ofGroup: group).contains { !$0.isZombie }
  }

  /// Reaps the zombies of `group` whose parent is this process: the group's leader, and
  /// daemons it started that were handed to us when their parent ended (`Subreaper`). Only
  /// those pids are waited for, so no other child's exit status is taken from its owner.
  public static func reapOwnZombies(ofGroup group: pid_t) {
    let ours = getpid()
    for member in members(ofGroup: group) where member.isZombie && member.parentPID == ours {
      var status: Int32 = 0
      while waitpid(member.pid, &status, WNOHANG) < 0 && errno == EINTR {}
    }
  }
}
