import Testing

@testable import InputModel

@Suite("Fuzzer: the suggestion menu and search field in runs that vary the app's handlers")
struct FuzzComponentsTests {
  /// A stale-onchange campaign with varied handlers over the given components.
  static func staleCampaign(
    seed: UInt64, runs: Int, components: [FuzzComponents.Kind], inputMethods: [InputMethodKind] = [.direct],
    bridges: [FuzzBridge] = [.builtIn(.guarded)]
  ) -> FuzzConfiguration {
    var configuration = FuzzConfiguration(
      seed: seed, runs: runs, inputMethods: inputMethods, bridges: bridges, invariants: [.staleOnChange])
    configuration.appHandlers = .vary
    configuration.components = components
    return configuration
  }

  /// The scenario runner's verdict on a reproducer's text.
  static func replay(_ failure: FuzzFailure) throws -> ScenarioResult {
    let scenario = try ScenarioParser.parse(failure.scenarioText, path: failure.fileName).get()
    return ScenarioRunner().run(scenario)
  }

  @Test(
    "a campaign restricted to the seed's menu finds each menu mechanism, and each reproducer replays to it")
  func menuMechanisms() throws {
    let report = Fuzzer(Self.staleCampaign(seed: 1, runs: 300, components: [.suggestions])).run()
    let messages = report.failures.map(\.violation.message)
    // The seed's counting menu takes the person's key for its pick's write (A → B → A, coalescing).
    #expect(messages.contains { $0.contains("which carries typing, for its own pick's write") })
    // A blind deferred pick task writes over what happened since it was queued.
    #expect(messages.contains { $0.hasPrefix("stale decision: pick task") })
    let misread = try #require(report.failures.first { $0.signature.mechanism == "misread-change" })
    #expect(misread.scenarioText.contains("\ncandidates \"かたづけ\" \"かまあげ\""))
    #expect(misread.scenarioText.contains("\ncomponent suggestions "))
    #expect(misread.steps.contains { if case .pick = $0 { true } else { false } })
    let result = try Self.replay(misread)
    #expect(result.status == .failed)
    #expect(result.failure?.heading.hasPrefix("unexpected stale-onchange violation") == true)
    #expect(result.failure?.heading.contains("misread change") == true)
  }

  @Test("the menu without ios17bugHandled reopening after a pick is found across keyboards and bridges")
  func menuReopensAfterPick() throws {
    // Seed 11: seed 1 found it on android's direct keyboard, which composes Latin words since
    // latin-composition=word became android's default (docs/evidence.md).
    let report = Fuzzer(
      Self.staleCampaign(
        seed: 11, runs: 300, components: [.suggestions],
        inputMethods: InputMethodRegistry.builtIn.fuzzedByDefault,
        bridges: FuzzBridge.allBuiltIn)
    ).run()
    let reopen = try #require(
      report.failures.first { $0.violation.message.contains("for typing and reopened") })
    #expect(reopen.steps.last.map { if case .pick = $0 { true } else { false } } == true)
    #expect(try Self.replay(reopen).failure?.heading.contains("for typing and reopened") == true)
  }

  @Test("a campaign restricted to search finds a stale submit, and its reproducer replays to it")
  func staleSubmit() throws {
    let report = Fuzzer(Self.staleCampaign(seed: 1, runs: 40, components: [.search])).run()
    let submit = try #require(report.failures.first { $0.signature.mechanism == "stale-submit" })
    #expect(submit.signature.lastStepKind == "key-enter")
    #expect(submit.scenarioText.contains("\ncomponent search submit-reads="))
    let heading = try #require(try Self.replay(submit).failure?.heading)
    #expect(heading.hasPrefix("unexpected stale-onchange violation"))
    #expect(heading.contains("stale decision: submit acted on"))
  }

  @Test("the fixed app (correct handlers, matching post-pick, guarded pick task, current submit) stays clean")
  func correctIsClean() {
    var configuration = Self.staleCampaign(
      seed: 2, runs: 150, components: FuzzComponents.Kind.allCases,
      inputMethods: InputMethodRegistry.builtIn.kinds)
    configuration.appHandlers = .correct
    configuration.invariants = Set(InvariantID.allCases)
    let report = Fuzzer(configuration).run()
    #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
  }

  @Test("correct handlers stay clean of stale-onchange over every keyboard, bridge and component")
  func correctIsCleanEverywhere() {
    var configuration = Self.staleCampaign(
      seed: 3, runs: 300, components: FuzzComponents.Kind.allCases,
      inputMethods: InputMethodRegistry.builtIn.fuzzedByDefault, bridges: FuzzBridge.allBuiltIn)
    configuration.appHandlers = .correct
    let report = Fuzzer(configuration).run()
    #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
  }

  /// Where the marked text is the text itself (a Latin word an Android keyboard keeps marked),
  /// a menu that shows the matches of the binding lags the whole word (lurker#622): the varied
  /// campaign's `onChange` menu does, the correct one reads the field (lurker#814).
  @Test(
    "on android's direct keyboard the correct menu reads the field; the onChange menu lags the word and is found"
  )
  func latinWordMenus() throws {
    func campaign(_ handlers: FuzzAppHandlers) -> FuzzConfiguration {
      var configuration = FuzzConfiguration(
        seed: 5, runs: 200, inputMethods: [.direct], bridges: [.builtIn(.guarded)], platforms: [.android],
        invariants: [.suggestions])
      configuration.appHandlers = handlers
      configuration.components = [.suggestions]
      return configuration
    }
    let correct = Fuzzer(campaign(.correct))
    for run in 0..<20 {
      let menu = try #require(correct.settings(forRun: run)?.settings.components.suggestionMenu)
      #expect(menu.update == .settled && menu.query == .field)
    }
    #expect(correct.run().failures.isEmpty)
    let varied = Fuzzer(campaign(.vary))
    #expect(varied.settings(forRun: 0)?.settings.components.suggestionMenu?.update == .onChange)
    let lag = try #require(
      varied.run().failures.first { $0.violation.message.contains("a text the person no longer sees") })
    #expect(try Self.replay(lag).failure?.heading.hasPrefix("unexpected suggestions violation") == true)
  }

  @Test("off android's Latin words the correct menu stays an onChange handler")
  func correctMenuElsewhere() throws {
    var configuration = FuzzConfiguration(
      seed: 5, runs: 20, inputMethods: [.romaji, .direct], bridges: [.builtIn(.guarded)], platforms: [.uikit],
      invariants: [.suggestions])
    configuration.appHandlers = .correct
    configuration.components = [.suggestions]
    let fuzzer = Fuzzer(configuration)
    for run in 0..<20 {
      let menu = try #require(fuzzer.settings(forRun: run)?.settings.components.suggestionMenu)
      #expect(menu.update == .onChange)
    }
  }

  /// One failure per mechanism and handler choice: a campaign that varies the handlers over
  /// every bridge finds each handler's mistake once, not once per bridge and platform.
  @Test("a varied campaign groups its finds by mechanism and handler, each found once")
  func variedCampaignGroupsByHandler() {
    let report = Fuzzer(
      Self.staleCampaign(
        seed: 3, runs: 300, components: FuzzComponents.Kind.allCases,
        inputMethods: InputMethodRegistry.builtIn.fuzzedByDefault, bridges: FuzzBridge.allBuiltIn)
    ).run()
    let mechanisms = Set(report.failures.compactMap(\.signature.mechanism))
    // The menu's misreads are rarer: the menu-only campaigns above find them.
    #expect(mechanisms.isSuperset(of: ["stale-transform", "stale-menu", "stale-submit"]))
    let choices = report.failures.map { [$0.signature.mechanism, $0.signature.handler] }
    #expect(Set(choices).count == choices.count)
    #expect(report.failures.allSatisfy { $0.signature.handler != nil })
  }

  /// Render diffing (docs/update-cycle.md): a varied run puts a limit in the binding's setter
  /// one time in four, and the key it gives back stays on screen.
  @Test("a varied campaign finds a limit in the binding's setter leaving the key on screen")
  func setterLimitFound() throws {
    var configuration = FuzzConfiguration(
      seed: 3, runs: 40, inputMethods: [.direct, .romaji], bridges: [.builtIn(.guarded)],
      invariants: [.bindingMismatch])
    configuration.appHandlers = .vary
    let report = Fuzzer(configuration).run()
    let found = try #require(report.failures.first)
    #expect(found.settings.transforms.contains { $0.runs == .inSetter })
    #expect(found.scenarioText.contains("runs=in-setter"))
    #expect(
      try Self.replay(found).failure?.heading.hasPrefix("unexpected binding-mismatch violation") == true)
  }

  @Test("runs that keep the app's handlers as written get no component and no component steps")
  func defaultCampaignsHaveNoComponent() {
    let fuzzer = Fuzzer(FuzzConfiguration(seed: 3, runs: 50, bridges: FuzzBridge.allBuiltIn))
    for run in 0..<50 {
      #expect(fuzzer.settings(forRun: run)?.settings.components == FuzzComponents.none)
      for step in fuzzer.steps(forRun: run) {
        switch step {
        case .pick, .closeMenu, .cancelSearch: Issue.record("run \(run) drew \(step)")
        default: break
        }
      }
    }
  }

  @Test("a pick is drawn only while the menu shows items, and only one of them")
  func picksComeFromTheMenu() {
    let menu = FuzzComponents(
      suggestionMenu: .init(update: .onChange), candidates: DemoCandidates.seedWords)
    let alphabet = FuzzAlphabet.withAppHandlers(for: .direct, components: menu)
    var open = StepGenerator(
      inputMethod: .direct, settleMode: .auto, random: FuzzRandom(seed: 9), alphabet: alphabet)
    var closed = open
    let shown = StepContext(fieldText: "からて", menuItems: ["からて", "からてがた"])
    var picks = 0
    for _ in 0..<400 {
      if case .pick(let item) = open.next(in: shown).step {
        picks += 1
        #expect(shown.menuItems.contains(item))
      }
      if case .pick = closed.next(in: StepContext(fieldText: "x")).step {
        Issue.record("a pick was drawn with the menu closed")
      }
    }
    #expect(picks > 0)
  }
}

@Suite("Fuzz reproducers replay to their named violation")
struct FuzzReproducerReplayTests {
  @Test("every reproducer of a stale-onchange campaign fails on stale-onchange under the scenario runner")
  func staleCampaignReproducers() throws {
    var configuration = FuzzConfiguration(
      seed: 3, runs: 300, bridges: FuzzBridge.allBuiltIn, invariants: [.staleOnChange])
    configuration.appHandlers = .vary
    let report = Fuzzer(configuration).run()
    // One failure per mechanism and handler choice (not per bridge and platform): 15 here.
    #expect(report.failures.count > 10)
    // Other invariants break on the way in some runs: the files assert them.
    #expect(report.failures.contains { $0.scenarioText.contains("\nexpect violation ") })
    for failure in report.failures {
      let result = try FuzzComponentsTests.replay(failure)
      #expect(result.status == .failed, "\(failure.fileName) passes")
      let heading = result.failure?.heading ?? ""
      #expect(
        heading.hasPrefix("unexpected stale-onchange violation"), "\(failure.fileName): \(heading)")
    }
  }

  @Test("a reproducer asserts the unwatched violations after the step that produced them")
  func unwatchedAreExpected() {
    let settings = FuzzRunSettings(
      inputMethod: .flick, bridgeName: "swiftui13", platform: .uikit, settleMode: .auto)
    let snapshot = Snapshot(field: FieldState(text: "た"), binding: "た", compositionBuffer: "た")
    let lost = Violation(invariant: .lostInput, stepIndex: 1, message: "わ is gone", snapshot: snapshot)
    let unwatched = [
      Violation(invariant: .compositionOverwrite, stepIndex: 0, message: "", snapshot: snapshot),
      Violation(invariant: .compositionOverwrite, stepIndex: 1, message: "", snapshot: snapshot),
      Violation(invariant: .imeDesync, stepIndex: 1, message: "", snapshot: snapshot),
    ]
    let text = ScenarioWriter.reproducer(
      steps: [.flick("わ"), .flick("た")], settings: settings, violation: lost,
      signature: FuzzSignature(
        invariant: .lostInput, bridge: "swiftui13", platform: "uikit", lastStepKind: "flick"),
      seed: 1, run: 0, originalStepCount: 2, unwatched: unwatched)
    #expect(
      text.hasSuffix(
        """
        # The expect violation lines are invariants the campaign did not watch.
        scenario "fuzz: lost-input under swiftui13 on uikit"
        use ime=flick bridge=swiftui13 platform=uikit settle=auto

        flick わ
        expect violation composition-overwrite
        flick た
        expect violation composition-overwrite
        expect violation ime-desync

        skip onchange
        skip submitted

        """))
  }

  @Test("a lost-input campaign's reproducers fail on lost-input, not on the overwrite that precedes it")
  func lostInputReproducers() throws {
    let configuration = FuzzerTests.flickSwiftUI13(invariants: [.lostInput])
    let report = Fuzzer(configuration).run()
    let failure = try #require(report.failures.first)
    #expect(failure.scenarioText.contains("expect violation composition-overwrite"))
    let heading = try FuzzComponentsTests.replay(failure).failure?.heading ?? ""
    #expect(heading.hasPrefix("unexpected lost-input violation"), "\(heading)")
  }
}

@Suite("Fuzz signatures: the stale-onChange mechanism")
struct FuzzSignatureMechanismTests {
  @Test(
    "a stale-onchange message names its mechanism; other invariants have none",
    arguments: [
      (InvariantID.staleOnChange, "misread change: the menu took …", String?("misread-change")),
      (.staleOnChange, "stale decision: transform max-length=4 (task) acted on …", "stale-transform"),
      (.staleOnChange, "stale decision: suggestions acted on …", "stale-menu"),
      (.staleOnChange, "stale decision: pick task acted on …", "stale-pick-task"),
      (.staleOnChange, "stale decision: submit acted on …", "stale-submit"),
      (.lostInput, "the field shows た", nil),
    ])
  func mechanism(invariant: InvariantID, message: String, expected: String?) {
    let violation = Violation(
      invariant: invariant, stepIndex: 0, message: message,
      snapshot: Snapshot(field: FieldState(), binding: "", compositionBuffer: ""))
    #expect(FuzzSignature.mechanism(of: violation) == expected)
  }

  @Test("the mechanism is printed after the signature's words")
  func description() {
    let signature = FuzzSignature(
      invariant: .staleOnChange, bridge: "guarded", platform: "uikit", lastStepKind: "pick",
      mechanism: "misread-change")
    #expect(signature.description == "stale-onchange guarded uikit pick (misread-change)")
  }

  static func settings(
    bridge: String = "guarded", platform: PlatformProfile = .uikit, reads: AppHandlerOptions.Reads = .param,
    onChange: AppHandlerOptions.OnChangeForm = .ios17, postPick: SuggestionMenu.PostPick = .match
  ) -> FuzzRunSettings {
    var menu = Scenario.SuggestionMenuOptions(update: .onChange)
    menu.postPick = postPick
    return FuzzRunSettings(
      inputMethod: .direct, bridgeName: bridge, platform: platform, settleMode: .auto,
      appHandlers: AppHandlerOptions(onChange: onChange, reads: reads),
      components: FuzzComponents(suggestionMenu: menu, candidates: DemoCandidates.seedWords))
  }

  static func staleViolation(_ message: String) -> Violation {
    Violation(
      invariant: .staleOnChange, stepIndex: 0, message: message,
      snapshot: Snapshot(field: FieldState(), binding: "", compositionBuffer: ""))
  }

  @Test(
    "a stale-onchange failure is its mechanism and the app's handler choice",
    arguments: [
      (
        "stale decision: transform max-length=4 (task) acted on \"ab\" (captured) but the text was \"abc\": …",
        AppHandlerOptions.OnChangeForm.ios14, "max-length reads=captured onchange=ios14 runs=next-turn"
      ),
      (
        "stale decision: transform digits-only acted on \"1(2)\" (mount) but the text was \"12\": …", .ios17,
        "digits-only reads=mount"
      ),
      ("misread change: the menu took (\"a\", \"b\"), which carries typing, …", .ios17, "post-pick=seed"),
    ])
  func handlerChoice(message: String, onChange: AppHandlerOptions.OnChangeForm, expected: String) {
    let settings = Self.settings(onChange: onChange, postPick: .seed)
    #expect(FuzzSignature.handlerChoice(of: Self.staleViolation(message), settings: settings) == expected)
  }

  /// The issue-29 campaign found 284 failures, most of them one handler choice multiplied by
  /// bridge × platform × step: the handler's failure is one, the rest are its examples.
  @Test("two stale-onchange failures of one mechanism and handler are one, whatever bridge and step")
  func groupedByHandler() {
    let guarded = FuzzSignature(
      invariant: .staleOnChange, bridge: "guarded", platform: "uikit", lastStepKind: "type",
      mechanism: "stale-menu", handler: "reads=mount")
    let naive = FuzzSignature(
      invariant: .staleOnChange, bridge: "naive", platform: "web", lastStepKind: "tick",
      mechanism: "stale-menu", handler: "reads=mount")
    let captured = FuzzSignature(
      invariant: .staleOnChange, bridge: "guarded", platform: "uikit", lastStepKind: "type",
      mechanism: "stale-menu", handler: "reads=captured onchange=ios14")
    #expect(guarded == naive)
    #expect(Set([guarded, naive, captured]).count == 2)
    #expect(guarded.description == "stale-onchange guarded uikit type (stale-menu: reads=mount)")
    let overwrite = FuzzSignature(
      invariant: .compositionOverwrite, bridge: "naive", platform: "uikit", lastStepKind: "type")
    #expect(
      overwrite
        != FuzzSignature(
          invariant: .compositionOverwrite, bridge: "naive", platform: "web", lastStepKind: "type"))
  }
}
