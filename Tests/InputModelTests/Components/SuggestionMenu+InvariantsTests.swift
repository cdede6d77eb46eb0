import Testing

@testable import InputModel

@Suite("SuggestionMenu: the suggestions invariant")
struct SuggestionMenuInvariantsTests {
  static let index = CandidateIndex(DemoCandidates.seedWords)

  @Test("an open menu fed the current query, with focus, holds")
  func healthy() {
    var menu = SuggestionMenu()
    menu.update(query: "から", index: Self.index)
    #expect(menu.violations(query: "から", index: Self.index, isFocused: true) == [])
  }

  @Test("a closed menu holds whatever the query and focus")
  func closedHolds() {
    let menu = SuggestionMenu()
    #expect(menu.violations(query: "から", index: Self.index, isFocused: false) == [])
    #expect(menu.violations(query: "", index: Self.index, isFocused: true) == [])
  }

  @Test("items for a stale query are reported with both lists")
  func staleItems() {
    var menu = SuggestionMenu()
    menu.update(query: "からて", index: Self.index)
    #expect(
      menu.violations(query: "からぶ", index: Self.index, isFocused: true)
        == [#"menu lists "からて" "からてがた" but the index matches "からぶり" for "からぶ""#])
  }

  @Test("an open menu without focus, with an empty query, or on a single exact match is reported")
  func openWhenItMustBeClosed() {
    var menu = SuggestionMenu()
    menu.update(query: "からてが", index: Self.index)
    #expect(
      menu.violations(query: "からてが", index: Self.index, isFocused: false)
        == ["menu is open while the field has no focus"])
    #expect(
      menu.violations(query: "", index: Self.index, isFocused: true) == ["menu is open with an empty query"])
    #expect(
      menu.violations(query: "からてがた", index: Self.index, isFocused: true)
        == [#"menu is open on its single exact match "からてがた""#])
  }

  @Test("after a pick the menu is closed, and the invariant holds in both post-pick phases")
  func postPick() throws {
    var menu = SuggestionMenu(options: .init(pickMode: .deferred))
    menu.update(query: "から", index: Self.index)
    _ = try menu.pick("からて", currentText: "から")
    #expect(menu.phase.isPostPick)
    #expect(menu.violations(query: "から", index: Self.index, isFocused: true) == [])
    menu.update(query: "から ", index: Self.index)
    #expect(menu.phase.isPostPick)
    #expect(menu.violations(query: "から ", index: Self.index, isFocused: true) == [])
  }
}
