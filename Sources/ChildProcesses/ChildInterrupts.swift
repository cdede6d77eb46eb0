import Dispatch
import Foundation

/// Ends every child this process started (`LiveChildren`) on Ctrl-C (SIGINT), SIGTERM and
/// SIGHUP, then exits with 128 + the signal number, as a shell expects of an interrupted
/// command; and ends them at a normal `exit` too.
///
/// The signals are received by a dispatch source on a background queue rather than by a C
/// signal handler, so ending the children (kill, waitpid, removing a directory) runs as
/// ordinary code. Installing twice does nothing: the command line tool installs it before it
/// starts a browser, and a driver whose children would outlive us (Mozc's server daemonizes)
/// installs it when it starts one.
///
///     ChildInterrupts.install()
///     // … Ctrl-C while a scenario runs → every child killed and reaped, directories removed, exit 130
public enum ChildInterrupts {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  private static let lock = NSLock()

  public static func install() {
    lock.withLock {
      guard sources.isEmpty else { return }
      let queue = DispatchQueue(label: "inputsim.child-processes.interrupts")
      for number in [SIGINT, SIGTERM, SIGHUP] {
        // Ignored at the C level, delivered to the source instead.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler {
          lock.withLock { interruption = number }
          // Held until the process ends: no `uninterrupted` block starts or is midway now.
          work.lock()
          LiveChildren.shared.endAll()
          terminate(128 + number)
        }
        source.resume()
        sources.append(source)
      }
      atexit { LiveChildren.shared.endAll() }
    }
  }

  /// Recursive: an `uninterrupted` step may hold smaller ones.
  private static let work = NSRecursiveLock()

  /// Runs `body` so that an interrupt's handler does not end the children and remove their
  /// directories in the middle of it: the handler waits until `body` returns, and a `body`
  /// that would start after the interrupt waits for the process to end instead. For a step
  /// that creates files in a child's directory and starts the child, which would otherwise be
  /// left behind by a handler that ran between the two.
  ///
  ///     try ChildInterrupts.uninterrupted { try makeProfile(); try start(browser) }
  public static func uninterrupted<Value, Failure: Error>(_ body: () throws(Failure) -> Value)
    throws(Failure) -> Value
  {
    work.lock()
    defer { work.unlock() }
    if isInterrupted {
      while true { _ = poll(nil, 0, 1000) }
    }
    return try body()
  }

  /// True once `install()` ran.
  public static var isInstalled: Bool { lock.withLock { !sources.isEmpty } }

  nonisolated(unsafe) private static var interruption: Int32?

  /// True while an interrupt's handler is ending the children and the process.
  public static var isInterrupted: Bool { lock.withLock { interruption != nil } }

  /// Ends the process with `status`, unless an interrupt is being handled: then its handler
  /// ends the process (with 128 + the signal, after ending the children) and this waits for it.
  /// The main thread calls this instead of `exit`, so a command whose children an interrupt
  /// just ended does not exit first with the status of its failed work.
  ///
  ///     ChildInterrupts.exit(status: 2)   // SIGTERM being handled → the process exits 143
  public static func exit(status: Int32) -> Never {
    if lock.withLock({ interruption }) != nil {
      while true { _ = poll(nil, 0, 1000) }
    }
    terminate(status)
  }

  private static func terminate(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
