/// Who made the changes that one `onChange` firing reports: the origins of the binding writes
/// that changed the value since the handler's previous firing (several coalesce into one).
///
///     pick からて (deferred), the frame runs  →  [.own]            (the menu's own interim write)
///     pick からて, type x, the frame runs     →  [.own, .user]     (coalesced with the key)
struct ChangeCauses: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  /// The person: a bridge copying the field into the binding.
  static let user = ChangeCauses(rawValue: 1)
  /// The handler's own component (the suggestion menu's pick writes).
  static let own = ChangeCauses(rawValue: 2)
  /// Other app code: transforms, programmatic sets.
  static let other = ChangeCauses(rawValue: 4)

  /// The cause a write of `origin` adds, for a component whose writes are labelled `ownLabel`.
  ///
  ///     .bridge("guarded") → .user;  .task("pick") → .own;  .onChange("transform …") → .other
  init(origin: WriteOrigin, ownLabel: String) {
    switch origin.kind {
    case .bridge: self = .user
    case .action, .task: self = origin.label == ownLabel ? .own : .other
    case .onChange, .step: self = .other
    }
  }

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }
}
