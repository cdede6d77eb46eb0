/// A parsed scenario file: its header (name, settings, candidates, components, transforms)
/// and its steps in file order.
///
///     scenario "flick わ then た keeps わ"
///     use ime=flick
///     flick わ
///     expect field "[わ|]"
///
///     → name "flick わ then た keeps わ", settings.ime .flick,
///       steps [flick "わ" at 3:1, expect field "[わ|]" at 4:1]
///
/// Produced by `ScenarioParser`; run by the scenario runner.
public struct Scenario: Equatable, Sendable {
  /// The file as the user named it, for messages and for resolving relative paths.
  public var path: String
  /// From the `scenario` line, else the file name without its directory and `.scenario`.
  public var name: String
  /// From the `use` lines.
  public var settings: ScenarioSettings
  /// From the `candidates` lines, in file order: they feed the suggestion menu's index, or
  /// the items a search field filters.
  public var candidates: [CandidateSource]
  /// `component suggestions`, if present.
  public var suggestionMenu: SuggestionMenuOptions?
  /// `component search`, if present.
  public var search: SearchOptions?
  /// From the `suggest` lines: the search suggestions (needs `component search`).
  public var searchSuggestions: [String]
  /// `component viewport`, if present.
  public var viewport: ViewportOptions?
  /// From the `transform` lines: the app's onChange rewrites of the binding, applied in order.
  public var transforms: [Transform]
  /// The steps and assertions, in file order.
  public var steps: [ScenarioStep]

  public init(
    path: String,
    name: String,
    settings: ScenarioSettings = ScenarioSettings(),
    candidates: [CandidateSource] = [],
    suggestionMenu: SuggestionMenuOptions? = nil,
    search: SearchOptions? = nil,
    searchSuggestions: [String] = [],
    viewport: ViewportOptions? = nil,
    transforms: [Transform] = [],
    steps: [ScenarioStep] = []
  ) {
    self.path = path
    self.name = name
    self.settings = settings
    self.candidates = candidates
    self.suggestionMenu = suggestionMenu
    self.search = search
    self.searchSuggestions = searchSuggestions
    self.viewport = viewport
    self.transforms = transforms
    self.steps = steps
  }

  /// The name a scenario without a `scenario` line gets: the last path component without
  /// a `.scenario` extension.
  ///
  ///     "scenarios/native-field/wa-ta.scenario" → "wa-ta"
  ///     "notes.txt"                              → "notes.txt"
  public static func defaultName(forPath path: String) -> String {
    let fileName =
      path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
    let suffix = ".scenario"
    let name = fileName.hasSuffix(suffix) ? String(fileName.dropLast(suffix.count)) : fileName
    return name.isEmpty ? path : name
  }
}

extension Scenario {
  /// The scenario as a file in canonical form (`ScenarioWriter.text(of:)`); parsing it gives
  /// back an equal scenario, source locations aside.
  public func formatted() -> String {
    ScenarioWriter.text(of: self)
  }
}
