/// The `lost-input` oracle: what the person meant to type, kept next to the field.
///
/// The intent is a keyboard of its own (the session keyboard's twin) typing the same keys
/// into a field of its own, with no app in the loop and no assignment at all: the text the
/// keys give on their own. When the field's text differs from it, the person lost (or got
/// doubled) what they typed — also where the platform's keyboard itself was misled, so its
/// own commands look consistent (Android's `mi` → `mい` after an early commit, a buffer the
/// keyboard dropped after an assignment).
///
///     keys わ た, field "[た|]", intent "[わた|]"  →  loss: "た" instead of "わた"
///     keys m i on android, field "mい|", intent "[み|]"  →  loss: "mい" instead of "み"
///
/// The app's deliberate edits (a programmatic set, a transform, a pick, an edit through the
/// text-input API) are not losses: after one the intent takes the field's state, and its
/// keyboard hears of it as the session's keyboard did. A loss is reported once: the same
/// difference (the part of the text that differs, as the person goes on typing around it)
/// is not reported again.
///
/// A keyboard of your own without a twin (`makeTwin()` is `nil`) is compared with the
/// commands it sent, replayed on a shadow field that follows the app's edits: the check
/// before issue 15.
final class LostInputOracle {
  /// The real field, read only here (the session owns it).
  let field: TextField
  /// The field the session keyboard's commands also reach, with no app in the loop. One object
  /// for the session's life: rebasing copies a state into it, so the keyboard's client can
  /// hold it.
  let shadow: TextField
  /// The client the keyboard drives: every command goes to both fields.
  let client: TeeClient
  /// The person's keys on a keyboard of their own, into a field of its own; `nil` for a
  /// keyboard without a twin.
  private let intent: KeysAlone?
  /// The difference last reported, so one loss is reported once.
  private var reportedDifference: TextDifference?
  /// Whether the field's text and the intent's hold the same bytes, remembered between keys.
  private var fieldMatchesIntent = IdenticalTexts()
  /// True from the person's key until the session's keyboard has acted on it: the intent typed
  /// the whole key at once, so it is ahead of the field.
  private var intentIsAhead = false
  /// An app edit made while the intent was ahead (a render between a commit and the next
  /// composition of one key, `render-timing=per-event`), and what the keyboard was told.
  private var editWhileAhead: EditWhileAhead?

  /// An app edit the intent takes once the session's keyboard has caught up with it.
  private struct EditWhileAhead {
    /// The last thing the session's keyboard was told about its composition, if anything.
    var reaction: CompositionReaction?
  }

  init(field: TextField, keyboard: any InputMethod) {
    self.field = field
    self.shadow = TextField(text: field.text)
    shadow.recordsEvents = false
    shadow.backspaceUnit = field.backspaceUnit
    shadow.preeditSelection = field.preeditSelection
    shadow.preeditCursor = field.preeditCursor
    self.client = TeeClient(field: field, shadow: shadow)
    self.intent = KeysAlone(
      twinOf: keyboard, text: field.text, backspaceUnit: field.backspaceUnit, focusLoss: .commit,
      focused: false)
    // The person's keys alone show the preedit as the platform does, so a caret the platform
    // puts elsewhere in the preedit is not a difference of the app's making.
    intent?.field.preeditSelection = field.preeditSelection
    intent?.field.preeditCursor = field.preeditCursor
    // The person's keyboard reads the same left context as the session's (Mozc).
    intent?.field.surroundingText = field.surroundingText
  }

  /// True when the shadow holds the field's text (its marked range may differ).
  var textIsInSync: Bool { client.textsAreIdentical || shadow.text.isSameText(as: field.text) }

  /// The text the person meant: the intent's, or the shadow's for a keyboard without a twin.
  var intendedText: String { intent?.text ?? shadow.text }

  /// The sentence for a `lost-input` violation, or `nil` when the field holds what the keys
  /// typed or the difference was reported already.
  func loss() -> String? {
    // The common case, checked after every key: byte-equal texts, known from the edits both
    // fields made since they were last equal, without comparing the texts.
    let matches = intent.map { fieldMatchesIntent.check(field, $0.field) } ?? client.textsAreIdentical
    if matches {
      reportedDifference = nil
      return nil
    }
    let intended = intendedText
    guard let difference = TextDifference(intended: intended, actual: field.text) else {
      reportedDifference = nil
      return nil
    }
    guard difference != reportedDifference else { return nil }
    reportedDifference = difference
    let kind = difference.kind.rawValue
    if intent == nil {
      resync()
      reportedDifference = nil
      return
        "\(kind): the field shows \(Quoting.quoted(field.text)) but the keyboard's input, with no app in the loop, gives \(Quoting.quoted(intended))"
    }
    return difference.lossSentence(fieldText: field.text, intendedText: intended)
  }

  // MARK: The person's keys

  /// The person pressed a key (or made a gesture) on the focused field: the intent keyboard
  /// gets it too. What it cannot do (a candidate its conversion does not list) it skips.
  func personPressed(_ action: InputAction) {
    guard let intent, intent.field.isFocused else { return }
    intent.pressed(action)
    intentIsAhead = true
  }

  /// The session's keyboard has acted on the key the intent already typed: an app edit made in
  /// between is taken now, with the rest of the key the keyboard typed after it. (Taken when it
  /// was made, it would drop that rest from the intent: the intent typed it before.)
  ///
  ///     guarded, max-length=4, "[{らたらさな}]" key 7:  commit, render cuts to "らたらさ",
  ///     mark ま  →  the intent takes "らたらさ[ま|]", not "らたらさ"
  func keyboardDidAct() {
    intentIsAhead = false
    guard let edit = editWhileAhead else { return }
    editWhileAhead = nil
    appEdited(markedRange: field.markedRange, keyboardTold: edit.reaction)
  }

  // MARK: Following the field

  func focus() {
    shadow.focus()
    shadow.discardEvents()
    intent?.focus()
  }

  /// Focus left: the platform's focus-loss rule applies to the intent too (it is no app's
  /// doing), and its keyboard forgets its composition as the session's does.
  func blur(markedTextOnFocusLoss policy: FocusLossPolicy) {
    shadow.blur(markedTextOnFocusLoss: policy)
    shadow.discardEvents()
    intent?.blur(markedTextOnFocusLoss: policy)
  }

  /// The app committed the marked text; so do the shadow and the intent, whose keyboard is
  /// told as the session's is.
  func unmark() {
    shadow.unmarkText()
    shadow.discardEvents()
    intent?.unmark()
  }

  /// Events caused by the app's own writes are not the shadow's business.
  func discardEvents() {
    shadow.discardEvents()
  }

  /// The app changed the field deliberately: the intent takes the field's text and selection,
  /// with `markedRange` (`nil` when the keyboard lost its composition, as the session's
  /// keyboard now believes), and its keyboard hears `reaction` (what the session's keyboard was
  /// told, `nil` when it was not).
  func appEdited(markedRange: UTF16Range?, keyboardTold reaction: CompositionReaction?) {
    if intentIsAhead {
      editWhileAhead = EditWhileAhead(reaction: reaction ?? editWhileAhead?.reaction)
      return
    }
    if let intent {
      copy(field.state, markedRange: markedRange, into: intent.field)
      if let reaction { intent.heard(reaction) }
    }
    reportedDifference = nil
  }

  /// Makes the shadow an exact copy of the field (after an app edit).
  func resync() {
    rebase(markedRange: field.markedRange)
  }

  /// Makes the shadow hold the field's text and selection with the given marked range.
  func rebase(markedRange: UTF16Range?) {
    copy(field.state, markedRange: markedRange, into: shadow)
  }

  private func copy(_ state: FieldState, markedRange: UTF16Range?, into target: TextField) {
    // The field itself, when nothing differs: its selection anchor comes along, so a selection
    // the keys extended (shift+left after an app edit inside the key) goes on from the same end.
    if markedRange == field.markedRange {
      target.copyEditingState(from: field)
      return
    }
    let withMarked = FieldState(
      text: state.text, selectedRange: state.selectedRange, markedRange: markedRange)
    if let copy = try? TextField(state: withMarked, isFocused: field.isFocused) {
      target.copyEditingState(from: copy)
    } else if let copy = try? TextField(state: state, isFocused: field.isFocused) {
      target.copyEditingState(from: copy)
    }
  }
}
