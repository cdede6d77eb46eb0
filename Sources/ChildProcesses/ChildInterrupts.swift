import Dispatch
import Foundation

/// Ends every child this process started (`LiveChildren`) on Ctrl-C (SIGINT), SIGTERM and
/// SIGHUP, and ends them at a normal `exit` too. Then either exits with 128 + the signal
/// number, as a shell expects of an interrupted command, or — for a command that reports what
/// it did — lets the command finish: it sees `received`, stops starting work, reports what ran
/// and exits through `exit(status:)`, which gives 128 + the signal.
///
/// The signals are received by a dispatch source on a background queue rather than by a C
/// signal handler, so ending the children (kill, waitpid, removing a directory) runs as
/// ordinary code. Installing twice does nothing but raise `.finishWork`: the command line
/// tool installs it before it starts a browser or a campaign, and a driver whose children
/// would outlive us (Mozc's server) installs it when it starts one.
///
///     ChildInterrupts.install()
///     // … Ctrl-C while a scenario runs → every child killed and reaped, directories removed, exit 130
///
///     ChildInterrupts.install(after: .finishWork)
///     // … Ctrl-C → children ended; `received` is SIGINT; the command marks the rest not run,
///     // writes its report and exits 130 (or the handler exits after `finishGraceMilliseconds`)
public enum ChildInterrupts {
  /// What the handler does once the children are ended.
  public enum AfterInterrupt: Sendable {
    /// Exit at once with 128 + the signal number.
    case exit
    /// Leave the process to the command, which checks `received` between units of work; a
    /// second signal, or a command that has not exited after `finishGraceMilliseconds`, exits.
    case finishWork
  }

  /// How long a `.finishWork` command has to report and exit after the first signal.
  public static let finishGraceMilliseconds = 10_000

  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  nonisolated(unsafe) private static var after = AfterInterrupt.exit
  nonisolated(unsafe) private static var interruption: Int32?
  /// Held while the handler ends the children (and, exiting, until the process ends), and by
  /// every `uninterrupted` block. Recursive: an `uninterrupted` step may hold smaller ones.
  private static let work = NSRecursiveLock()
  private static let lock = NSLock()

  public static func install(after: AfterInterrupt = .exit) {
    lock.withLock {
      if after == .finishWork { Self.after = .finishWork }
      guard sources.isEmpty else { return }
      let queue = DispatchQueue(label: "inputsim.child-processes.interrupts")
      for number in [SIGINT, SIGTERM, SIGHUP] {
        // Ignored at the C level, delivered to the source instead.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { interrupted(by: number, on: queue) }
        source.resume()
        sources.append(source)
      }
      atexit { LiveChildren.shared.endAll() }
    }
  }

  private static func interrupted(by number: Int32, on queue: DispatchQueue) {
    let (first, mode) = lock.withLock {
      let first = interruption == nil
      if first { interruption = number }
      return (first, after)
    }
    // No `uninterrupted` block is midway while the children end; children started from now
    // on are ended as they register: nothing outlives the work.
    work.lock()
    LiveChildren.shared.close()
    guard first, mode == .finishWork else { terminate(128 + number) }
    work.unlock()
    queue.asyncAfter(deadline: .now() + .milliseconds(finishGraceMilliseconds)) {
      terminate(128 + number)
    }
  }

  /// Runs `body` so that an interrupt's handler does not end the children and remove their
  /// directories in the middle of it: the handler waits until `body` returns. A `body` that
  /// would start after an interrupt that exits waits for the process to end instead; after one
  /// that lets the command finish, it runs (a child it starts is ended as it registers). For a
  /// step that creates files in a child's directory and starts the child, which would
  /// otherwise be left behind by a handler that ran between the two.
  ///
  ///     try ChildInterrupts.uninterrupted { try makeProfile(); try start(browser) }
  public static func uninterrupted<Value, Failure: Error>(_ body: () throws(Failure) -> Value)
    throws(Failure) -> Value
  {
    work.lock()
    defer { work.unlock() }
    if lock.withLock({ interruption != nil && after == .exit }) {
      while true { _ = poll(nil, 0, 1000) }
    }
    return try body()
  }

  /// True once `install()` ran.
  public static var isInstalled: Bool { lock.withLock { !sources.isEmpty } }

  /// The first interrupting signal (`SIGINT`, `SIGTERM`, `SIGHUP`) received, or `nil`.
  public static var received: Int32? { lock.withLock { interruption } }

  /// True once an interrupting signal was received.
  public static var isInterrupted: Bool { received != nil }

  /// 128 + the received signal's number when interrupted (a shell's convention), else
  /// `status`.
  ///
  ///     no signal → exitStatus(otherwise: 1) == 1;  after Ctrl-C → 130
  public static func exitStatus(otherwise status: Int32) -> Int32 {
    received.map { 128 + $0 } ?? status
  }

  /// Ends the process with `status`, or as interrupted: after an interrupt that exits, its
  /// handler ends the process (with 128 + the signal, after ending the children) and this
  /// waits for it; after one that let the command finish, the status is 128 + the signal. The
  /// main thread calls this instead of `exit`, so a command whose children an interrupt just
  /// ended does not exit first with the status of its failed work.
  ///
  ///     ChildInterrupts.exit(status: 2)   // SIGTERM being handled → the process exits 143
  public static func exit(status: Int32) -> Never {
    let (signal, mode) = lock.withLock { (interruption, after) }
    if signal != nil && mode == .exit {
      while true { _ = poll(nil, 0, 1000) }
    }
    terminate(exitStatus(otherwise: status))
  }

  private static func terminate(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
