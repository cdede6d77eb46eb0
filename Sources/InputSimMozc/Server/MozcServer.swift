import ChildProcesses
import Foundation

/// One Mozc server with a private profile, reached through one `mozc_emacs_helper` that holds
/// every session on it. `shared()` is the server of this `inputsim` process; `start()` makes
/// another (tests that kill one).
///
///     let server = try MozcServer.start()      // private HOME, config1.db, helper, server up
///     let session = try server.createSession()
///     try session.send(.code(107))             // "ｋ"
///     server.stop()                            // helper and server ended and reaped, HOME removed
///
/// Starting it makes this process a child subreaper (the server daemonizes: when its parent
/// exits it becomes ours, so we can reap it) and installs `ChildInterrupts` (Ctrl-C, SIGTERM,
/// SIGHUP and a normal exit end it; the server would otherwise outlive us, running).
///
/// Any failure — the helper or the server ends, no reply in time, a reply that does not
/// parse — stops the server at once: its processes are ended and reaped, its HOME removed, and
/// every later call throws `MozcError.stopped`. The shared server is started afresh by the
/// next `shared()`.
///
/// One helper for all sessions (not one per session): its replies take 0.2–0.3 ms per key
/// either way, one helper is one process group to end, and a session costs one line instead
/// of a process. Calls from several threads are serialized.
public final class MozcServer: @unchecked Sendable {
  /// How long a reply may take before the server counts as hung.
  public let replyTimeoutMilliseconds: Int
  /// The version the helper reports (`2.28.4715.102`).
  public let version: String
  /// The helper's pid (also its process group).
  public let helperPID: Int32
  /// The server's pid.
  public let serverPID: Int32
  /// The private HOME; the profile is `<home>/.mozc`.
  public let homeDirectory: String
  /// From starting the helper to the server answering its first key.
  public let startupDuration: Duration

  private let lock = NSLock()
  private let helper: MozcHelperProcess
  private var stopReason: String?
  private var nextSessionID = 1

  private init(
    helper: MozcHelperProcess, homeDirectory: String, replyTimeoutMilliseconds: Int, startupDuration: Duration
  ) {
    self.helper = helper
    self.version = helper.version
    self.helperPID = helper.pid
    self.serverPID = helper.serverPID ?? 0
    self.homeDirectory = homeDirectory
    self.replyTimeoutMilliseconds = replyTimeoutMilliseconds
    self.startupDuration = startupDuration
  }

  deinit { stop() }

  /// Starts a server of its own: checks the installation, writes the profile, starts the
  /// helper (as an unprivileged user when we are root) and sends one key on a scratch
  /// session, which starts the server; then finds the server in the helper's process group.
  ///
  /// - Throws: `MozcError.notInstalled` (naming the Debian packages), `.noUnprivilegedUser`,
  ///   `.setprivMissing`, `.launchFailed`, or what the first command throws. Nothing is left
  ///   running and no directory is left after a failure.
  public static func start(
    installation: MozcInstallation = .standard, config: MozcConfig = .repeatable,
    startupTimeoutMilliseconds: Int = 20_000, replyTimeoutMilliseconds: Int = 10_000
  ) throws(MozcError) -> MozcServer {
    try installation.check()
    let account = try MozcAccount.forThisProcess()
    Subreaper.become()
    ChildInterrupts.install()
    // A helper that died with its server must be an error on write, not a SIGPIPE that ends us.
    signal(SIGPIPE, SIG_IGN)
    let started = ContinuousClock.now
    // One start at a time per Mozc user: concurrent starts race on Mozc's per-user "server
    // ready" semaphore (MozcStartLock).
    let startLock = try MozcStartLock.acquire(
      forUserID: account?.userID ?? getuid(), timeoutMilliseconds: 2 * startupTimeoutMilliseconds)
    defer { startLock.release() }
    let profile = try MozcProfile.create(config: config, account: account)
    let helper: MozcHelperProcess
    do {
      helper = try MozcHelperProcess.launch(
        installation: installation, account: account, profile: profile,
        timeoutMilliseconds: startupTimeoutMilliseconds)
    } catch {
      profile.remove()
      throw error
    }
    do {
      // The server starts on a session's first key, not on CreateSession. Escape with
      // nothing composed changes nothing; the scratch session is deleted.
      let scratch = try helper.send(.createSession, timeoutMilliseconds: startupTimeoutMilliseconds).sessionID
      _ = try helper.send(
        .sendKey(session: scratch, .special(.escape)), timeoutMilliseconds: startupTimeoutMilliseconds)
      try helper.adoptServer(named: installation.serverProcessName)
      _ = try helper.send(.deleteSession(scratch), timeoutMilliseconds: startupTimeoutMilliseconds)
    } catch {
      helper.end()
      throw error
    }
    return MozcServer(
      helper: helper, homeDirectory: profile.homeDirectory,
      replyTimeoutMilliseconds: replyTimeoutMilliseconds,
      startupDuration: started.duration(to: .now))
  }

  private static let sharedLock = NSLock()
  nonisolated(unsafe) private static var sharedServer: MozcServer?

  /// The server of this process, started on first use, and again after it stopped.
  public static func shared() throws(MozcError) -> MozcServer {
    sharedLock.lock()
    defer { sharedLock.unlock() }
    if let server = sharedServer, server.isRunning { return server }
    let server = try start()
    sharedServer = server
    return server
  }

  /// False once the server was stopped or failed.
  public var isRunning: Bool { lock.withLock { stopReason == nil } }

  /// A new session: a composition of its own, nothing typed.
  public func createSession() throws(MozcError) -> MozcSession {
    let reply = try send(.createSession)
    return MozcSession(server: self, id: reply.sessionID)
  }

  /// Sends `command`; on any failure the server is stopped before the error is thrown.
  func send(_ command: MozcCommand) throws(MozcError) -> MozcReply {
    lock.lock()
    defer { lock.unlock() }
    if let stopReason { throw .stopped(reason: stopReason) }
    do {
      return try helper.send(command, timeoutMilliseconds: replyTimeoutMilliseconds)
    } catch {
      stopLocked(reason: error.description)
      throw error
    }
  }

  /// Ends the helper and the server, reaps them and removes the private HOME. Harmless when
  /// already stopped.
  public func stop() {
    lock.withLock { stopLocked(reason: "stop() was called") }
  }

  private func stopLocked(reason: String) {
    guard stopReason == nil else { return }
    stopReason = reason
    helper.end()
  }
}
