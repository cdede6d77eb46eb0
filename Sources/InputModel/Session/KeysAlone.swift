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
public final class KeysAlone {
  private let keyboard: any InputMethod
  private let field: TextField
  private let focusLoss: FocusLossPolicy
  private var reportedDifference: TextDifference?

  /// A twin of `keyboard` typing into a focused field holding `text` under `platform`'s
  /// Backspace and focus-loss rules; `nil` for a keyboard without a twin.
  public init?(twinOf keyboard: any InputMethod, text: String, platform: PlatformProfile) {
    guard let twin = keyboard.makeTwin() else { return nil }
    self.keyboard = twin
    field = TextField(text: text)
    field.recordsEvents = false
    field.backspaceUnit = platform.backspace
    field.focus()
    focusLoss = platform.focusLoss
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
    field.blur(markedTextOnFocusLoss: focusLoss)
    field.discardEvents()
    keyboard.reset()
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
