/// The field, the binding and the keyboard's buffer at one moment: the three copies of the
/// text whose disagreements are this family's bugs.
///
///     after flick わ under swiftui13:  field "[わ|]", binding "わ", compositionBuffer ""
///                                      (the keyboard dropped わ: ime-desync)
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
