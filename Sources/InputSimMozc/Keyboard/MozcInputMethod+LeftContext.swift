import InputModel

/// Mozc's left context where the platform reports the text before the caret
/// (`surrounding-text=`, GTK's surrounding text through fcitx5). Mozc converts a reading with
/// what it committed before (`えよ` after `、` is `絵よ`, with nothing before it `得よ`); when a
/// client reports the text before the caret, Mozc checks it as a composition starts and keeps
/// its context only when that text and its last commit end with one another, else drops it.
/// The helper that drives the model's Mozc has no command to drop a context, so the keyboard
/// opens a new session for it (Mozc's compositions and modes are not carried across keys here,
/// so only the context differs).
///
///     "、|" (committed by Enter), report "、", type e  →  context kept: eyo, convert → 絵よ
///     "[{、}]", report "", type e        →  、 committed, context dropped: … → 得よ
///     "、|", the page wrote "あ" (Firefox: report ""), type e  →  dropped: … → 得よ
///
/// Not modelled: where the report ends with digits or Latin letters, Mozc rebuilds a context
/// from them; the keyboard only keeps or drops.
extension MozcInputMethod {
  /// The report to check before `key`, when `key` starts a composition (a character typed with
  /// nothing composed, or typed on during a conversion) and the platform reports the text
  /// before the caret; `nil` otherwise. As much of the report as the check needs: one unit more
  /// than the last commit.
  func reportedTextBeforeComposition(startedBy key: MozcKeyEvent, client: any TextInputClient) -> String? {
    if case .special = key.key { return nil }
    guard !isComposing || isConverting else { return nil }
    return client.surroundingText(beforeCaretUpTo: lastCommit.utf16.count + 1)
  }

  /// Whether Mozc keeps its context when a composition starts after `report`.
  ///
  ///     last commit "、":  report "、" → true   "xx、" → true   "" → false   "あ" → false
  ///     last commit "":    any report → true (nothing to drop)
  func keepsLeftContext(reportedTextBeforeCaret report: String) -> Bool {
    guard !lastCommit.isEmpty else { return true }
    guard !report.isEmpty else { return false }
    return report.hasSuffix(lastCommit) || lastCommit.hasSuffix(report)
  }

  /// Presses `key`, which starts a composition after `report`. Typed on during a conversion,
  /// the conversion is committed first (Enter, which commits it as the typed key would), so the
  /// context can be checked against that commit; a dropped context is a new session. The
  /// client sees one key: the commit, then the new composition.
  ///
  ///     "[{、}]", report "", type e  →  Enter: 、 · new session · e: え  →  insertText("、"),
  ///                                     setMarkedText("え")
  func pressStartingComposition(
    _ key: MozcKeyEvent, reportedTextBeforeCaret report: String, client: any TextInputClient,
    unconsumed: () throws(InputMethodError) -> Void
  ) throws(InputMethodError) {
    var commit: MozcOutput?
    if isConverting {
      commit = try send(.special(.enter))
    }
    if !keepsLeftContext(reportedTextBeforeCaret: report) {
      try startSessionWithoutContext()
    }
    var output = try send(key)
    guard let commit else {
      guard output.consumed else { return try unconsumed() }
      return try show(output, client: client)
    }
    guard output.consumed else {
      try show(commit, client: client)
      return try unconsumed()
    }
    output.result = (commit.result ?? "") + (output.result ?? "")
    try show(output, client: client)
  }

  /// A new session in place of this one: Mozc with nothing committed before.
  private func startSessionWithoutContext() throws(InputMethodError) {
    do {
      session = try server.createSession()
    } catch {
      throw .engineUnavailable(error.engineError)
    }
    lastCommit = ""
    lastOutput = MozcOutput()
  }
}
