/// Whether two fields' texts hold the same bytes, remembered between questions: while
/// neither text changed, or both changed by the same splices, the answer is known without
/// comparing the texts, so a keystroke in a long text costs the same as in a short one.
///
///     var identical = IdenticalTexts()
///     identical.check(field, intent)   // compares once: true
///     (both type "a" at the end)
///     identical.check(field, intent)   // true, from the two splices alone
///
/// The lost-input oracle asks it after every key (the field against the person's intent), the
/// keyboard's two-way client after every command (the field against its shadow).
struct IdenticalTexts {
  /// The two fields' `textEdits` when their texts were last known identical.
  private var identicalAt: (first: Int, second: Int)?

  /// True when `first.text` and `second.text` hold the same bytes.
  ///
  /// - Complexity: O(1) when neither text changed since the last `true`, O(splices) when
  ///   both changed by the same splices, else one memory comparison of the texts.
  mutating func check(_ first: TextField, _ second: TextField) -> Bool {
    if let identicalAt {
      if identicalAt.first == first.textEdits && identicalAt.second == second.textEdits { return true }
      if first.splices.madeSameSplices(
        from: identicalAt.first, to: first.textEdits, as: second.splices, from: identicalAt.second,
        to: second.textEdits)
      {
        assume(first, second)
        return true
      }
    }
    guard first.hasSameUTF8Text(as: second) else {
      identicalAt = nil
      return false
    }
    assume(first, second)
    return true
  }

  /// Records that the texts are identical now (the caller knows it: the same command from the
  /// same state).
  mutating func assume(_ first: TextField, _ second: TextField) {
    identicalAt = (first.textEdits, second.textEdits)
  }
}
