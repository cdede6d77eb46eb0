/// The text a person's keys give on their own — a twin of the scenario's keyboard typing into
/// a field of its own, with no app in the loop and no assignment at all — for a replay whose
/// field is not the model's (the browser's): `lost-input` compares that field with it.
///
///     keys w, a; the page's late render duplicated the letter:
///     field "wわ|", keys alone "[わ|]"  →  loss(fieldText: "wわ")
///       == "added: the field shows \"wわ\" but the keys typed, with no app in the loop, give \"わ\""
///
/// Only for an app that never edits the text deliberately (no `set`, no transform): the
/// model's `LostInputOracle` also takes the app's own edits as the person's new baseline, and a
/// page's edits cannot be told from its renders.
///
/// The model's `LostInputOracle` keeps its intent in one of these too, and adds what follows
/// the app (its deliberate edits, its commits).
public final class KeysAlone {
  /// The twin keyboard.
  let keyboard: any InputMethod
  /// The field only the twin types into.
  let field: TextField
  private let focusLoss: FocusLossPolicy
  private var reportedDifference: TextDifference?

  /// A twin of `keyboard` typing into a focused field holding `text` under `platform`'s
  /// Backspace and focus-loss rules (its keyboard's `blur-composition`); `nil` for a keyboard
  /// without a twin.
  public convenience init?(twinOf keyboard: any InputMethod, text: String, platform: PlatformProfile) {
    self.init(
      twinOf: keyboard, text: text, backspaceUnit: platform.backspace,
      focusLoss: platform.focusLoss(for: keyboard.family), focused: true)
    field.preeditSelection = platform.preeditSelection
    field.preeditCursor = platform.preeditCursor[keyboard.family]
    field.surroundingText = platform.surroundingText
  }

  /// A twin of `keyboard` typing into a field holding `text`, focused or not.
  init?(
    twinOf keyboard: any InputMethod, text: String, backspaceUnit: BackspaceUnit,
    focusLoss: FocusLossPolicy, focused: Bool
  ) {
    guard let twin = keyboard.makeTwin() else { return nil }
    self.keyboard = twin
    field = TextField(text: text)
    field.recordsEvents = false
    field.backspaceUnit = backspaceUnit
    if focused { field.focus() }
    self.focusLoss = focusLoss
  }

  /// The text the keys gave so far.
  public var text: String { field.text }

  /// The person pressed a key (or made a gesture); what the twin cannot do it skips.
  public func pressed(_ action: InputAction) {
    guard field.isFocused else { return }
    try? keyboard.perform(action, client: field)
    field.discardEvents()
  }

  public func focus() {
    field.focus()
    field.discardEvents()
  }

  /// Focus left: the platform's focus-loss rule applies (it is no app's doing) and the twin
  /// forgets its composition.
  public func blur() {
    blur(markedTextOnFocusLoss: focusLoss)
  }

  /// Focus left under `policy` (the session's, which may depend on the keyboard).
  func blur(markedTextOnFocusLoss policy: FocusLossPolicy) {
    field.blur(markedTextOnFocusLoss: policy)
    field.discardEvents()
    keyboard.reset()
  }

  /// The app committed the marked text: so does the twin's field, and the twin is told.
  func unmark() {
    field.unmarkText()
    try? keyboard.clientTextDidChange(.commit, client: field)
    field.discardEvents()
  }

  /// The twin hears what the session's keyboard heard about its composition.
  func heard(_ reaction: CompositionReaction) {
    try? keyboard.clientTextDidChange(reaction, client: field)
    field.discardEvents()
  }

  /// The sentence for a `lost-input` violation when `fieldText` is not the text the keys gave,
  /// or `nil` when it is or when this difference was reported already.
  public func loss(fieldText: String) -> String? {
    guard let difference = TextDifference(intended: field.text, actual: fieldText) else {
      reportedDifference = nil
      return nil
    }
    guard difference != reportedDifference else { return nil }
    reportedDifference = difference
    return difference.lossSentence(fieldText: fieldText, intendedText: field.text)
  }
}
