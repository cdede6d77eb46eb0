// Re-exported so that this module's `DispatchQueue` is declared in a module that re-exports
// Dispatch's: a file importing `Foundation` and `InputSimUIKit` then resolves
// `DispatchQueue.main.async { … }` to this type (checked by DispatchQueueTests).
@_exported import Dispatch
@_exported import Foundation
import InputModel

/// `DispatchQueue.main.async { … }` and `asyncAfter` for wrapper code. Inside a simulation
/// (while `RepresentableBridge` runs the wrapper's code) they enqueue on the session's main
/// queue, so the work runs at the next turn and not before, deterministically; outside one
/// they forward to Dispatch's queue.
///
///     DispatchQueue.main.async { self.text = field.text ?? "" }   // a later turn of the session
///
/// `asyncAfter`'s delay is not waited for: the work runs at the next turn, after work
/// enqueued before it (the simulation has turns, not seconds).
public final class DispatchQueue: Sendable {
  public let label: String
  private let isMain: Bool

  private init(label: String, isMain: Bool) {
    self.label = label
    self.isMain = isMain
  }

  /// A queue of your own; its work runs on Dispatch's main queue, outside the simulation.
  public convenience init(label: String) {
    self.init(label: label, isMain: false)
  }

  public static let main = DispatchQueue(label: "com.apple.main-thread", isMain: true)

  /// The work is `@MainActor`, as Swift treats work sent to the main queue: wrapper code that
  /// touches views inside it compiles in Swift 6 mode as on iOS.
  public func async(execute work: @escaping @MainActor () -> Void) {
    schedule("DispatchQueue.main.async", work)
  }

  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
    schedule("DispatchQueue.main.asyncAfter", work)
  }

  private func schedule(_ label: String, _ work: @escaping @MainActor () -> Void) {
    let unchecked = UncheckedWork(work)
    if isMain, let context = SimulationThread.current {
      return SimulationThread.enqueue(label, on: context) { onSimulatedMainActor { unchecked.work() } }
    }
    Dispatch.DispatchQueue.main.async { MainActor.assumeIsolated { unchecked.work() } }
  }
}

/// Work handed on to a later turn; the wrapper's closures are not `Sendable` (UIKit code runs
/// on one thread), and the turn runs them on the session's thread, or Dispatch's main queue.
private struct UncheckedWork: @unchecked Sendable {
  let work: @MainActor () -> Void
  init(_ work: @escaping @MainActor () -> Void) { self.work = work }
}
