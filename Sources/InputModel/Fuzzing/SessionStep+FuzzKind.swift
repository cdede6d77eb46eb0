extension SessionStep {
  /// The step's kind, one word: the scenario keyword, with the key's name for `key` steps
  /// and `set-deferred` for deferred writes (`key-enter`, `flick`, `select`, `tick`).
  public var fuzzKind: String {
    switch self {
    case .key(let key, _), .action(.key(.named(let key))): word.rawValue + "-" + key.rawValue
    case .set(_, deferred: true): word.rawValue + "-deferred"
    default: word.rawValue
    }
  }
}
