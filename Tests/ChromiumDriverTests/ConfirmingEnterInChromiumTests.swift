import InputModel
import Testing

@testable import ChromiumDriver

/// The Enter that confirms a composition, in Chromium: the OS IME's order of keys and calls
/// (`enter-commit`, `enter-order`) as `ComposingEnter` sends it, and the app's keydown guard
/// (`submit-guard`) on the reference pages.
@Suite("Chromium: the Enter that confirms a composition", .serialized)
struct ConfirmingEnterInChromiumTests {
  /// Replays `text` against its reference page and returns the result and the DOM events of
  /// every step.
  static func replay(_ text: String) throws -> (result: ScenarioResult, events: [[DOMEvent]]) {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let parsed = try #require(
      ScenarioParser.parse(bytes: Array(text.utf8), path: "enter.scenario", keyboards: .linkedForTests)
        .scenario)
    let replay = BrowserScenarioRunner(browser: browser).replay(parsed)
    return (replay.result, replay.steps.map(\.domEvents))
  }

  static func failure(_ result: ScenarioResult) -> String {
    result.failure.map { FailureRendering.render($0, path: "enter.scenario", style: .plain) } ?? ""
  }

  @Test("submit-guard=none: the IME's Enter (key Enter, keyCode 229, composing) submits the old value")
  func noGuardSubmitsOnTheIMEsEnter() throws {
    let (result, events) = try Self.replay(
      """
      use ime=romaji bridge=guarded platform=web submit-guard=none
      type kyou
      key enter
      expect violation submit-during-composition
      expect submitted ""
      expect field "きょう|"
      key enter
      expect submitted "きょう"
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
    let keydown = try #require(events[1].first { $0.type == "keydown" })
    #expect(keydown.key == "Enter" && keydown.keyCode == 229 && keydown.isComposing == true)
  }

  @Test(
    "naive and composition-aware guards let the IME's Enter pass; the plain Enter submits once",
    arguments: ["naive", "composition-aware"])
  func guardsIgnoreTheIMEsEnter(guardName: String) throws {
    let (result, _) = try Self.replay(
      """
      use ime=romaji bridge=naive platform=web submit-guard=\(guardName)
      type kyou
      key enter
      expect submitted none
      expect field "きょう|"
      key enter
      expect submitted "きょう"
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
  }

  @Test("composition-end-first: the commit comes first, then keydown Enter 229 not flagged; naive submits")
  func compositionEndFirst() throws {
    let (result, events) = try Self.replay(
      """
      use ime=romaji bridge=guarded platform=web submit-guard=naive enter-order=composition-end-first
      type kyou
      key enter
      expect violation submit-during-composition
      expect submitted "きょう"
      expect field "きょう|"
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
    let step = events[1]
    let end = try #require(step.firstIndex { $0.type == "compositionend" })
    let keydown = try #require(step.firstIndex { $0.type == "keydown" })
    #expect(end < keydown)
    #expect(step[keydown].keyCode == 229 && step[keydown].isComposing == false)
  }

  @Test("ime-consumes: the page sees no key event for the Enter that commits, so nothing submits")
  func imeConsumes() throws {
    let (result, events) = try Self.replay(
      """
      use ime=romaji bridge=guarded platform=web submit-guard=none enter-order=ime-consumes
      type kyou
      key enter
      expect submitted none
      expect field "きょう|"
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
    #expect(!events[1].contains { $0.type == "keydown" || $0.type == "keyup" })
    #expect(events[1].contains { $0.type == "compositionend" })
  }

  @Test("Korean before-keydown: 요 is committed, then a plain Enter (keyCode 13) sends the whole message")
  func koreanBeforeKeydown() throws {
    let (result, events) = try Self.replay(
      """
      use ime=hangul bridge=guarded platform=web submit-guard=none enter-commit=before-keydown
      type dkssudgktpdy
      key enter
      expect submitted "안녕하세요"
      expect field "안녕하세요|"
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
    let step = events[1]
    let end = try #require(step.firstIndex { $0.type == "compositionend" })
    let keydowns = step.indices.filter { step[$0].type == "keydown" }
    #expect(keydowns.count == 1)
    let keydown = try #require(keydowns.first)
    #expect(end < keydown && step[keydown].keyCode == 13 && step[keydown].isComposing == false)
  }

  @Test("blur-composition=discard: the IME drops its reading as the focus leaves; nothing is inserted")
  func blurDiscard() throws {
    let (result, _) = try Self.replay(
      """
      use ime=romaji bridge=guarded platform=web blur-composition=discard
      type ka
      expect field "[か|]"
      blur
      expect text ""
      expect binding ""
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
  }

  @Test("an update pass at the keydown ends the composition before the IME's command starts the next")
  func assignmentAtKeydownThenNewComposition() throws {
    let (result, events) = try Self.replay(
      """
      use ime=flick bridge=swiftui13 platform=web
      flick わ
      flick た
      expect violation composition-overwrite
      expect field "[わた|]"
      expect binding ""
      skip onchange

      """)
    #expect(result.status == .passed, "\(Self.failure(result))")
    let types = events[1].map(\.type)
    let assign = try #require(types.firstIndex(of: "assign"))
    let update = try #require(types.lastIndex(of: "compositionupdate"))
    #expect(assign < update)
  }
}

/// Which keys an OS IME sends around the Enter that confirms, from the scenario's rules.
@Suite("ComposingEnter")
struct ComposingEnterTests {
  static func keys(_ rules: String, family: KeyboardFamily) throws -> ComposingEnter.Keys {
    let text = "use platform=web \(rules)\ntype a\n"
    let parsed = try #require(
      ScenarioParser.parse(bytes: Array(text.utf8), path: "rules.scenario", keyboards: .linkedForTests)
        .scenario)
    return ComposingEnter(profile: parsed.settings.platformProfile, family: family).keys
  }

  @Test("web: Japanese and Chinese keydown-first, Korean after-keydown — the IME's Enter goes first")
  func webDefaults() throws {
    #expect(try Self.keys("", family: .japanese) == .init(inside: .imeEnter))
    #expect(try Self.keys("", family: .chinese) == .init(inside: .imeEnter))
    #expect(try Self.keys("", family: .korean) == .init(inside: .imeEnter, commitsOnly: true))
  }

  @Test("the other orders: commit first, then the IME's Enter; no key at all; or the keyboard's own Enter")
  func otherOrders() throws {
    let endFirst = try Self.keys("enter-order=composition-end-first", family: .japanese)
    #expect(endFirst == .init(inside: nil, after: .imeEnter))
    #expect(endFirst.enterBelongsToCommit)
    let consumes = try Self.keys("enter-order=ime-consumes", family: .japanese)
    #expect(consumes == .init(inside: nil))
    #expect(!consumes.enterBelongsToCommit)
    let beforeKeydown = try Self.keys("enter-commit=before-keydown", family: .korean)
    #expect(beforeKeydown == .init(inside: nil))
    #expect(!beforeKeydown.enterBelongsToCommit)
  }

  @Test("keydown-unflagged-first is a race inside Chromium: refused, the others are reproducible")
  func unflaggedIsNotReproducible() {
    #expect(!ComposingEnter.isReproducible(.keyDownUnflaggedFirst))
    #expect(
      EnterKeyOrder.allCases.filter(ComposingEnter.isReproducible).count == EnterKeyOrder.allCases.count - 1)
  }
}
