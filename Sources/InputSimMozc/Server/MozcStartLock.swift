#if canImport(Glibc)
  import Glibc
#endif

/// One Mozc server starts at a time per user Mozc runs as, across every process on the machine.
///
/// Why: a starting `mozc_emacs_helper` waits for its new server on a named semaphore whose name
/// depends on the user, not on the profile (`/dev/shm/sem.17bb027f7c3b` for `nobody`, whatever
/// its HOME: measured with strace on 2.28.4715.102). Two servers of one user starting at once
/// race on it: one helper can miss its server's signal and wait until its own timeout (20 s
/// here), which parallel test processes and parallel `inputsim` runs hit (2 of 3 runs of three
/// concurrent `swift test --filter InputSimMozcTests`). Holding an `flock` on a per-user file
/// from the helper's launch until its first key is answered (about a quarter of a second)
/// removes the race for everything that starts Mozc through this module.
///
///     let lock = try MozcStartLock.acquire(forUserID: 65534)   // /tmp/inputsim-mozc-start-65534.lock
///     … launch the helper, send the first key …
///     lock.release()
///
/// The file is opened without following a symbolic link and must be a regular file owned by
/// this process's user, so a file another user plants in /tmp cannot make root write through
/// it. `flock` locks belong to the open file, so two threads of one process exclude each other
/// too.
struct MozcStartLock {
  private let descriptor: Int32

  /// The lock file for Mozc running as `userID`.
  static func path(forUserID userID: UInt32, directory: String = "/tmp") -> String {
    "\(directory)/inputsim-mozc-start-\(userID).lock"
  }

  /// Waits (at most `timeoutMilliseconds`) until no other start of a server for `userID` is
  /// under way, then holds the lock.
  ///
  /// - Throws: `MozcError.launchFailed` when the file cannot be opened safely or the lock is
  ///   not free in time (a start elsewhere that hangs).
  static func acquire(forUserID userID: UInt32, timeoutMilliseconds: Int, directory: String = "/tmp")
    throws(MozcError) -> MozcStartLock
  {
    let path = path(forUserID: userID, directory: directory)
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .launchFailed(operation: "open \(path)", reason: String(cString: strerror(errno)))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid()
    else {
      close(descriptor)
      throw .launchFailed(
        operation: "lock \(path)", reason: "it is not a regular file of this user; remove it")
    }
    var waitedMilliseconds = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, waitedMilliseconds < timeoutMilliseconds else {
        let reason =
          errno == EWOULDBLOCK
          ? "another Mozc server has been starting for \(timeoutMilliseconds) ms"
          : String(cString: strerror(errno))
        close(descriptor)
        throw .launchFailed(operation: "lock \(path)", reason: reason)
      }
      _ = poll(nil, 0, 5)
      waitedMilliseconds += 5
    }
    return MozcStartLock(descriptor: descriptor)
  }

  /// Lets the next start go ahead.
  func release() {
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
