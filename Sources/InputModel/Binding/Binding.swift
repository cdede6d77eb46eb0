/// A read-write view of one value, as SwiftUI's `Binding`: what a bridge holds instead of the
/// store. Every write says who made it.
///
///     let binding = store.binding(text)
///     binding.value                                   // ""
///     binding.set("わ", origin: .bridge("native"))    // store[text] == "わ", render pending
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value, WriteOrigin) -> Void

  /// A binding over any storage (a bridge test can bind a plain variable).
  public init(get: @escaping () -> Value, set: @escaping (Value, WriteOrigin) -> Void) {
    self.getValue = get
    self.setValue = set
  }

  /// The current value (SwiftUI's `wrappedValue`).
  public var value: Value { getValue() }

  /// Writes a value.
  ///
  ///     "わ"  set("わた", origin: .bridge("native"))  →  "わた"
  public func set(_ newValue: Value, origin: WriteOrigin) {
    setValue(newValue, origin)
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _, _ in })
  }
}
