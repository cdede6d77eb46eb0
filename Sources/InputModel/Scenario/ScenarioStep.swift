/// One step or assertion of a scenario, with where it is written.
public struct ScenarioStep: Equatable, Sendable {
  public var kind: Kind
  /// The location of the step's first word.
  public var location: ScenarioLocation

  public init(_ kind: Kind, at location: ScenarioLocation) {
    self.kind = kind
    self.location = location
  }

  /// What a step does. Each case names the line that produces it.
  public enum Kind: Equatable, Sendable {
    /// `type "kyouha"`: each character is one key to the active input method.
    case typeText(String)
    /// `key enter x3`: a named key, pressed `repeatCount` times (1 without `xN`).
    case key(NamedKey, repeatCount: Int)
    /// `flick た`: the flick gesture that produces the kana.
    case flick(String)
    /// `convert`: start kana-kanji conversion of the marked reading.
    case convert
    /// `next-candidate`: focus the next candidate.
    case nextCandidate
    /// `prev-candidate`: focus the previous candidate.
    case previousCandidate
    /// `select 2` or `select "今日"`: pick a candidate.
    case select(CandidateChoice)
    /// `commit`: commit the marked text or the conversion.
    case commit
    /// `cancel`: back from conversion to the reading (or cancel the composition).
    case cancel
    /// `set "text"` / `set "text" deferred`: the app writes the binding, now or on the next
    /// main-queue turn.
    case setBinding(String, deferred: Bool)
    /// `focus`: focus enters the field.
    case focus
    /// `blur`: focus leaves the field.
    case blur
    /// `tick 3` / `tick`: run that many main-queue turns; `nil` runs until settled.
    case tick(turns: Int?)
    /// `pick "からあげ"`: pick an item of the suggestion menu or the search suggestions.
    case pick(String)
    /// `close-menu`: close the suggestion menu.
    case closeMenu
    /// `cancel-search`: dismiss search (text cleared, searching ends).
    case cancelSearch
    /// `scroll 40`: the user scrolls the viewport to this offset from the leading edge.
    case scroll(points: Int)
    /// `resize 120`: the viewport gets a new width.
    case resize(widthPoints: Int)
    /// `expect …`: an assertion.
    case expect(Expectation)
    /// `skip onchange` / `skip submitted` / `skip violations`: consume whatever is pending.
    case skip(SkipTarget)
  }

  /// Which candidate `select` picks.
  public enum CandidateChoice: Hashable, Sendable {
    /// `select 2`: a 1-based position in the candidate list.
    case position(Int)
    /// `select "今日"` (or a bare word that is not a number): the candidate equal to it.
    case word(String)
  }

  /// What a `skip` consumes.
  public enum SkipTarget: String, CaseIterable, Hashable, Sendable {
    case onChange = "onchange"
    case submitted
    case violations
  }
}
