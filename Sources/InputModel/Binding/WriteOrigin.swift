/// Who wrote a state value: kept with every write for the trace.
///
///     store.write(text, "わ", origin: .bridge("native"))   // description "bridge:native"
///     store.write(text, "apple", origin: .task("pick"))    // description "task:pick"
public struct WriteOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The kind of code that made the write.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A bridge pushing field text into the binding, or writing back in `updateView`.
    case bridge
    /// An `onChange(of:)` handler.
    case onChange
    /// A main-queue task (`Task { @MainActor in … }`).
    case task
    /// App code run by a user gesture: a button, a menu pick, a submit action.
    case action
    /// The scenario or test driving the simulation directly.
    case step
  }

  public var kind: Kind
  /// Which bridge, handler, task or step: free text, short.
  public var label: String

  public init(_ kind: Kind, _ label: String) {
    self.kind = kind
    self.label = label
  }

  public static func bridge(_ label: String) -> WriteOrigin { WriteOrigin(.bridge, label) }
  public static func onChange(_ label: String) -> WriteOrigin { WriteOrigin(.onChange, label) }
  public static func task(_ label: String) -> WriteOrigin { WriteOrigin(.task, label) }
  public static func action(_ label: String) -> WriteOrigin { WriteOrigin(.action, label) }
  public static func step(_ label: String) -> WriteOrigin { WriteOrigin(.step, label) }

  public var description: String { "\(kind.rawValue):\(label)" }
}
