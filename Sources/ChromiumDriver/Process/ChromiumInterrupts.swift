import Dispatch
import Foundation

/// Ends every browser on Ctrl-C (SIGINT), SIGTERM and SIGHUP, then exits with 128 + the
/// signal number, as a shell expects of an interrupted command.
///
/// The signals are received by a dispatch source on a background queue rather than by a C
/// signal handler, so ending the browsers (kill, waitpid, removing a directory) runs as
/// ordinary code. The command line tool installs it once, before it starts a browser.
///
///     ChromiumInterrupts.install()
public enum ChromiumInterrupts {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  private static let lock = NSLock()

  public static func install() {
    lock.withLock {
      guard sources.isEmpty else { return }
      let queue = DispatchQueue(label: "inputsim.chromium.interrupts")
      for number in [SIGINT, SIGTERM, SIGHUP] {
        // Ignored at the C level, delivered to the source instead.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler {
          LiveBrowsers.shared.endAll()
          exit(128 + number)
        }
        source.resume()
        sources.append(source)
      }
    }
  }
}
