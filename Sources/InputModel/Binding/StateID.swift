/// A typed handle to one piece of app state held by a `Store` (SwiftUI's `@State`).
///
/// Made by `Store.makeState(_:name:)`; read with `store[id]`, written with
/// `store.write(id, value, origin:)`. The handle only works with the store that made it.
///
///     let text = store.makeState("", name: "text")   // StateID<String>
///     store[text]                                      // ""
public struct StateID<Value: Equatable & Sendable>: Hashable, Sendable {
  /// The slot's position in the store, in creation order.
  let index: Int
  /// The store that made the handle, checked on every access (a handle from another store is
  /// a programmer error).
  let storeID: ObjectIdentifier
}
