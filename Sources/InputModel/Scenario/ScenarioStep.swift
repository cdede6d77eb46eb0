/// One line after the header, with where it is written: something the session performs, an
/// assertion, or a skip.
///
///     flick わ               → .perform(.flick("わ"))
///     expect marked none     → .expect(.notMarked)
///     skip onchange          → .skip(.onChange)
public struct ScenarioStep: Equatable, Sendable {
  public var kind: Kind
  /// The location of the step's first word.
  public var location: ScenarioLocation

  public init(_ kind: Kind, at location: ScenarioLocation) {
    self.kind = kind
    self.location = location
  }

  /// What a line does. The parser builds `SessionStep` values directly: the session performs
  /// exactly what the file says, with no translation in between.
  public enum Kind: Equatable, Sendable {
    /// `type`, `key`, `flick`, `convert`, `select`, `set`, `focus`, `tick`, `pick`, `scroll`, …:
    /// one step of the session.
    case perform(SessionStep)
    /// `expect …`: an assertion.
    case expect(Expectation)
    /// `skip onchange` / `skip submitted` / `skip violations`: consume whatever is pending.
    case skip(SkipTarget)
  }

  /// What a `skip` consumes.
  public enum SkipTarget: String, CaseIterable, Hashable, Sendable {
    case onChange = "onchange"
    case submitted
    case violations
  }
}
