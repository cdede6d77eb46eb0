import Dispatch
import Foundation
import InputModel

/// Runs main-actor code (the views, the delegates, `updateUIView`, a view's `body`) on the main
/// actor, synchronously, with the session of the calling thread still current.
///
/// UIKit's types are `@MainActor`, so the shim's are too, and a wrapper compiled in Swift 6 mode
/// checks at run time that its main-actor closures run there (SE-0423: a closure handed to the
/// standard library or to a Swift 5 mode module traps elsewhere). So the code runs where it
/// would on iOS: in place when the caller is already on the main queue (a `@MainActor` test,
/// the command's main thread), else on the main queue while the calling thread waits. The
/// session's context moves with it, so `DispatchQueue.main.async` in that code still enqueues
/// on the session's main queue.
///
///     // a nonisolated test, on a pool thread:
///     onSimulatedMainActor { representable.updateUIView(view, context: context) }
///     // → runs on the main queue; the pool thread waits for it
///
/// - Note: A thread that blocks the main queue while it waits for a session on another thread
///   (a `DispatchQueue.main.sync` around a replay on a background queue) would wait forever;
///   drive a session from the thread that waits for it.
func onSimulatedMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
  if MainQueue.isCurrent { return runAsMainActor(body) }
  return withoutActuallyEscaping(body) { body in
    // The calling thread waits while the main queue runs the work, so the work and what it
    // captures are used by one thread at a time. An operation of the main `OperationQueue`,
    // not a bare block: inside it `OperationQueue.current` is `.main`, so an observer
    // registered with `queue: .main` is called in place instead of waiting for the queue.
    let work = MainQueueWork(body: body, context: SimulationThread.current)
    OperationQueue.main.addOperations([BlockOperation { work.run() }], waitUntilFinished: true)
    // `run()` has set it before the operation finished.
    guard let result = work.result else { preconditionFailure("the main queue's operation did not run") }
    return result
  }
}

/// The work handed to the main queue, the session that was current where it was made, and
/// the work's result once it has run.
private final class MainQueueWork<Result>: @unchecked Sendable {
  /// Released as soon as it has run: it is a non-escaping closure, and the operation that
  /// runs it may outlive the wait.
  private var body: (@MainActor () -> Result)?
  private let context: BridgeContext?
  private(set) var result: Result?

  init(body: @escaping @MainActor () -> Result, context: BridgeContext?) {
    self.body = body
    self.context = context
  }

  func run() {
    guard let body else { return }
    self.body = nil
    if let context {
      result = SimulationThread.run(with: context) { runAsMainActor(body) }
    } else {
      result = runAsMainActor(body)
    }
  }
}

/// Calls `body` as the main actor's code; only on the main queue (`MainQueue.isCurrent`).
private func runAsMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
  withoutActuallyEscaping(body) { body in
    // A synchronous `@MainActor` function has the same representation as a nonisolated one,
    // and the caller is on the main queue, where the main actor runs.
    unsafeBitCast(body, to: (() -> Result).self)()
  }
}

/// Whether the calling code runs on the main queue: the main thread, or a block the main queue
/// is running (after `dispatchMain()`, as Swift Testing's runner calls it, the queue's blocks
/// may run on another thread).
private enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool {
    guard marked else { return false }
    return Thread.isMainThread || OperationQueue.current === OperationQueue.main
      || Dispatch.DispatchQueue.getSpecific(key: key) == true
  }
}
