/// What differs between two keyboards after a step, checked in this order: the first that
/// differs names the difference.
///
///     romaji "かん|"    / mozc "かｎ|"      →  .commit
///     romaji "[かn|]"   / mozc "[かｎ|]"    →  .markedText
///     romaji "[かん|じ]" / mozc "[か|んじ]" →  .caret
///     romaji "[かんじ|]" / mozc "[{感じ}]" →  .markedText (a conversion's text differs first)
public enum KeyboardAspect: String, CaseIterable, Hashable, Sendable {
  /// One keyboard refused the step (an `InputMethodError`), the other did not.
  case refusal
  /// The committed text differs: the field's text outside the marked range.
  case commit
  /// The marked text differs, or one side has marked text and the other none.
  case markedText = "marked text"
  /// The selection differs (the caret inside or after the marked text, or a selection).
  case caret
  /// One keyboard is converting (a focused segment and its candidate list) and the other not.
  /// The lists' contents are the converters' and are never compared: two dictionaries rank
  /// differently. Suggestions offered while a reading is typed do not count
  /// (`KeyboardObservation.isConverting`).
  case candidates

  /// The first aspect in which `keyboard` and `reference` differ, or `nil` when they agree.
  ///
  ///     first(romaji "[かn|]", mozc "[かｎ|]")  →  .markedText
  public static func first(_ keyboard: KeyboardObservation, _ reference: KeyboardObservation) -> Self? {
    if (keyboard.refusal == nil) != (reference.refusal == nil) { return .refusal }
    if keyboard.committedText != reference.committedText { return .commit }
    if keyboard.markedText != reference.markedText { return .markedText }
    if keyboard.field.selectedRange != reference.field.selectedRange { return .caret }
    if keyboard.isConverting != reference.isConverting { return .candidates }
    return nil
  }

  /// How one side shows this aspect in a report line.
  ///
  ///     .markedText  →  "[かｎ|]"    .candidates  →  "converting, 38 candidates"    .refusal  →  "refused: …"
  public func shown(_ observation: KeyboardObservation) -> String {
    switch self {
    case .refusal:
      observation.refusal.map { "refused: " + $0 } ?? "accepted"
    case .candidates:
      observation.isConverting
        ? "converting, \(observation.candidates.count) candidate\(observation.candidates.count == 1 ? "" : "s")"
        : "not converting"
    case .commit, .markedText, .caret:
      observation.field.quoted
    }
  }
}
