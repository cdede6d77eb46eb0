/// A keyboard whose engine could not start: every action fails with the reason, which names
/// the package to install. `InputMethodKind.make` returns it instead of trapping.
///
///     make(.pinyin) without rime-data  →  type "n"  →  error "librime cannot start: … (install …)"
final class UnavailableInputMethod: InputMethod {
  let name: String
  let family: KeyboardFamily
  let error: InputEngineError
  var compositionBuffer: String { "" }
  var candidates: [String] { [] }

  init(kind: InputMethodKind, error: InputEngineError) {
    self.name = kind.rawValue
    self.family = kind.family
    self.error = error
  }

  func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    throw .engineUnavailable(error)
  }

  func reset() {}
}
