import Dispatch
import Foundation

/// Ends every child this process started (`LiveChildren`) on Ctrl-C (SIGINT), SIGTERM and
/// SIGHUP, and ends them at a normal `exit` too. Then either exits with 128 + the signal
/// number, as a shell expects of an interrupted command, or — for a command that reports what
/// it did — lets the command finish: it sees `received`, stops starting work, reports what ran
/// and exits with `exitStatus(otherwise:)`.
///
/// The signals are received by a dispatch source on a background queue rather than by a C
/// signal handler, so ending the children (kill, waitpid, removing a directory) runs as
/// ordinary code. Installing twice does nothing but raise `.finishWork`: the command line
/// tool installs it before it starts a browser, and a driver whose children would outlive us
/// (Mozc's server) installs it when it starts one.
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
  nonisolated(unsafe) private static var signalNumber: Int32?
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
      let first = signalNumber == nil
      if first { signalNumber = number }
      return (first, after)
    }
    // Children started from now on are ended as they register: nothing outlives the work.
    LiveChildren.shared.close()
    guard first, mode == .finishWork else { exit(128 + number) }
    queue.asyncAfter(deadline: .now() + .milliseconds(finishGraceMilliseconds)) {
      exit(128 + number)
    }
  }

  /// True once `install()` ran.
  public static var isInstalled: Bool { lock.withLock { !sources.isEmpty } }

  /// The first interrupting signal (`SIGINT`, `SIGTERM`, `SIGHUP`) received, or `nil`.
  public static var received: Int32? { lock.withLock { signalNumber } }

  /// 128 + the received signal's number when interrupted (a shell's convention), else
  /// `status`.
  ///
  ///     no signal → exitStatus(otherwise: 1) == 1;  after Ctrl-C → 130
  public static func exitStatus(otherwise status: Int32) -> Int32 {
    received.map { 128 + $0 } ?? status
  }
}
