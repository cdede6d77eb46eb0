import Testing

@testable import InputModel

@Suite("SuggestionMenu: opening, closing and picking")
struct SuggestionMenuTests {
  static let index = CandidateIndex(DemoCandidates.seedWords)

  /// A menu after `update` with each query in turn.
  static func menu(
    _ queries: String..., options: SuggestionMenu.Options = .init(), isFocused: Bool = true
  ) -> SuggestionMenu {
    var menu = SuggestionMenu(options: options)
    for query in queries { menu.update(query: query, index: index, isFocused: isFocused) }
    return menu
  }

  @Test(
    "the menu lists the query's matches in source order, in any spelling",
    arguments: [
      ("か", ["かたづけ", "かまあげ", "からあげ", "からおけ", "からて", "からてがた", "からぶり"]),
      ("カラ", ["からあげ", "からおけ", "からて", "からてがた", "からぶり"]),
      ("ｶﾗﾃ", ["からて", "からてがた"]),
      ("からてが", ["からてがた"]),
      ("サ", ["さけちゃづけ", "さくらんぼ", "さつまあげ", "さふぁりぱーく"]),
    ])
  func opensWithMatches(query: String, items: [String]) {
    let menu = Self.menu(query)
    #expect(menu.isOpen)
    #expect(menu.phase == .open)
    #expect(menu.items == items)
  }

  @Test(
    "the menu closes on an empty query, no match, or a single match equal to the query",
    arguments: [
      (["か", ""], "empty query"),
      (["か", "かぬ"], "no match"),
      (["ぬ"], "no match from the start"),
      (["か", "からてがた"], "single exact match"),
      (["か", "カラテガタ"], "single exact match in katakana"),
      (["か", "ｶﾗﾃｶﾞﾀ"], "single exact match in half-width"),
      (["か", "さふぁりぱーく"], "single exact match with small kana and ー"),
    ])
  func closes(queries: [String], reason: String) {
    var menu = SuggestionMenu()
    for query in queries { menu.update(query: query, index: Self.index) }
    #expect(!menu.isOpen, "\(reason)")
    #expect(menu.phase == .closed, "\(reason)")
    #expect(menu.items == [], "\(reason)")
  }

  @Test("a query equal to one of several matches keeps the menu open (からて, からてがた)")
  func exactButNotSingle() {
    let menu = Self.menu("からて")
    #expect(menu.items == ["からて", "からてがた"])
  }

  @Test(
    "focus moving away, the close button and a submit close the menu",
    arguments: ["focusMoved", "closeButton", "submitted"])
  func closers(closer: String) {
    var menu = Self.menu("から")
    switch closer {
    case "focusMoved": menu.focusMoved()
    case "closeButton": menu.closeButton()
    default: menu.submitted()
    }
    #expect(menu.phase == .closed)
    #expect(menu.items == [])
    // The same query again (no change) keeps it closed; typing reopens it.
    menu.update(query: "から", index: Self.index)
    #expect(!menu.isOpen)
    menu.update(query: "からて", index: Self.index)
    #expect(menu.items == ["からて", "からてがた"])
  }

  @Test("an update without focus closes the menu and never opens it")
  func unfocusedUpdates() {
    var menu = Self.menu("か")
    menu.update(query: "から", index: Self.index, isFocused: false)
    #expect(menu.phase == .closed)
    #expect(Self.menu("か", isFocused: false).phase == .closed)
  }

  @Test("a direct pick writes the item at once, and its write does not reopen the menu")
  func directPick() throws {
    var menu = Self.menu("から")
    let writes = try menu.pick("からて", currentText: "から")
    #expect(writes == [.now("からて")])
    #expect(menu.phase == .absorbing(item: "からて"))
    #expect(menu.items == [])
    menu.update(query: "からて", index: Self.index)  // its own write: からて has two matches
    #expect(menu.phase == .closed)
    #expect(menu.items == [])
    menu.update(query: "からてが", index: Self.index)  // the person types on
    #expect(menu.items == ["からてがた"])
  }

  @Test("a deferred pick writes text + space now and the item on the next turn")
  func deferredPickWrites() throws {
    var menu = Self.menu("から", options: .init(pickMode: .deferred))
    let writes = try menu.pick("からあげ", currentText: "から")
    #expect(writes == [.now("から "), .nextTurn("からあげ")])
    #expect(menu.phase == .selected(item: "からあげ", interimText: "から "))
    #expect(!menu.isOpen)
  }

  @Test(
    "the deferred pick's two updates (text + space, then the item) never reopen the menu",
    arguments: ["かたづけ", "かまあげ", "からあげ", "からおけ", "からて", "からてがた", "からぶり"])
  func deferredSequenceNeverReopens(item: String) throws {
    var menu = Self.menu("か", options: .init(pickMode: .deferred))
    let writes = try menu.pick(item, currentText: "か")
    var phases: [SuggestionMenuPhase] = []
    for write in writes {
      switch write {
      case .now(let text), .nextTurn(let text):
        menu.update(query: text, index: Self.index)
      }
      phases.append(menu.phase)
      #expect(menu.items == [], "after the write \(write)")
      #expect(menu.violations(query: menu.lastQuery, index: Self.index, isFocused: true) == [])
    }
    #expect(phases == [.absorbing(item: item), .closed])
  }

  @Test("both deferred writes landing before one update (a settled step) close the menu")
  func deferredWritesCoalesced() throws {
    var menu = Self.menu("から", options: .init(pickMode: .deferred))
    _ = try menu.pick("からて", currentText: "から")
    menu.update(query: "からて", index: Self.index)
    #expect(menu.phase == .closed)
  }

  @Test("repeated updates with the interim text keep absorbing; the item's write then closes")
  func repeatedInterimUpdates() throws {
    var menu = Self.menu("から", options: .init(pickMode: .deferred))
    _ = try menu.pick("からて", currentText: "から")
    menu.update(query: "から", index: Self.index)  // nothing written yet
    #expect(menu.phase == .selected(item: "からて", interimText: "から "))
    menu.update(query: "から ", index: Self.index)
    menu.update(query: "から ", index: Self.index)
    #expect(menu.phase == .absorbing(item: "からて"))
    menu.update(query: "からて", index: Self.index)
    #expect(menu.phase == .closed)
  }

  @Test("focus leaving and returning between the deferred writes does not reopen the menu")
  func focusDuringPostPick() throws {
    var menu = Self.menu("から", options: .init(pickMode: .deferred))
    _ = try menu.pick("からて", currentText: "から")
    menu.update(query: "から ", index: Self.index)
    menu.focusMoved()
    menu.update(query: "から ", index: Self.index, isFocused: false)
    menu.update(query: "から ", index: Self.index, isFocused: true)
    #expect(menu.phase == .absorbing(item: "からて"))
    menu.update(query: "からて", index: Self.index)
    #expect(menu.phase == .closed)
  }

  @Test("a query that is not the pick's write ends the post-pick phase and is matched")
  func otherQueryAfterPick() throws {
    var menu = Self.menu("から", options: .init(pickMode: .deferred))
    _ = try menu.pick("からて", currentText: "から")
    menu.update(query: "さ", index: Self.index)
    #expect(menu.items == ["さけちゃづけ", "さくらんぼ", "さつまあげ", "さふぁりぱーく"])
  }

  @Test("picking an item the menu does not list, or picking from a closed menu, is an error")
  func pickErrors() {
    var menu = Self.menu("からて")
    #expect(throws: SuggestionMenuError.notInMenu(item: "かたづけ", shown: ["からて", "からてがた"])) {
      try menu.pick("かたづけ", currentText: "からて")
    }
    #expect(menu.isOpen)
    var closed = SuggestionMenu()
    #expect(throws: SuggestionMenuError.notInMenu(item: "からて", shown: [])) {
      try closed.pick("からて", currentText: "")
    }
  }

  @Test("error messages say what was picked and what is shown")
  func errorMessages() {
    #expect(
      SuggestionMenuError.notInMenu(item: "かたづけ", shown: ["からて", "からてがた"]).description
        == #"cannot pick "かたづけ": the menu lists "からて" "からてがた""#)
    #expect(
      SuggestionMenuError.notInMenu(item: "からて", shown: []).description
        == #"cannot pick "からて": the suggestion menu is closed"#)
  }

  @Test("options default to down, 200 pt, direct picks and the binding as query")
  func defaults() {
    let options = SuggestionMenu.Options()
    #expect(options.direction == .down)
    #expect(options.maxHeight == 200)
    #expect(options.pickMode == .direct)
    #expect(options.queryMode == .binding)
  }
}
