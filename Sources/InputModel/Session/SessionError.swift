/// A step that could not be carried out (as opposed to an invariant it broke).
///
/// `message` leads the failure report and `hint` is its "to fix" line:
///
///     select 9 with 4 candidates  →  .inputMethod(.conversion(.candidatePositionOutOfRange(…)))
///     close-menu, no menu         →  .component("'close-menu' needs 'component suggestions' in the header")
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The keyboard rejected an action (no such candidate, not converting, …) or the field
  /// refused a command the keyboard sent.
  case inputMethod(InputMethodError)
  /// A component step that cannot be done (no menu attached, an item not in the menu, …).
  case component(String)

  /// What went wrong, in one sentence.
  public var message: String {
    switch self {
    case .inputMethod(let error): error.message
    case .component(let message): message
    }
  }

  /// What to write instead.
  public var hint: String {
    switch self {
    case .inputMethod(let error): error.hint
    case .component:
      "declare the component the step acts on in the header (component suggestions, component search, component viewport), and pick only items it shows"
    }
  }

  public var description: String { message }
}
