/// One side of a keyboard comparison: a keyboard and the bare field it types into, with no
/// bridge and no app, so the field shows exactly what the keyboard sent.
///
///     let typist = KeyboardTypist(romaji)
///     try typist.perform(.type("kan")).field   // "[かn|]"
struct KeyboardTypist {
  let keyboard: any InputMethod
  let field: TextField

  /// A focused, empty field for `keyboard`.
  init(_ keyboard: any InputMethod) {
    self.keyboard = keyboard
    field = TextField()
    // Nobody reads this field's events: it records none.
    field.recordsEvents = false
    field.focus()
  }

  var isComposing: Bool { field.markedRange != nil }
  var isConverting: Bool { observation.isConverting }

  /// What the field and keyboard show now.
  var observation: KeyboardObservation {
    KeyboardObservation(
      field: FieldPattern(
        text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange),
      candidates: keyboard.candidates)
  }

  /// Performs a keyboard step key by key, as a session delivers it (`type` one grapheme
  /// cluster at a time, `key … xN` N times). A key the keyboard refuses ends the step; the
  /// observation then carries the refusal.
  ///
  /// - Throws: `InputMethodError.engineUnavailable` when the keyboard's engine failed: that is
  ///   no behaviour to compare.
  func perform(_ step: SessionStep) throws(InputMethodError) -> KeyboardObservation {
    do {
      for action in step.keyboardActions {
        try keyboard.perform(action, client: field)
      }
    } catch {
      if case .engineUnavailable = error { throw error }
      var refused = observation
      refused.refusal = error.message
      return refused
    }
    return observation
  }
}
