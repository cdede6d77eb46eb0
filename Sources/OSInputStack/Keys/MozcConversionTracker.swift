/// Whether fcitx5's Mozc holds a conversion (not a reading), followed from the keys the stack
/// types and the page's composition, so that the `convert` gesture means what the model's Mozc
/// keyboard makes it mean: Space while a reading is typed, nothing during a conversion
/// (`MozcInputMethod`). An X keyboard's `convert` is Space, and Space during a conversion is
/// Mozc's next candidate, so without this the stack moved one candidate further than the model.
///
///     type "a" / convert / convert   model [{あ}] (the second convert does nothing)
///                                    stack before: Space, Space → [{亜}]; now Space → [{あ}]
///
/// Mozc's MSIME keymap (its default on Linux): Space converts a reading and stays in the
/// conversion, as do Up/Down (candidates) and Left/Right with or without Shift (segments);
/// any other key (a letter, Backspace, Escape, Enter, Tab) commits or reverts the conversion.
/// A closed composition is no conversion.
struct MozcConversionTracker: Hashable, Sendable {
  private(set) var isConverting = false

  /// The key `convert` is typed as: Space on a reading, none during a conversion.
  ///
  ///     isConverting false  →  space      isConverting true  →  nil
  func convertKey() -> XKey? {
    isConverting ? nil : XKey(action: .convert)
  }

  /// Follows one typed key: `composingBefore` / `composingAfter` are the page's composition
  /// around it.
  ///
  ///     space (composing → composing)   →  converting
  ///     k     (converting)              →  not converting (a new reading)
  mutating func noteKey(_ key: XKey, composingBefore: Bool, composingAfter: Bool) {
    defer { if !composingAfter { isConverting = false } }
    switch key.keysym {
    case 0x20: if composingBefore { isConverting = true }
    case 0xFF51, 0xFF52, 0xFF53, 0xFF54: break  // Left, Up, Right, Down: stays as it was
    default: isConverting = false
    }
  }

  /// The page shows no composition (read after a run of keys): no conversion either.
  mutating func noteCompositionClosed() { isConverting = false }
}
