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
  /// The candidate focused in the conversion's segment, 0 the first (Mozc's index): Space
  /// converts onto 0, Space again or Down moves on, Up back; another segment starts at 0.
  private(set) var focusedCandidate = 0
  /// Whether Mozc shows its candidate window: from the second Space, Down or Up of a
  /// conversion; while it is open a digit focuses that candidate of the window's page.
  private(set) var windowOpen = false
  /// Whether Mozc still holds a reading the page's assignment took out of the field, where
  /// the browser keeps the engine's buffer (`ime-on-assign=keep`: WebKitGTK; Chromium for a
  /// script's write): Mozc composes, converts and picks there though the page shows nothing,
  /// until a key shows or ends the reading.
  private(set) var readingHidden = false
  /// Whether the browser has parted from the engine (`ime-on-assign=detach`: Firefox): Mozc's
  /// buffer was reset, and the next reading it composes is unseen.
  private(set) var detached = false
  /// Parted during the key being noted: the reading after it is unseen, not that key's own.
  private var detachPending = false

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
  mutating func noteKey(
    _ key: XKey, composingBefore pageComposingBefore: Bool, composingAfter pageComposingAfter: Bool
  ) {
    let composingBefore = pageComposingBefore || readingHidden
    if detached && (0x21...0x7E).contains(key.keysym) { readingHidden = true }
    if pageComposingAfter || [0xFF0D, 0xFF1B].contains(key.keysym) {
      readingHidden = false
      if !pageComposingAfter && composingBefore { detached = false }
    }
    let composingAfter = pageComposingAfter || readingHidden
    defer {
      if !composingAfter { isConverting = false }
      if !isConverting { windowOpen = false }
      if detachPending {
        detached = true
        detachPending = false
      }
    }
    switch key.keysym {
    case 0x20 where composingBefore:
      focusedCandidate = isConverting ? focusedCandidate + 1 : 0
      windowOpen = isConverting
      isConverting = true
    case 0x20: break
    case 0xFF54 where isConverting:  // Down
      focusedCandidate += 1
      windowOpen = true
    case 0xFF52 where isConverting:  // Up
      focusedCandidate = max(0, focusedCandidate - 1)
      windowOpen = true
    case 0xFF51, 0xFF52, 0xFF53, 0xFF54:  // Left, Right: another segment, its first candidate
      focusedCandidate = 0
      windowOpen = false
    case 0x31...0x39 where isConverting && windowOpen:
      focusedCandidate = focusedCandidate / 9 * 9 + Int(key.keysym - 0x31)
    default: isConverting = false
    }
  }

  /// The keys `select N` is typed as during a conversion, so that Mozc focuses candidate N
  /// as the model's Mozc keyboard does (`MozcInputMethod`: no commit); `nil` outside one. A
  /// digit is that gesture only while the candidate window is open: on the first conversion
  /// Mozc commits and types the digit (measured in Chromium 2026-12-03: `type za` / `convert`
  /// / `2` → `座[２|]`; `type kanji` / `convert` / `next-candidate` / `3` → `[|幹事]`), so the
  /// window is opened with Down first (which is candidate 2).
  ///
  ///     window open, select 3        →  [3]
  ///     first conversion, select 1   →  []          select 2  →  [Down]
  ///     first conversion, select 4   →  [Down, 4]
  func selectKeys(position: Int) -> [XKey]? {
    guard isConverting, position >= 1 else { return nil }
    let target = position - 1
    let page = focusedCandidate / 9 * 9
    let digit = { (index: Int) in XKey(typed: String(index - page + 1)) }
    if windowOpen, (page..<page + 9).contains(target), let key = digit(target) { return [key] }
    if !windowOpen, let down = XKey(named: .down) {
      if target == 0 { return [] }
      if target == 1 { return [down] }
      if target < 9, let key = XKey(typed: String(position)) { return [down, key] }
    }
    guard let key = XKey(named: target > focusedCandidate ? .down : .up) else { return nil }
    return Array(repeating: key, count: abs(target - focusedCandidate))
  }

  /// The page shows no composition (read after a run of keys): no conversion either, unless
  /// Mozc's reading is hidden from the page.
  mutating func noteCompositionClosed() {
    guard !readingHidden else { return }
    isConverting = false
    windowOpen = false
  }

  /// The page's assignment took Mozc's reading out of the field and the browser kept the
  /// engine's buffer: Mozc goes on composing unseen.
  ///
  ///     [ｚ] → the page writes "Z" (WebKitGTK), Space  →  converting (the page shows "Z|")
  ///     [い] → the page writes "a" (Firefox, detach), `ka`  →  a hidden reading; Enter ends it
  mutating func notePageTookReading(kept: Bool) {
    if kept { readingHidden = true } else { detachPending = true }
  }

  /// Focus left the field: the engine was reset.
  mutating func noteFocusLost() {
    readingHidden = false
    detached = false
    detachPending = false
    isConverting = false
    windowOpen = false
  }
}
