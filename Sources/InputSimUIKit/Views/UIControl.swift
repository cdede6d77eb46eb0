import Foundation

/// A block-based action (`UIAction { _ in … }`), the Linux replacement for
/// `addTarget(_:action:for:)` with a selector.
/// The handler is `@MainActor`, as UIKit's `UIActionHandler`.
public final class UIAction: NSObject {
  public let title: String
  let handler: @MainActor (UIAction) -> Void
  /// The control that sent the action being handled.
  public internal(set) weak var sender: AnyObject?

  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// A control: actions registered per event and sent in registration order.
///
///     field.addAction(UIAction { _ in print("changed") }, for: .editingChanged)
///     field.sendActions(for: .editingChanged)   // prints "changed"
open class UIControl: UIView {
  /// The control events, as UIKit's option set.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)

    /// The event as code spells it (`.editingChanged`), for traces.
    public var name: String {
      let names: [(Event, String)] = [
        (.touchUpInside, ".touchUpInside"), (.valueChanged, ".valueChanged"),
        (.primaryActionTriggered, ".primaryActionTriggered"), (.menuActionTriggered, ".menuActionTriggered"),
        (.editingDidBegin, ".editingDidBegin"), (.editingChanged, ".editingChanged"),
        (.editingDidEnd, ".editingDidEnd"), (.editingDidEndOnExit, ".editingDidEndOnExit"),
      ]
      let matched = names.filter { contains($0.0) }.map(\.1)
      return matched.isEmpty ? "UIControl.Event(rawValue: \(rawValue))" : matched.joined(separator: ", ")
    }
  }

  open var isEnabled = true
  private var actions: [(handler: Handler, events: Event)] = []

  /// What runs for an event: a block-based action, or a target (held weakly, as UIKit does)
  /// and a selector.
  private enum Handler {
    case action(UIAction)
    case target(WeakTarget, Selector, site: String?)
  }

  private struct WeakTarget {
    weak var object: AnyObject?
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((.action(action), controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { entry in
      guard case .action(let registered) = entry.handler else { return false }
      return registered === action && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// Target/action, as UIKit's: `action` is called on `target` with the control as sender
  /// when one of `controlEvents` is sent. Build the selector from the method
  /// (`Selector(Coordinator.changed)`); see `Selector`.
  ///
  ///     field.addTarget(coordinator, action: Selector(Coordinator.changed), for: .editingChanged)
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    // A selector without a method cannot be sent: where it was added is what to fix.
    let site = action.perform == nil ? WrapperCallSite.capture() : nil
    actions.append((.target(WeakTarget(object: target as AnyObject?), action, site: site), controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    actions.removeAll { entry in
      guard case .target(let registered, let selector, _) = entry.handler else { return false }
      let sameTarget = target == nil || registered.object === (target as AnyObject?)
      let sameAction = action == nil || action?.name == selector.name
      return sameTarget && sameAction && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// True when some action or target listens for one of `controlEvents`.
  public func hasActions(for controlEvents: Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs every action and target registered for one of `controlEvents`, in registration
  /// order. A selector that cannot be called here is reported (`selectorCannotBeSent`).
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      switch entry.handler {
      case .action(let action):
        action.sender = self
        action.handler(action)
      case .target(let target, let selector, let site):
        guard let object = target.object else { continue }
        if let refusal = selector.refusal(for: object) {
          selectorCannotBeSent(selector, site: site, reason: refusal)
        } else if selector.perform?(object, self) == false {
          selectorCannotBeSent(
            selector, site: site,
            reason:
              "the target \(type(of: object)) or the sender \(type(of: self)) is not of the method's types")
        }
      }
    }
  }

  /// A target/action selector that cannot be sent: the text views report it to the session
  /// as a call the shim cannot honour.
  func selectorCannotBeSent(_ selector: Selector, site: String?, reason: String) {}
}
