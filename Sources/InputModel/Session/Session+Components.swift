/// Components the seed systems grew from, driven by the session: the suggestion menu
/// (`inputSuggestion`), the search field (`.searchable`) and the scrolling display.
extension Session {
  /// Attaches the suggestion menu; its items come from `index`, its query from the binding or
  /// the field text (marked text included), as `options.queryMode` says.
  ///
  /// With `options.updateMode == .onChange` the menu is an `onChange(of: text)` handler
  /// registered after the transforms, fed each firing (see `Session+MenuHandler`).
  public func attachSuggestionMenu(_ options: SuggestionMenu.Options, index: CandidateIndex) {
    components.suggestionMenu = SuggestionMenu(options: options)
    components.suggestionIndex = index
    if options.updateMode == .onChange {
      registerMenuHandler()
    } else {
      updateComponents()
    }
  }

  /// Attaches a search field that filters `items` by the query (the binding) and offers
  /// `suggestions`.
  ///
  /// - Parameter submitReads: which query the submit sends (`current`: the binding when Enter
  ///   is handled; `captured`: the last render's; `mount`: the first render's).
  public func attachSearchField(
    items: CandidateIndex, suggestions: [String], submitReads: AppHandlerOptions.Reads = .current
  ) {
    var search = SearchField(
      items: items, suggestions: suggestions, query: binding, isFocused: field.isFocused)
    search.submitReads = submitReads
    components.searchField = search
    updateComponents()
  }

  /// Attaches the scrolling display (the calculator's one-line text), showing the binding.
  public func attachViewport(widthPoints: Double, cellWidthPoints: Double) {
    components.viewport = ScrollingText(text: binding, viewWidth: widthPoints, cellWidth: cellWidthPoints)
  }

  /// The query the menu sees.
  var menuQuery: String {
    guard let menu = components.suggestionMenu else { return binding }
    return menu.options.queryMode == .field && menu.options.updateMode == .settled ? field.text : binding
  }

  /// Feeds the components the state after a step.
  func updateComponents() {
    if var menu = components.suggestionMenu, let index = components.suggestionIndex,
      menu.options.updateMode == .settled
    {
      menu.update(query: menuQuery, index: index, isFocused: field.isFocused)
      components.suggestionMenu = menu
    }
    if var search = components.searchField {
      search.focusChanged(isFocused: field.isFocused)
      search.update(query: binding)
      components.searchField = search
    }
    if var viewport = components.viewport, viewport.text != binding {
      viewport.setText(binding)
      components.viewport = viewport
    }
  }

  /// The `suggestions` invariant, after each step. A menu that is an `onChange` handler
  /// (`update=onchange`) shows what its last firing fed it until the pending render and tasks
  /// run (`settle=manual` between ticks): it is judged once they have.
  func checkSuggestions() {
    var problems: [String] = []
    if let menu = components.suggestionMenu, let index = components.suggestionIndex {
      if menu.options.updateMode == .onChange && !store.isSettled { return }
      problems = menu.violations(query: menuQuery, index: index, isFocused: field.isFocused)
      // Whatever fed the query: the binding chosen as the query, or an `onChange(of: text)`
      // handler, whose firings come from the binding and follow the bridge's write rule (a
      // bridge that holds the binding while a Latin word is marked is lurker#622's `v-model`).
      if menu.isOpen, let lag = resultsLag(shownFor: menu.lastQuery) {
        problems.append(lag)
      }
      monitor.checkSuggestions(problems: problems)
    }
  }

  /// The menu showing results for `query` while the person composes a word the field shows
  /// as marked text, and `query` is not what the field shows: results for a text the person no
  /// longer sees (lurker#622: a filter fed by `v-model` sits on the old results for the whole
  /// composed word). Only where the marked text is the text itself — Latin words composed by a
  /// phone keyboard; a kana, Hangul or pinyin reading waiting for its commit is the accepted
  /// practice (ng-select#1274, reka-ui#2806), docs/components.md "Results and marked text".
  ///
  ///     android, query=binding: "a" committed, type pr  →  field "a[pr]", the menu lists the
  ///       matches of "a"  →  "the menu shows the matches of "a", but the field shows "apr""
  private func resultsLag(shownFor query: String) -> String? {
    guard field.markedRange != nil, let direct = inputMethod as? DirectInputMethod,
      direct.latinComposition == .word
    else { return nil }
    let visible = field.text
    guard query != visible else { return nil }
    return
      "the menu shows the matches of \(Quoting.quoted(query)), a text the person no longer sees: the field shows \(Quoting.quoted(visible))"
  }

  /// Picks an item of the open menu, or a search suggestion.
  func pick(_ item: String) throws(SessionError) {
    if var menu = components.suggestionMenu {
      let writes: [MenuWrite]
      do {
        writes = try menu.pick(item, currentText: binding)
      } catch {
        throw .component(String(describing: error))
      }
      components.suggestionMenu = menu
      menuChangedOutsideFirings()
      typedSincePick = false
      record(.menuPick(item: item, mode: menu.options.pickMode))
      var interim: String?
      for write in writes {
        switch write {
        case .now(let text):
          writeBinding(text, origin: .action(MenuWatch.ownLabel))
          interim = text
        case .nextTurn(let text):
          let expected = interim ?? binding
          let guarded = menu.options.pickTask == .guarded
          store.enqueue(label: "pick \(Quoting.quoted(text))") { [unowned self] _ in
            self.runPickTask(item: text, interim: expected, guarded: guarded)
          }
        }
      }
      return
    }
    guard var search = components.searchField else {
      throw .component(ScenarioVocabulary.Step.pick.requirementMessage)
    }
    let completion: SearchCompletion
    do {
      completion = try search.pick(item)
    } catch {
      throw .component(String(describing: error))
    }
    components.searchField = search
    record(.searchPick(item: item))
    writeBinding(completion.query, origin: .action("searchCompletion"))
    if completion.submits {
      settle()
      submit(byCommittingKey: false)
    }
  }

  func closeMenu() throws(SessionError) {
    guard var menu = components.suggestionMenu else {
      throw .component(ScenarioVocabulary.Step.closeMenu.requirementMessage)
    }
    menu.closeButton()
    components.suggestionMenu = menu
    menuChangedOutsideFirings()
    record(.menuCloseButton)
  }

  func cancelSearch() throws(SessionError) {
    guard var search = components.searchField else {
      throw .component(ScenarioVocabulary.Step.cancelSearch.requirementMessage)
    }
    search.cancel()
    components.searchField = search
    record(.searchCancel)
    // Dismissing the search changes `isSearching`, an input of the search field's view: its
    // update runs even when the text ends as the last update saw it.
    viewInputs.otherInputChanged()
    try apply(.blur)
    writeBinding("", origin: .action("cancel search"))
  }

  func scroll(to points: Double) throws(SessionError) {
    guard var viewport = components.viewport else {
      throw .component(ScenarioVocabulary.Step.scroll.requirementMessage)
    }
    viewport.scroll(to: points)
    components.viewport = viewport
  }

  func resize(to points: Double) throws(SessionError) {
    guard var viewport = components.viewport else {
      throw .component(ScenarioVocabulary.Step.resize.requirementMessage)
    }
    viewport.resize(width: points)
    components.viewport = viewport
  }

  /// Tells the components about a submit.
  func componentsSawSubmit(_ value: String) {
    if var menu = components.suggestionMenu {
      menu.submitted()
      components.suggestionMenu = menu
      menuChangedOutsideFirings()
    }
    if var search = components.searchField {
      search.submitted(query: value)
      components.searchField = search
    }
  }

  /// Tells the components focus left the field.
  func componentsSawFocusLoss() {
    if var menu = components.suggestionMenu {
      menu.focusMoved()
      components.suggestionMenu = menu
      menuChangedOutsideFirings()
    }
  }
}
