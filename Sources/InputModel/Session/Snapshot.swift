/// The field, the binding and the keyboard's buffer at one moment.
public struct Snapshot: Equatable, Sendable {
  public var field: FieldState
  public var binding: String
  public var compositionBuffer: String

  public init(field: FieldState, binding: String, compositionBuffer: String) {
    self.field = field
    self.binding = binding
    self.compositionBuffer = compositionBuffer
  }
}
