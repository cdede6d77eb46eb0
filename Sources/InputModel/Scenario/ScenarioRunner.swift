/// Replays a parsed scenario on a session: performs its steps, checks its assertions, and
/// applies the exhaustiveness rule (every onChange, submit and violation must be consumed).
///
/// Stops at the first failed assertion and reports it with an expected/actual diff of the
/// field, the binding and the keyboard's buffer.
public struct ScenarioRunner: Sendable {
  /// Where relative `candidates file` / `candidates skk` paths are resolved.
  public var baseDirectory: String
  /// The conversion dictionary the Japanese keyboards use.
  public var dictionary: ConversionDictionary
  /// App transforms added after each scenario's own `transform` line: how a Swift closure
  /// transform (`AppTransform(named:) { … }`), which no file can spell, joins a replay.
  public var transforms: [AppTransform]
  /// The keyboards the files it reads may name (`use ime=`): the built-in ones unless you add
  /// engine keyboards (`.builtIn + [.hangul]` with `import InputSimHangul`).
  public var keyboards: InputMethodRegistry

  public init(
    baseDirectory: String = ".", dictionary: ConversionDictionary = .embedded,
    transforms: [AppTransform] = [],
    keyboards: InputMethodRegistry = .builtIn
  ) {
    self.baseDirectory = baseDirectory
    self.dictionary = dictionary
    self.transforms = transforms
    self.keyboards = keyboards
  }

  /// Replays `scenario` and reports the outcome.
  public func run(_ scenario: Scenario) -> ScenarioResult {
    var replay = ScenarioReplay(scenario: withTransforms(scenario), runner: self)
    return replay.run()
  }
}

extension ScenarioRunner {
  /// Replays `scenario` against a bridge of your own; the file's `use bridge=` is ignored.
  /// `bridge` makes a fresh bridge for each replay. The result names the bridge that ran
  /// (`result.bridge`, and `[bridge NAME]` after the scenario's name).
  ///
  ///     runner.run(scenario, bridge: { MyBridge() }).name   // "wa-ta [bridge mine]"
  public func run(_ scenario: Scenario, bridge: @escaping () -> any Bridge) -> ScenarioResult {
    var replay = ScenarioReplay(scenario: withTransforms(scenario), runner: self, bridge: bridge)
    return replay.run()
  }

  /// `scenario` with the runner's own transforms after its `transform` line's.
  private func withTransforms(_ scenario: Scenario) -> Scenario {
    guard !transforms.isEmpty else { return scenario }
    var scenario = scenario
    scenario.transforms += transforms
    return scenario
  }

  /// Loads the scenario file at `path`, or every `*.scenario` below the folder at `path` (in
  /// path order), and replays each against `bridge` (or its own `use bridge=` when `nil`).
  /// Relative candidate paths resolve against each file's folder. A file that does not parse
  /// is a failed result (`kind: .setup`) at its first error's line.
  ///
  ///     try ScenarioRunner().runFiles(at: "scenarios/native-field", bridge: { MyBridge() })
  ///     // one ScenarioResult per file
  public func runFiles(at path: String, bridge: (() -> any Bridge)? = nil) throws(FileReadError)
    -> [ScenarioResult]
  {
    try explainFiles(at: path, bridge: bridge).map(\.result)
  }

  /// Like `runFiles(at:bridge:)`, keeping each parsed scenario beside its result, so its
  /// timeline can be printed as `inputsim explain` prints it — also for a bridge of your own.
  ///
  ///     let explanation = try ScenarioRunner().explainFiles(at: "wa-ta.scenario", bridge: { MyBridge() })[0]
  ///     print(explanation.text())      // the `explain` timeline, header "bridge=MyBridge"
  ///     explanation.html               // the `explain --format html` page
  public func explainFiles(at path: String, bridge: (() -> any Bridge)? = nil) throws(FileReadError)
    -> [ScenarioExplanation]
  {
    var explanations: [ScenarioExplanation] = []
    for file in try ScenarioFileList.files(at: path) {
      explanations.append(try runFile(file, bridge: bridge))
    }
    return explanations
  }

  private func runFile(_ path: String, bridge: (() -> any Bridge)?) throws(FileReadError)
    -> ScenarioExplanation
  {
    let bytes = try RegularFileReader.read(path)
    let parsed = ScenarioParser.parse(bytes: bytes, path: path, keyboards: keyboards)
    var runner = self
    runner.baseDirectory = ScenarioFileList.directory(of: path)
    guard let scenario = parsed.scenario, !parsed.diagnostics.hasErrors else {
      let first = parsed.diagnostics.errors.first
      let failure = ScenarioFailure(
        kind: .setup, line: first?.line ?? 1, column: first?.column ?? 1,
        heading: "scenario does not parse: \(first?.message ?? "unknown error")", sections: [],
        hint: "`inputsim check` lists every problem in the file", trace: "")
      let result = ScenarioResult(
        path: path, name: Scenario.defaultName(forPath: path), status: .failed, failure: failure,
        linesRun: 0, trace: [])
      return ScenarioExplanation(scenario: nil, result: result)
    }
    let result = bridge.map { runner.run(scenario, bridge: $0) } ?? runner.run(scenario)
    return ScenarioExplanation(scenario: scenario, result: result)
  }
}
