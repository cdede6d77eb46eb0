import Foundation

/// A block-based action (`UIAction { _ in … }`), the Linux replacement for
/// `addTarget(_:action:for:)` with a selector.
public final class UIAction: NSObject {
  public let title: String
  let handler: (UIAction) -> Void
  /// The control that sent the action being handled.
  public internal(set) weak var sender: AnyObject?

  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
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
  private var actions: [(action: UIAction, events: Event)] = []

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// True when some action listens for one of `controlEvents`.
  public func hasActions(for controlEvents: Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs every action registered for one of `controlEvents`, in registration order.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.sender = self
      entry.action.handler(entry.action)
    }
  }
}
