extension SessionStep {
  /// The step's kind, one word: the scenario keyword, with the key's name for `key` steps
  /// and `set-deferred` for deferred writes (`key-enter`, `flick`, `select`, `tick`).
  public var fuzzKind: String {
    switch self {
    case .type: "type"
    case .key(let key, _): "key-" + key.rawValue
    case .flick: "flick"
    case .action(let action):
      switch action {
      case .key(.typed): "type"
      case .key(.named(let key)): "key-" + key.rawValue
      case .convert: "convert"
      case .nextCandidate: "next-candidate"
      case .previousCandidate: "prev-candidate"
      case .selectCandidate, .selectWord: "select"
      case .commit: "commit"
      case .cancel: "cancel"
      }
    case .set(_, let deferred): deferred ? "set-deferred" : "set"
    case .focus: "focus"
    case .blur: "blur"
    case .tick: "tick"
    case .pick: "pick"
    case .closeMenu: "close-menu"
    case .cancelSearch: "cancel-search"
    case .scroll: "scroll"
    case .resize: "resize"
    }
  }
}
