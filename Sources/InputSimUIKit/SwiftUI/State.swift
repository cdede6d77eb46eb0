/// SwiftUI's view-owned state. Under `ViewBridge` it lasts as SwiftUI's does: the bridge links
/// each render pass's fresh `@State` to the storage of the same property at the same place in
/// the view tree, so a value set in one pass is read in the next. Elsewhere (a representable
/// under `RepresentableBridge`, a value made by hand) it is a box its copies share.
///
///     @State private var isEditing = false   // kept across render passes under ViewBridge
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  public init(wrappedValue: Value) {
    box = StateBox(wrappedValue)
  }

  public init(initialValue: Value) {
    box = StateBox(initialValue)
  }

  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.storage.value }, set: { box.storage.value = $0 })
  }
}

/// A state's storage: its own value, or the lasting storage the bridge linked it to.
final class StateBox<Value> {
  var value: Value
  private var linked: StateBox<Value>?
  init(_ value: Value) { self.value = value }
  var storage: StateBox<Value> { linked ?? self }
  func link(to lasting: StateBox<Value>) { if lasting !== self { linked = lasting } }
}

/// What the bridge sees of a `@State` through reflection, whatever its value's type.
protocol LinkableState {
  /// Links to the storage kept under `key`, or keeps this one there when there is none.
  func link(in store: inout [String: AnyObject], key: String)
}

extension State: LinkableState {
  func link(in store: inout [String: AnyObject], key: String) {
    if let lasting = store[key] as? StateBox<Value> {
      box.link(to: lasting)
    } else {
      store[key] = box
    }
  }
}
