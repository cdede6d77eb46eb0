/// The one writer of trace events as text: the lines `explain` prints under each step, and the
/// pieces the failure trace reuses.
///
///     .bindingWrite(value: "わ", origin: .bridge("native"))  →  binding ← "わ" (bridge:native)
///     .renderAssignment(text: "た", markedTextBefore: "わ", fate: .cleared)
///       →  render: assign "た" during composition (marked "わ" cleared)
public enum TraceEventText {
  /// The event as one line of the `explain` timeline.
  public static func line(_ event: TraceEvent) -> String {
    switch event {
    case .field(let fieldEvent):
      return "field: " + describe(fieldEvent)
    case .bindingWrite(let value, let origin):
      return "binding ← \(Quoting.quoted(value)) (\(origin))"
    case .renderAssignment(let text, let markedTextBefore, let fate):
      return "render: " + assignment(text: text, markedTextBefore: markedTextBefore, fate: fate)
    case .unmark(let committedText):
      return "app: unmark (commit \(Quoting.quoted(committedText)))"
    case .keyboardTold(let reaction):
      return "keyboard: told the text changed (\(reaction.rawValue))"
    case .keyboardError(let error):
      return "keyboard: \(error.message)"
    case .onChange(let old, let new):
      return "onChange \(Quoting.quoted(old)) -> \(Quoting.quoted(new))"
    case .handlerFiring(let firing):
      return handlerFiring(firing)
    case .coalescedAway(let handler, let values):
      return "\(handler): no onChange: " + values.map(Quoting.quoted).joined(separator: " → ")
        + " coalesced (A → B → A)"
    case .taskEnqueued(let label):
      return "app: enqueue \(label)"
    case .storeDiagnostic(let diagnostic):
      return "app: \(diagnostic)"
    case .violation(let violation):
      return "violation \(violation.invariant.rawValue): \(violation.message)"
    case .submit(let value):
      return "submit \(Quoting.quoted(value))"
    case .enterKeyDown(let isComposing):
      return "app: Enter keydown (isComposing: \(isComposing))"
    case .keyIgnoredWithoutFocus(let action):
      return "\(action.scenarioSpelling): ignored, the field has no focus"
    case .menuPick(let item, let mode):
      return "menu: pick \(Quoting.quoted(item)) (\(mode.rawValue))"
    case .searchPick(let item):
      return "search: pick \(Quoting.quoted(item))"
    case .menuCloseButton:
      return "menu: close button"
    case .searchCancel:
      return "search: cancel"
    case .writeNotDisplayed(let bridge, let value):
      // Plain quotes, not `Quoting.quoted`: the line has always been written this way, and
      // `explain` output stays byte-identical.
      return "\(bridge): write of \"\(value)\" not displayed (made during the field's update)"
    case .note(let text):
      return text
    }
  }

  /// An app handler's firing: what it received and read, what it should have read, and the
  /// two outcomes.
  ///
  ///     transform max-length=5: received ("abcde", "abcdef"), read "abcde" (captured),
  ///     should read "abcdef" → did nothing, should write "abcde"
  public static func handlerFiring(_ firing: HandlerFiring) -> String {
    var parts: [String] = []
    if let received = firing.received {
      parts.append("received (\(Quoting.quoted(received.old)), \(Quoting.quoted(received.new)))")
    }
    if !firing.coalesced.isEmpty {
      parts.append(
        "should have received "
          + firing.coalesced.map { "(\(Quoting.quoted($0.old)), \(Quoting.quoted($0.new)))" }.joined(
            separator: " then "))
    }
    var read = "read \(Quoting.quoted(firing.read)) (\(firing.source.rawValue))"
    if firing.read != firing.current { read += ", should read \(Quoting.quoted(firing.current))" }
    parts.append(read)
    let outcome = firing.isRight ? "did: \(firing.did)" : "did: \(firing.did); should: \(firing.should)"
    return "\(firing.handler): " + parts.joined(separator: ", ") + " → " + outcome
  }

  /// A render assignment without the `render: ` lead, as the failure trace shows it inside
  /// `render (…)`.
  ///
  ///     assign "x"   ·   assign "た" during composition (marked "わ" cleared)
  public static func assignment(
    text: String, markedTextBefore: String?, fate: AssignmentOutcome.MarkedTextFate
  ) -> String {
    guard let markedTextBefore else { return "assign \(Quoting.quoted(text))" }
    return
      "assign \(Quoting.quoted(text)) during composition (marked \(Quoting.quoted(markedTextBefore)) \(fate.rawValue))"
  }

  /// A field event in words.
  ///
  ///     .compositionUpdate(markedText: "わ", selectedRange: {1, 0})  →  composition update "わ" {1, 0}
  public static func describe(_ event: FieldEvent) -> String {
    switch event {
    case .editingDidBegin: "editing did begin"
    case .editingDidEnd: "editing did end"
    case .compositionStart: "composition start"
    case .compositionUpdate(let text, let range): "composition update \(Quoting.quoted(text)) \(range)"
    case .compositionEnd(let text): "composition end \(Quoting.quoted(text))"
    case .textDidChange(let source): "text did change (\(source.rawValue))"
    case .selectionDidChange: "selection did change"
    case .returnKey: "return key"
    case .tab: "tab"
    case .cancel: "cancel"
    }
  }
}
