import Foundation
import InputModel

/// The session whose wrapper code is running on this thread, so `DispatchQueue.main.async`
/// in that code can enqueue on the session's main queue. Per thread: Swift Testing runs
/// tests in parallel, each replay on one thread.
///
///     SimulationThread.run(with: context) { coordinator.textDidChange() }
enum SimulationThread {
  private static let key = "InputSimUIKit.currentContext"

  private final class Slot {
    weak var context: BridgeContext?
    init(_ context: BridgeContext) { self.context = context }
  }

  static var current: BridgeContext? {
    (Thread.current.threadDictionary[key] as? Slot)?.context
  }

  static func run<Result>(with context: BridgeContext, _ body: () throws -> Result) rethrows -> Result {
    let dictionary = Thread.current.threadDictionary
    let saved = dictionary[key]
    dictionary[key] = Slot(context)
    defer { dictionary[key] = saved }
    return try body()
  }

  /// Runs `work` at a later turn of the session's main queue, as wrapper code again.
  static func enqueue(_ label: String, on context: BridgeContext, _ work: @escaping () -> Void) {
    context.note("enqueued \(label)")
    context.enqueue(label) { context in run(with: context, work) }
  }
}
