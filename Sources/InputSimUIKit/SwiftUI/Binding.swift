/// SwiftUI's two-way reference to a value. Under `RepresentableBridge` the binding reads and
/// writes the session's binding slot, and its writes are the bridge's (origin `bridge:NAME`).
///
///     @Binding var text: String
///     text = field.text ?? ""      // the session's binding ← the field's text
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getValue = get
    self.setValue = set
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
    Binding<Member>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var whole = self.wrappedValue
        whole[keyPath: keyPath] = newValue
        self.wrappedValue = whole
      })
  }
}
