import Foundation

/// The children this process has started and not yet ended (browsers, Mozc's helper and
/// server), so that an interrupt (Ctrl-C, SIGTERM, SIGHUP) or the end of the process can end
/// them and remove their directories before we exit. The one registry for every driver.
///
///     ChildInterrupts.install()   // once
///     // … Ctrl-C while a scenario runs → every child killed and reaped, directories removed, exit 130
public final class LiveChildren: @unchecked Sendable {
  public static let shared = LiveChildren()

  /// A child's pid, which is also its process group id (`ChildLaunch` starts every child in a
  /// group of its own), and the directory that goes with it (a browser profile, a private HOME).
  public struct Record: Equatable, Sendable {
    public var pid: pid_t
    /// Removed when the child is ended; `nil` for none.
    public var directory: String?
    /// A folder the child made elsewhere, found through a symbolic link in `directory`, that
    /// goes with it; `nil` for none.
    public var linkedFolder: LinkedFolder?

    /// A symbolic link in the child's directory, `link`, whose target lies in a folder named
    /// `folderPrefix…`: that folder is removed with the directory, and nothing else is.
    ///
    ///     profile/SingletonSocket → /tmp/org.chromium.Chromium.Ab12Cd/SingletonSocket
    ///     LinkedFolder(link: "SingletonSocket", folderPrefix: "org.chromium.Chromium.")
    ///     → /tmp/org.chromium.Chromium.Ab12Cd is removed too
    public struct LinkedFolder: Equatable, Sendable {
      public var link: String
      public var folderPrefix: String

      public init(link: String, folderPrefix: String) {
        self.link = link
        self.folderPrefix = folderPrefix
      }

      /// The folder the link in `directory` names, when its name has the prefix.
      func folder(in directory: String) -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + link),
          target.hasPrefix("/")
        else { return nil }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        guard name.hasPrefix(folderPrefix), name.count > folderPrefix.count, !name.contains("/") else {
          return nil
        }
        return folder
      }
    }

    /// An environment entry (`KEY=VALUE`) the child and everything it starts carry: the
    /// processes that left its group (a `setsid` crash handler, a daemon) are found by it and
    /// ended too (`ProcessSweep`), before the directory is removed. `nil` for none.
    public var mark: String?

    public init(pid: pid_t, directory: String?, linkedFolder: LinkedFolder? = nil, mark: String? = nil) {
      self.pid = pid
      self.directory = directory
      self.linkedFolder = linkedFolder
      self.mark = mark
    }

    /// Kills whatever is left of the child's process group, reaps the child (and members of
    /// the group that were handed to us as orphans, see `Subreaper`) and removes its
    /// directory. Harmless when already done.
    public func end() {
      // The group id stays reserved while the (possibly zombie) leader is unreaped, so this
      // reaches only the child's own group (helpers, daemons it started), never a stranger.
      kill(-pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      // SIGKILL is delivered, not yet acted on: on a busy machine members can still be running
      // a moment after the leader is reaped. Wait (boundedly) until none is.
      // A daemon can also turn into our zombie a moment after its last check (it was handed
      // to us as it died): keep reaping until nothing of the group is running or ours.
      let deadline = Deadline(milliseconds: 5000)
      let ours = getpid()
      repeat {
        ProcessGroup.reapOwnZombies(ofGroup: pid)
        let left = ProcessGroup.members(ofGroup: pid).filter { !$0.isZombie || $0.parentPID == ours }
        if left.isEmpty { break }
        _ = poll(nil, 0, 10)
      } while deadline.remainingMilliseconds > 0
      if let mark { ProcessSweep.end(carrying: mark) }
      if let directory {
        if let folder = linkedFolder?.folder(in: directory) { Self.remove(folder) }
        Self.remove(directory)
      }
    }

    /// Removes `path` and everything below it. Two threads can end the same child (the
    /// interrupt handler and the command's own shutdown), and a recursive removal stops at
    /// the first entry the other one removed: so it is tried again until nothing is left.
    static func remove(_ path: String) {
      for _ in 0..<20 {
        do {
          try FileManager.default.removeItem(atPath: path)
          return
        } catch {
          var status = stat()
          if lstat(path, &status) != 0 && errno == ENOENT { return }
        }
      }
    }
  }

  private let lock = NSLock()
  private var records: [pid_t: Record] = [:]
  private var closed = false

  /// Tracks `record` until it is unregistered or ended; after `close()` (an interrupt) the
  /// child is ended at once instead: a command finishing after Ctrl-C starts nothing that
  /// lasts.
  public func register(_ record: Record) {
    let accepted = lock.withLock {
      if !closed { records[record.pid] = record }
      return !closed
    }
    if !accepted { record.end() }
  }

  /// Ends every registered child, and every child registered from now on.
  public func close() {
    lock.withLock { closed = true }
    endAll()
  }

  public func unregister(pid: pid_t) {
    _ = lock.withLock { records.removeValue(forKey: pid) }
  }

  /// The children still running, for tests and for the interrupt handler.
  public var running: [Record] { lock.withLock { Array(records.values) } }

  /// Ends every registered child (the interrupt handler's job, and the end of the process).
  public func endAll() {
    let all = lock.withLock {
      let all = Array(records.values)
      records.removeAll()
      return all
    }
    // Children with neither a mark nor a directory go first: a record that sweeps its mark
    // and removes a directory shared by others (the OS input stack's) ends after them.
    let plain = all.filter { $0.mark == nil && $0.directory == nil }
    for record in plain + all.filter({ $0.mark != nil || $0.directory != nil }) { record.end() }
  }
}
