/// A step that could not be carried out (as opposed to an invariant it broke).
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field rejected a command (a bad range from a keyboard or a custom bridge).
  case field(TextFieldError)
  /// The keyboard rejected an action (no such candidate, not converting, …).
  case inputMethod(String)
  /// A component step that cannot be done (no menu attached, an item not in the menu, …).
  case component(String)

  public var description: String {
    switch self {
    case .field(let error): "the field rejected a command: \(error)"
    case .inputMethod(let message): message
    case .component(let message): message
    }
  }
}
