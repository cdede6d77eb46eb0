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
      try? FileManager.default.removeItem(atPath: profileDirectory)
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
