import Foundation
import InputModel

/// The session whose wrapper code is running on this thread, so `DispatchQueue.main.async`
/// in that code can enqueue on the session's main queue. Per thread: Swift Testing runs
/// tests in parallel, each replay on one thread.
///
///     SimulationThread.run(with: context) { coordinator.textDidChange() }
///
/// A pthread key holds it, not `Thread.current.threadDictionary`: every field event enters
/// `run(with:)`, and the dictionary's bridging made that most of a wrapper's cost per
/// keystroke (docs/BENCHMARKS.md, "Your own wrapper").
enum SimulationThread {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private final class Slot {
    weak var context: BridgeContext?
    init(_ context: BridgeContext) { self.context = context }
  }

  static var current: BridgeContext? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<Slot>.fromOpaque(raw).takeUnretainedValue().context
  }

  static func run<Result>(with context: BridgeContext, _ body: () throws -> Result) rethrows -> Result {
    let saved = pthread_getspecific(key)
    let slot = Slot(context)
    pthread_setspecific(key, Unmanaged.passUnretained(slot).toOpaque())
    defer { pthread_setspecific(key, saved) }
    // The key holds the slot unretained: it must outlive the body.
    return try withExtendedLifetime(slot) { try body() }
  }

  /// Runs `work` at a later turn of the session's main queue, as wrapper code again.
  static func enqueue(_ label: String, on context: BridgeContext, _ work: @escaping () -> Void) {
    context.note("enqueued \(label)")
    context.enqueue(label) { context in run(with: context, work) }
  }
}
