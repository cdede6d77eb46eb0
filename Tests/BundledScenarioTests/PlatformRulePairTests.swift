import Testing

@testable import InputModel

/// Every value of every platform rule and bridge rule, as a pair of minimal scenarios that
/// differ only in that one value (parsed from text, run by `ScenarioRunner`) and whose outcome
/// differs as docs/scenarios.md and docs/bridges-and-platforms.md say.
///
///     use ime=romaji bridge=naive platform=uikit      type ka
///     use marked-notifies=true   →  expect binding "か"
///     use marked-notifies=false  →  expect binding ""
///
/// Each side passes with its own expectations, and the other value fails the first value's
/// expectations, so a rule value that stopped mattering fails here.
@Suite("Rule values: a pair of scenarios per value")
struct PlatformRulePairTests {
  /// Two values of one rule, the shared header and steps, and what each value gives.
  struct Pair: CustomTestStringConvertible, Sendable {
    var rule: String
    var value: String
    var other: String
    /// The `use` line without the rule.
    var use: String
    /// Header lines after the rule's `use` line (`transform …`).
    var extra = ""
    var steps: String
    var expectValue: String
    var expectOther: String
    /// `skip violations` at the end; `false` when the pair is about a violation itself.
    var skipsViolations = true

    var testDescription: String { "\(rule)=\(value) vs \(rule)=\(other)" }

    func text(_ ruleValue: String, _ expectations: String) -> String {
      var lines = ["scenario \"\(rule)=\(ruleValue)\"", use, "use \(rule)=\(ruleValue)"]
      if !extra.isEmpty { lines.append(extra) }
      lines += ["", steps, expectations]
      if skipsViolations { lines.append("skip violations") }
      lines += ["skip onchange", "skip submitted"]
      return lines.joined(separator: "\n") + "\n"
    }
  }

  static let uikitNaive = "use ime=romaji bridge=naive platform=uikit"
  static let webEnter = "use ime=romaji bridge=guarded platform=web submit-guard=none"
  static let koreanEnter = "use ime=hangul bridge=guarded platform=web submit-guard=none"

  static let platformPairs: [Pair] = [
    Pair(
      rule: "assign-during-composition", value: "replace-clear", other: "replace-keep",
      use: uikitNaive + " ime-on-assign=drop", steps: "type ka\nset \"x\"",
      expectValue: "expect field \"x|\"", expectOther: "expect field \"[x|]\""),
    Pair(
      rule: "assign-during-composition", value: "ignore", other: "replace-clear",
      use: uikitNaive + " ime-on-assign=drop", steps: "type ka\nset \"x\"",
      expectValue: "expect field \"[か|]\"\nexpect binding \"x\"", expectOther: "expect field \"x|\""),
    Pair(
      rule: "ime-on-assign", value: "keep", other: "drop",
      use: uikitNaive + " assign-during-composition=replace-clear", steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x[かい|]\"", expectOther: "expect field \"x[い|]\""),
    Pair(
      rule: "ime-on-assign", value: "commit", other: "keep",
      use: uikitNaive + " assign-during-composition=replace-clear", steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x[い|]\"", expectOther: "expect field \"x[かい|]\""),
    Pair(
      rule: "ime-on-assign", value: "detach", other: "keep",
      use: uikitNaive + " assign-during-composition=replace-clear", steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x|\"", expectOther: "expect field \"x[かい|]\""),
    // A script's `set` is a later task's write: `ime-on-late-assign` decides, not `ime-on-assign`.
    Pair(
      rule: "ime-on-late-assign", value: "keep", other: "as-ime-on-assign",
      use: uikitNaive + " assign-during-composition=replace-clear ime-on-assign=drop",
      steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x[かい|]\"", expectOther: "expect field \"x[い|]\""),
    Pair(
      rule: "ime-on-late-assign", value: "drop", other: "keep",
      use: uikitNaive + " assign-during-composition=replace-clear ime-on-assign=keep",
      steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x[い|]\"", expectOther: "expect field \"x[かい|]\""),
    Pair(
      rule: "ime-on-late-assign", value: "commit", other: "keep",
      use: uikitNaive + " assign-during-composition=replace-clear ime-on-assign=keep",
      steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x[い|]\"", expectOther: "expect field \"x[かい|]\""),
    // WebKitGTK's stale composition: nothing the keyboard types shows, the caret goes to 0.
    Pair(
      rule: "ime-on-late-assign", value: "stale-composition", other: "keep",
      use: uikitNaive + " assign-during-composition=replace-clear ime-on-assign=keep",
      steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"|x\"", expectOther: "expect field \"x[かい|]\""),
    Pair(
      rule: "focus-loss", value: "keep-marked", other: "commit",
      use: "use ime=romaji bridge=guarded platform=uikit", steps: "type ka\nblur",
      expectValue: "expect field \"[か|]\"\nexpect binding \"\"",
      expectOther: "expect field \"か|\"\nexpect binding \"か\""),
    Pair(
      rule: "blur-composition", value: "keep-marked", other: "as-focus-loss",
      use: "use ime=romaji bridge=guarded platform=uikit focus-loss=commit",
      steps: "type ka\nblur\nfocus\ntype i",
      expectValue: "expect field \"[い|]\"", expectOther: "expect field \"か[い|]\""),
    Pair(
      rule: "blur-composition", value: "commit-detach", other: "commit",
      use: "use ime=romaji bridge=guarded platform=uikit focus-loss=discard",
      steps: "type ka\nblur\nfocus\ntype i",
      expectValue: "expect field \"か|\"", expectOther: "expect field \"か[い|]\""),
    Pair(
      rule: "preedit-selection", value: "caret", other: "keyboard",
      use: "use ime=romaji bridge=guarded platform=web", steps: "type kyou\nkey space",
      expectValue: "expect field \"[|今日]\"", expectOther: "expect field \"[{今日}]\""),
    Pair(
      rule: "preedit-selection", value: "next-character", other: "keyboard",
      use: "use ime=romaji bridge=guarded platform=web", steps: "type kyou\nkey space",
      expectValue: "expect field \"[{今}日]\"", expectOther: "expect field \"[{今日}]\""),
    Pair(
      rule: "preedit-cursor", value: "start", other: "keyboard",
      use: "use ime=romaji bridge=guarded platform=web preedit-selection=caret", steps: "type kana",
      expectValue: "expect field \"[|かな]\"", expectOther: "expect field \"[かな|]\""),
    Pair(
      rule: "commit-input", value: "delete-then-insert", other: "replace",
      use: "use ime=romaji bridge=naive platform=web", steps: "type o\nskip onchange\nkey enter",
      expectValue: "expect onchange \"お\" -> \"\"\nexpect onchange \"\" -> \"お\"",
      expectOther: "expect onchange none"),
    Pair(
      rule: "commit-input", value: "input-after-end", other: "replace",
      use: "use ime=romaji bridge=controlled-late platform=web", steps: "type i\nkey backspace",
      expectValue: "expect field \"い|\"", expectOther: "expect field \"|\""),
    Pair(
      rule: "marked-notifies", value: "true", other: "false", use: uikitNaive, steps: "type ka",
      expectValue: "expect binding \"か\"", expectOther: "expect binding \"\""),
    Pair(
      rule: "focus-loss", value: "commit", other: "discard",
      use: "use ime=romaji bridge=guarded platform=uikit", steps: "type ka\nblur",
      expectValue: "expect field \"か|\"\nexpect binding \"か\"",
      expectOther: "expect field \"|\"\nexpect binding \"\""),
    Pair(
      rule: "focus-loss", value: "commit-keep-selection", other: "commit",
      use: "use ime=romaji bridge=guarded platform=uikit", steps: "type kyou\nkey space\nblur",
      expectValue: "expect field \"{今日}\"", expectOther: "expect field \"今日|\""),
    Pair(
      rule: "backspace", value: "code-point", other: "cluster",
      use: "use ime=direct bridge=guarded platform=uikit", steps: "set \"aｶﾞ\"\nkey backspace",
      expectValue: "expect field \"aｶ|\"", expectOther: "expect field \"a|\""),
    Pair(
      rule: "enter-order", value: "ime-consumes", other: "keydown-first", use: webEnter,
      steps: "type kana\nkey enter", expectValue: "expect submitted none",
      expectOther: "expect submitted \"\""),
    Pair(
      rule: "enter-order", value: "composition-end-first", other: "keydown-first", use: webEnter,
      steps: "type kana\nkey enter", expectValue: "expect submitted \"かな\"",
      expectOther: "expect submitted \"\""),
    Pair(
      rule: "enter-order", value: "keydown-unflagged-first", other: "keydown-first",
      use: "use ime=romaji bridge=guarded platform=web submit-guard=naive", steps: "type kana\nkey enter",
      expectValue: "expect submitted \"\"", expectOther: "expect submitted none"),
    Pair(
      rule: "enter-commit", value: "before-keydown", other: "after-keydown", use: koreanEnter,
      steps: "type dkssud\nkey enter", expectValue: "expect submitted \"안녕\"",
      expectOther: "expect submitted \"안\""),
    Pair(
      rule: "enter-commit", value: "consumed", other: "before-keydown", use: koreanEnter,
      steps: "type dkssud\nkey enter", expectValue: "expect submitted \"안\"\nexpect submitted \"안녕\"",
      expectOther: "expect submitted \"안녕\""),
    Pair(
      rule: "blur-composition", value: "discard", other: "as-focus-loss",
      use: "use ime=romaji bridge=guarded platform=uikit focus-loss=commit", steps: "type ka\nblur",
      expectValue: "expect field \"|\"", expectOther: "expect field \"か|\""),
    Pair(
      rule: "blur-composition", value: "commit", other: "as-focus-loss",
      use: "use ime=romaji bridge=guarded platform=uikit focus-loss=discard", steps: "type ka\nblur",
      expectValue: "expect field \"か|\"", expectOther: "expect field \"|\""),
    Pair(
      rule: "composition-restart", value: "per-syllable", other: "none",
      use: "use ime=hangul bridge=controlled-late platform=web", steps: "type rksk",
      expectValue: "expect field \"ㄱ간나|\"", expectOther: "expect field \"ㄱ간|\""),
    Pair(
      rule: "render-timing", value: "per-event", other: "per-step",
      use: "use ime=romaji bridge=naive platform=web", extra: "transform uppercase", steps: "type i\ntype gu",
      expectValue: "expect field \"いG[いぐ|]\"", expectOther: "expect field \"[いぐ|]\""),
    // t's late render lands before u (Mozc dropped ｌｔ in the input handler), or after it.
    Pair(
      rule: "late-render", value: "before-next-key", other: "with-step",
      use: "use ime=romaji romaji-style=desktop bridge=controlled-late platform=web-chromium-linux",
      steps: "type ltu", expectValue: "expect field \"ｌｔう|\"", expectOther: "expect field \"ｌう|\""),
    // a commits 尾 (kept by Mozc after the stale render) and starts あ: the late render lands
    // between the two messages, or after both.
    Pair(
      rule: "late-render", value: "before-next-message", other: "before-next-key",
      use: "use ime=mozc bridge=controlled-late platform=web-webkitgtk",
      steps: "type o\nkey space\ntype a", expectValue: "expect field \"尾尾あ|\"",
      expectOther: "expect field \"尾あ|\""),
    Pair(
      rule: "late-render", value: "with-step", other: "before-next-key",
      use: "use ime=romaji romaji-style=desktop bridge=controlled-late platform=web-chromium-linux",
      steps: "type jo\nkey backspace x2", expectValue: "expect field \"じ|\"",
      expectOther: "expect field \"|\""),
    // e commits 、 (a preedit: the report before it is empty) and starts え: Mozc drops 、 as
    // its context (得よ) or, told nothing, keeps it (絵よ).
    Pair(
      rule: "surrounding-text", value: "keyboard-edits", other: "none",
      use: "use ime=mozc bridge=guarded platform=web-chromium-linux",
      steps: "type \",\"\nconvert\ntype eyo\nconvert", expectValue: "expect field \"、[|得よ]\"",
      expectOther: "expect field \"、[|絵よ]\""),
    Pair(
      rule: "surrounding-text", value: "none", other: "keyboard-edits",
      use: "use ime=mozc bridge=guarded platform=web-chromium-linux",
      steps: "type \",\"\nconvert\ntype eyo\nconvert", expectValue: "expect field \"、[|絵よ]\"",
      expectOther: "expect field \"、[|得よ]\""),
    // The page's write after 、: it resets Mozc's context, or it is not reported.
    Pair(
      rule: "surrounding-text", value: "reset-on-write", other: "keyboard-edits",
      use: "use ime=mozc bridge=guarded platform=web-chromium-linux",
      steps: "type \",\"\ncommit\nset \"あ\"\ntype eyo\nconvert", expectValue: "expect field \"あ[|得よ]\"",
      expectOther: "expect field \"あ[|絵よ]\""),
    Pair(
      rule: "latin-composition", value: "word", other: "none",
      use: "use ime=direct bridge=guarded platform=android", steps: "type hi",
      expectValue: "expect field \"[hi|]\"\nexpect binding \"\"",
      expectOther: "expect field \"hi|\"\nexpect binding \"hi\""),
    Pair(
      rule: "assign-equal", value: "ignored", other: "assigns",
      use: "use ime=romaji bridge=naive platform=web-safari assign=always", steps: "type ka\ntype ki",
      expectValue: "expect field \"[かき|]\"", expectOther: "expect field \"かかき|\""),
    Pair(
      rule: "assign-equal", value: "assigns", other: "ignored",
      use: "use ime=direct bridge=naive platform=web assign=always",
      steps: "set \"held\"\nkey left x2\ntype x",
      expectValue: "expect field \"hexld|\"", expectOther: "expect field \"hex|ld\""),
  ]

  static let bridgePairs: [Pair] = [
    Pair(
      rule: "write", value: "every-change", other: "not-while-marked", use: uikitNaive, steps: "type ka",
      expectValue: "expect binding \"か\"", expectOther: "expect binding \"\""),
    Pair(
      rule: "write", value: "on-commit", other: "not-while-marked", use: uikitNaive,
      steps: "type ka\ntype a\nkey enter", expectValue: "expect binding \"かあ\"",
      expectOther: "expect binding \"\""),
    Pair(
      rule: "write", value: "on-end-editing", other: "on-commit",
      use: "use ime=direct bridge=naive platform=uikit", steps: "type ab\nblur",
      expectValue: "expect binding \"ab\"", expectOther: "expect binding \"\""),
    Pair(
      rule: "assign", value: "always", other: "if-different", use: uikitNaive, steps: "type ka",
      expectValue: "expect field \"か|\"", expectOther: "expect field \"[か|]\""),
    Pair(
      rule: "assign", value: "never", other: "if-different",
      use: "use ime=direct bridge=naive platform=uikit",
      extra: "transform uppercase", steps: "type ab",
      expectValue: "expect field \"ab|\"\nexpect binding \"AB\"", expectOther: "expect field \"AB|\""),
    Pair(
      rule: "assign", value: "not-while-marked", other: "if-different", use: uikitNaive,
      steps: "type ka\nset \"x\"", expectValue: "expect field \"x|\"",
      expectOther: "expect violation composition-overwrite\nexpect field \"x|\"", skipsViolations: false),
    Pair(
      rule: "late", value: "yes", other: "no", use: "use ime=romaji bridge=naive platform=web",
      steps: "type wa", expectValue: "expect field \"わ|\"", expectOther: "expect field \"[わ|]\""),
    Pair(
      rule: "assign-timing", value: "next-edit", other: "immediate",
      use: "use ime=flick bridge=swiftui13 platform=uikit", steps: "flick わ\nflick た",
      expectValue: "expect field \"[た|]\"", expectOther: "expect field \"[わた|]\""),
    Pair(
      rule: "sync-writes", value: "hidden-while-editing", other: "shown",
      use: "use ime=direct bridge=naive platform=uikit", extra: "transform uppercase", steps: "type ab",
      expectValue: "expect field \"ab|\"\nexpect binding \"AB\"", expectOther: "expect field \"AB|\""),
    Pair(
      rule: "update-view", value: "changed-inputs", other: "every-pass",
      use: "use ime=direct bridge=naive platform=uikit settle=manual",
      steps: "type ab\ntick\ntype c\nset \"ab\"\ntick",
      expectValue: "expect field \"abc|\"\nexpect binding \"ab\"", expectOther: "expect field \"ab|\""),
  ]

  static func run(_ text: String) throws -> ScenarioResult {
    let scenario = try ScenarioParser.parse(text, path: "pair.scenario", keyboards: .linkedForTests).get()
    return ScenarioRunner().run(scenario)
  }

  @Test(
    "each value passes with its outcome, and the other value does not give it",
    arguments: platformPairs + bridgePairs)
  func pair(_ pair: Pair) throws {
    let value = try Self.run(pair.text(pair.value, pair.expectValue))
    #expect(value.status == .passed, "\(pair.value): \(value.failure?.heading ?? "")")
    let other = try Self.run(pair.text(pair.other, pair.expectOther))
    #expect(other.status == .passed, "\(pair.other): \(other.failure?.heading ?? "")")
    let crossed = try Self.run(pair.text(pair.other, pair.expectValue))
    #expect(crossed.status == .failed, "\(pair.other) gives what \(pair.value) gives")
  }

  /// `commit-then-replace` ends with the same text as `replace-clear`; what differs is what the
  /// platform did to the marked text: committed (its events say so) rather than cleared.
  @Test("assign-during-composition=commit-then-replace commits the marked text where replace-clear clears it")
  func commitThenReplace() throws {
    let pair = Pair(
      rule: "assign-during-composition", value: "commit-then-replace", other: "replace-clear",
      use: Self.uikitNaive + " ime-on-assign=drop", steps: "type ka\nset \"x\"",
      expectValue: "expect field \"x|\"", expectOther: "expect field \"x|\"")
    func fates(_ value: String) throws -> [AssignmentOutcome.MarkedTextFate] {
      let result = try Self.run(pair.text(value, pair.expectValue))
      #expect(result.status == .passed, "\(value): \(result.failure?.heading ?? "")")
      return result.trace.flatMap(\.events).compactMap {
        if case .renderAssignment(_, "か", let fate) = $0 { fate } else { nil }
      }
    }
    #expect(try fates("commit-then-replace") == [.committed])
    #expect(try fates("replace-clear") == [.cleared])
  }

  /// `drop` and `commit` give the same text with the built-in keyboards (docs/evidence.md:
  /// "textually the same"); each differs from `keep` (the pairs above).
  @Test("ime-on-assign=drop and commit give the same text")
  func dropEqualsCommit() throws {
    let pair = Pair(
      rule: "ime-on-assign", value: "drop", other: "commit",
      use: Self.uikitNaive + " assign-during-composition=replace-clear", steps: "type ka\nset \"x\"\ntype i",
      expectValue: "expect field \"x[い|]\"", expectOther: "expect field \"x[い|]\"")
    #expect(try Self.run(pair.text("drop", pair.expectValue)).status == .passed)
    #expect(try Self.run(pair.text("commit", pair.expectValue)).status == .passed)
  }

  /// `next-turn` lands the update pass on a later main-queue turn, after the onChange of the
  /// write it shows; `immediate` assigns in the render pass, before that onChange.
  @Test("assign-timing=next-turn assigns after the write's onChange; immediate before it")
  func nextTurn() throws {
    let pair = Pair(
      rule: "assign-timing", value: "next-turn", other: "immediate",
      use: "use ime=direct bridge=naive platform=uikit", extra: "transform uppercase", steps: "type a",
      expectValue: "expect field \"A|\"", expectOther: "expect field \"A|\"")
    func order(_ value: String) throws -> [String] {
      let result = try Self.run(pair.text(value, pair.expectValue))
      #expect(result.status == .passed, "\(value): \(result.failure?.heading ?? "")")
      return result.trace.flatMap(\.events).compactMap {
        switch $0 {
        case .renderAssignment(let text, _, _): "assign \(text)"
        case .onChange(let old, let new): "onChange \(old) -> \(new)"
        default: nil
        }
      }
    }
    // next-turn: the app's onChange for the transform's write runs before the queued pass shows it.
    #expect(try order("next-turn") == ["onChange  -> a", "onChange a -> A", "assign A"])
    #expect(try order("immediate") == ["onChange  -> a", "assign A", "onChange a -> A"])
  }

  @Test("every value of every rule is in a pair")
  func everyValueCovered() {
    let pairs =
      Self.platformPairs + Self.bridgePairs + [
        Pair(
          rule: "assign-during-composition", value: "commit-then-replace", other: "", use: "", steps: "",
          expectValue: "", expectOther: ""),
        Pair(
          rule: "ime-on-assign", value: "drop", other: "", use: "", steps: "", expectValue: "",
          expectOther: ""),
        Pair(
          rule: "assign-timing", value: "next-turn", other: "", use: "", steps: "", expectValue: "",
          expectOther: ""),
      ]
    var covered: [String: Set<String>] = [:]
    for pair in pairs {
      covered[pair.rule, default: []].formUnion([pair.value, pair.other])
    }
    for rule in PlatformRule.allCases {
      for value in rule.allowedValues {
        #expect(covered[rule.rawValue]?.contains(value) == true, "\(rule.rawValue)=\(value) has no pair")
      }
    }
    for rule in BridgeRule.allCases {
      for value in rule.allowedValues {
        #expect(covered[rule.rawValue]?.contains(value) == true, "\(rule.rawValue)=\(value) has no pair")
      }
    }
  }
}
