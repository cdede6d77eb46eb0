import Testing

@testable import InputModel

/// Each stale-onChange mechanism built from the handler options, once as the bug (the app acts
/// on a stale value or misreads a change: `stale-onchange`) and once as its fix (clean).
@Suite("stale-onchange: each mechanism caught, each fix clean")
struct StaleOnChangeTests {
  private func session(
    transforms: [AppTransform] = [], settle: SettleMode = .auto,
    handlers: AppHandlerOptions = AppHandlerOptions()
  ) -> Session {
    Session(
      inputMethod: DirectInputMethod(), bridge: GuardedBridge(), transforms: transforms, settleMode: settle,
      appHandlers: handlers)
  }

  private func menuSession(
    postPick: SuggestionMenu.PostPick, pickTask: SuggestionMenu.PickTask = .blind, settle: SettleMode = .auto,
    tasks: AppHandlerOptions.TaskOrder = .afterRender
  ) -> Session {
    let session = self.session(settle: settle, handlers: AppHandlerOptions(tasks: tasks))
    session.attachSuggestionMenu(
      SuggestionMenu.Options(
        pickMode: .deferred, updateMode: .onChange, postPick: postPick, pickTask: pickTask),
      index: CandidateIndex(DemoCandidates.seedWords))
    return session
  }

  private func staleCount(_ session: Session) -> Int {
    session.violations.filter { $0.invariant == .staleOnChange }.count
  }

  @Test("a captured read on iOS 14 lets a sixth letter past max-length=5; the same code on iOS 17 holds")
  func capturedLimit() throws {
    for form in AppHandlerOptions.OnChangeForm.allCases {
      let session = session(
        transforms: [AppTransform(.maxLength(5), reads: .captured)],
        handlers: AppHandlerOptions(onChange: form))
      try session.type("abcde")
      try session.type("f")
      #expect(staleCount(session) == (form == .ios14 ? 1 : 0), "\(form)")
      #expect(session.binding == (form == .ios14 ? "abcdef" : "abcde"), "\(form)")
    }
  }

  /// No correct app erases or cuts a reading being composed: while the field shows marked
  /// text, the rule's rewrite is not what a handler is asked for (issue 29: a digits filter on
  /// a 12-key keyboard was flagged for not erasing the reading).
  @Test("a filter acting while a reading is marked is not asked to erase it")
  func nothingAskedWhileMarked() throws {
    let session = Session(
      inputMethod: InputMethodKind.twelveKey.make(), bridge: NaiveBridge(),
      transforms: [AppTransform(.digitsOnly, reads: .captured)],
      appHandlers: AppHandlerOptions(onChange: .ios14))
    try session.type("2")
    try session.type("2")
    #expect(staleCount(session) == 0)
    #expect(session.violations.contains { $0.invariant == .compositionOverwrite })
  }

  /// A blind pick task over typing is judged by what the person ends up with: when the app's
  /// own limit gives the same text whoever wrote, nothing was taken from the person.
  @Test("a blind pick task over a key is not flagged when max-length=1 gives the same text either way")
  func pickTaskSameTextEitherWay() throws {
    let session = Session(
      inputMethod: DirectInputMethod(), bridge: GuardedBridge(), transforms: [AppTransform(.maxLength(1))],
      settleMode: .manual)
    session.attachSuggestionMenu(
      SuggestionMenu.Options(pickMode: .deferred, updateMode: .onChange, pickTask: .blind),
      index: CandidateIndex(["かた", "から"]))
    try session.type("か")
    try session.perform(.tick(nil))
    try session.perform(.pick("から"))
    try session.type("x")
    try session.perform(.tick(nil))
    #expect(staleCount(session) == 0)
    #expect(session.binding == "か")
  }

  @Test(
    "a next-turn write computed from newValue lands after a key and undoes it; reading current in the task does not"
  )
  func nextTurnRace() throws {
    for reads in [AppHandlerOptions.Reads.param, .current] {
      let session = session(
        transforms: [AppTransform(.uppercase, reads: reads, runs: .nextTurn)], settle: .manual)
      try session.type("a")
      try session.perform(.tick(0))
      try session.type("b")
      try session.perform(.tick(nil))
      // Both tasks write what they computed at their firing: "A" over "ab", then "AB" over "A".
      #expect(staleCount(session) == (reads == .param ? 2 : 0), "\(reads)")
      #expect(session.binding == "AB", "\(reads)")
    }
  }

  @Test("two handlers reading newValue throw each other's writes away; reading the current text keeps 123")
  func handlerOrder() throws {
    for reads in [AppHandlerOptions.Reads.param, .current] {
      let session = session(transforms: [
        AppTransform(.digitsOnly), AppTransform(.maxLength(3), reads: reads),
      ])
      try session.perform(.set("a1b2c3d4", deferred: false))
      #expect(staleCount(session) == (reads == .param ? 1 : 0), "\(reads)")
      #expect(session.binding == (reads == .param ? "1" : "123"), "\(reads)")
    }
  }

  @Test("the seed's menu without ios17bugHandled reopens after a deferred pick; with it, it stays closed")
  func menuPostPick() throws {
    for postPick in [SuggestionMenu.PostPick.selectedOnly, .seed, .match] {
      let session = menuSession(postPick: postPick)
      try session.type("から")
      try session.perform(.pick("からて"))
      #expect(staleCount(session) == (postPick == .selectedOnly ? 1 : 0), "\(postPick)")
      #expect(session.components.suggestionMenu?.isOpen == (postPick == .selectedOnly), "\(postPick)")
    }
  }

  @Test(
    "A → B → A after a pick fires nothing: the counting machine swallows the next key, the comparing one opens"
  )
  func coalescedPick() throws {
    for postPick in [SuggestionMenu.PostPick.seed, .match] {
      let session = menuSession(postPick: postPick, tasks: .beforeRender)
      try session.type("からて")
      let before = session.onChangeRecords.count
      try session.perform(.pick("からて"))
      #expect(session.onChangeRecords.count == before, "\(postPick)")
      try session.type("が")
      #expect(staleCount(session) == (postPick == .seed ? 1 : 0), "\(postPick)")
      #expect(session.components.suggestionMenu?.items == (postPick == .seed ? [] : ["からてがた"]), "\(postPick)")
    }
  }

  @Test("a blind pick task overwrites a key typed before it ran; a guarded one cancels itself")
  func pickTaskRace() throws {
    for task in SuggestionMenu.PickTask.allCases {
      let session = menuSession(postPick: .match, pickTask: task, settle: .manual)
      try session.type("から")
      try session.perform(.tick(nil))
      try session.perform(.pick("からて"))
      try session.type("x")
      try session.perform(.tick(nil))
      #expect(staleCount(session) == (task == .blind ? 2 : 0), "\(task)")
      #expect(session.binding == (task == .blind ? "からて" : "からx"), "\(task)")
    }
  }

  @Test(
    "a submit closure from the last render sends the previous query; reading the binding sends the typed one")
  func capturedSubmit() throws {
    for reads in [AppHandlerOptions.Reads.captured, .mount, .current] {
      let session = session(settle: .manual)
      session.attachSearchField(items: CandidateIndex(["Sunset"]), suggestions: [], submitReads: reads)
      try session.type("sun")
      try session.perform(.tick(nil))
      try session.type("set")
      try session.press(.enter)
      let expected = ["captured": "sun", "mount": "", "current": "sunset"][reads.rawValue]
      #expect(session.submits == [expected ?? ""], "\(reads)")
      #expect(staleCount(session) == (reads == .current ? 0 : 1), "\(reads)")
    }
  }
}
