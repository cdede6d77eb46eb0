/// SwiftUI's view-owned state, as a box: reads and writes go to storage the struct's copies
/// share. Unlike SwiftUI, the storage does not outlive the representable value: a fresh
/// value made for the next render pass starts from its initial value again (use the
/// coordinator for state that must last).
///
///     @State private var keyboardType: UIKeyboardType = .default
@propertyWrapper
public struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  public init(initialValue: Value) {
    box = Box(initialValue)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}
