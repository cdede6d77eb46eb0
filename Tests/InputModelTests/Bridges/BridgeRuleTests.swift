import Testing

@testable import InputModel

/// Each bridge rule value against its alternative: the same keys, a different observable end
/// (field text, marked text, binding).
@Suite("Bridge rules: each value against its alternative")
struct BridgeRuleTests {
  struct End: Equatable, CustomStringConvertible {
    var text: String
    var marked: String?
    var binding: String
    var description: String { "\(text) [\(marked ?? "-")] \(binding)" }
  }

  static func end(_ use: String, _ steps: String) throws -> End {
    let text = "scenario \"t\"\nuse \(use)\n" + steps + "\nskip violations\nskip onchange\nskip submitted\n"
    let scenario = try ScenarioParser.parse(text, path: "t.scenario").get()
    let result = ScenarioRunner().run(scenario)
    let after = try #require(result.trace.last?.after)
    let marked = after.field.markedRange.map { after.field.text.substring(utf16Range: $0) }
    return End(text: after.field.text, marked: marked, binding: after.binding)
  }

  static let pairs: [(rule: String, use: String, alternative: String, steps: String, end: End, other: End)] =
    [
      (
        "write=every-change / not-while-marked", "ime=romaji bridge=naive",
        "ime=romaji bridge=naive write=not-while-marked", "type ka",
        End(text: "か", marked: "か", binding: "か"), End(text: "か", marked: "か", binding: "")
      ),
      (
        "write=on-commit", "ime=romaji bridge=naive write=on-commit,on-end-editing",
        "ime=romaji bridge=naive write=on-end-editing", "type ka\nkey enter",
        End(text: "か", marked: nil, binding: "か"), End(text: "か", marked: nil, binding: "")
      ),
      (
        "write=on-end-editing", "ime=direct bridge=naive write=on-commit,on-end-editing",
        "ime=direct bridge=naive write=on-commit", "type abc\nblur",
        End(text: "abc", marked: nil, binding: "abc"), End(text: "abc", marked: nil, binding: "")
      ),
      (
        "assign=always / if-different (an equal value unmarks on uikit)",
        "ime=romaji bridge=naive assign=always",
        "ime=romaji bridge=naive", "type k",
        End(text: "k", marked: nil, binding: "k"), End(text: "k", marked: "k", binding: "k")
      ),
      (
        "assign=never / if-different", "ime=direct bridge=naive assign=never\ntransform uppercase",
        "ime=direct bridge=naive\ntransform uppercase", "type a",
        End(text: "a", marked: nil, binding: "A"), End(text: "A", marked: nil, binding: "A")
      ),
      (
        "assign=not-while-marked / if-different", "ime=flick bridge=swiftui13 assign=not-while-marked",
        "ime=flick bridge=swiftui13 assign=if-different", "flick わ\nflick た",
        End(text: "わた", marked: "わた", binding: ""), End(text: "た", marked: "た", binding: "")
      ),
      (
        "late=yes / no", "ime=romaji bridge=naive platform=web late=yes",
        "ime=romaji bridge=naive platform=web",
        "type wa\nkey enter",
        End(text: "わわ", marked: nil, binding: "わわ"), End(text: "わ", marked: nil, binding: "わ")
      ),
      (
        "assign-timing=next-turn / immediate",
        "ime=direct bridge=naive settle=manual assign-timing=next-turn\ntransform uppercase",
        "ime=direct bridge=naive settle=manual\ntransform uppercase", "type a\ntick frame",
        End(text: "a", marked: nil, binding: "A"), End(text: "A", marked: nil, binding: "A")
      ),
      (
        "assign-timing=next-edit / immediate", "ime=flick bridge=swiftui13",
        "ime=flick bridge=swiftui13 assign-timing=immediate",
        "flick わ\nflick た",
        End(text: "た", marked: "た", binding: ""), End(text: "わた", marked: "わた", binding: "")
      ),
      (
        "sync-writes=hidden-while-editing / shown",
        "ime=direct bridge=naive sync-writes=hidden-while-editing\ntransform uppercase",
        "ime=direct bridge=naive\ntransform uppercase", "type a",
        End(text: "a", marked: nil, binding: "A"), End(text: "A", marked: nil, binding: "A")
      ),
      (
        "update-view=changed-inputs / every-pass (A → B → A before the frame)",
        "ime=direct bridge=naive settle=manual update-view=changed-inputs",
        "ime=direct bridge=naive settle=manual update-view=every-pass", "type ab\ntick\ntype c\nset ab\ntick",
        End(text: "abc", marked: nil, binding: "ab"), End(text: "ab", marked: nil, binding: "ab")
      ),
    ]

  /// SwiftUI's render diffing is SwiftUI's: every SwiftUI text field and representable has
  /// it; React puts a controlled input's DOM value back to the state after every event.
  @Test(
    "update-view per preset: SwiftUI bridges diff their inputs, the React input updates every pass",
    arguments: [
      (BridgeKind.naive, ViewUpdates.changedInputs), (.swiftui13, .changedInputs),
      (.swiftui17, .changedInputs),
      (.controlledLate, .everyPass), (.guarded, .changedInputs),
    ])
  func viewUpdatesPerPreset(kind: BridgeKind, expected: ViewUpdates) {
    #expect(BridgeRules.preset(kind).viewUpdates == expected)
  }

  @Test("the value and its alternative end differently", arguments: pairs.indices)
  func pair(index: Int) throws {
    let pair = Self.pairs[index]
    #expect(try Self.end(pair.use, pair.steps) == pair.end, "\(pair.rule)")
    #expect(try Self.end(pair.alternative, pair.steps) == pair.other, "\(pair.rule)")
    #expect(pair.end != pair.other)
  }
}
