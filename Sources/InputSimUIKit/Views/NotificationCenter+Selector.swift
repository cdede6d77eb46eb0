import Foundation

extension NotificationCenter {
  /// UIKit's selector-based observer, with a `Selector` made from the method (Linux has no
  /// Objective-C runtime): the method is called with the notification while the observer
  /// lives (it is held weakly, as Foundation holds it).
  ///
  ///     NotificationCenter.default.addObserver(
  ///       self, selector: Selector(Coordinator.textChanged), name: UITextView.textDidChangeNotification, object: view)
  ///
  /// A selector made from a name alone has no method to call: inside a simulation the call is
  /// reported as one the shim cannot honour (the scenario fails, naming this line), and the
  /// observer is not added. Foundation's `removeObserver(_:)` does not remove these; a
  /// released observer is simply not called.
  public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
    if let refusal = selector.refusal(for: observer as AnyObject) {
      UnhonouredCall.record(
        "NotificationCenter.addObserver(_:selector: \(selector), name:object:)", reason: refusal,
        context: SimulationThread.current)
      return
    }
    let target = WeakObserver(object: observer as AnyObject)
    let unchecked = UncheckedSelector(selector: selector)
    _ = addObserver(forName: name, object: object, queue: nil) { notification in
      guard let observer = target.object else { return }
      _ = unchecked.selector.perform?(observer, notification)
    }
  }
}

/// The observer, weakly, inside Foundation's `@Sendable` block (UIKit code runs on one thread).
private struct WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
}

private struct UncheckedSelector: @unchecked Sendable {
  let selector: Selector
}
