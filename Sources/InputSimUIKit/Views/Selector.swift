import Foundation

/// A target/action selector without the Objective-C runtime. Linux's Swift rejects `@objc` and
/// `#selector(…)` in the compiler, so no library can accept them; the one-line replacement
/// names the method itself, and `addTarget(_:action:for:)` calls it on the target:
///
///     // iOS:   field.addTarget(coordinator, action: #selector(Coordinator.changed(_:)), for: .editingChanged)
///     // Linux: field.addTarget(coordinator, action: Selector(Coordinator.changed), for: .editingChanged)
///
/// A selector made from a name alone (`Selector("changed:")`) has no method to call here: a
/// control that would send it records the call as one the shim cannot honour, naming this
/// replacement.
public struct Selector: CustomStringConvertible, @unchecked Sendable {
  /// The selector's name: the one given, or the method's target and sender types.
  public let name: String
  /// Calls the method on `target` with `sender`; `false` when either has the wrong type.
  let perform: ((AnyObject, Any?) -> Bool)?

  /// A selector by name only (UIKit's `Selector("changed:")`). It compiles, with a warning that
  /// names the replacement, and a control that would send it fails the scenario at its line.
  @available(
    *, deprecated,
    message:
      "Linux has no Objective-C runtime to find a method by name; pass the method itself: Selector(Coordinator.changed)"
  )
  public init(_ name: String) {
    self.name = name
    self.perform = nil
  }

  /// A selector for a method that takes the sender: `Selector(Coordinator.changed)`.
  public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
    self.name = "\(Target.self) method taking \(Sender.self)"
    self.perform = { target, sender in
      guard let target = target as? Target, let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
  }

  /// A selector for a method without arguments: `Selector(Coordinator.done)`.
  public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
    self.name = "\(Target.self) method"
    self.perform = { target, _ in
      guard let target = target as? Target else { return false }
      method(target)()
      return true
    }
  }

  public var description: String { "Selector(\(name))" }

  /// Why a selector cannot be sent to `target`, or `nil` when it can.
  func refusal(for target: AnyObject) -> String? {
    guard perform != nil else {
      return "Linux has no Objective-C runtime to find \(Quoting.quoted(name)) by name; pass the method "
        + "itself: Selector(\(type(of: target)).method)"
    }
    return nil
  }
}

/// `Quoting` for this module's messages.
private enum Quoting {
  static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
