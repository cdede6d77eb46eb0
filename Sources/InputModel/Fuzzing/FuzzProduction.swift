/// One letter of the fuzzer's step alphabet: a kind of thing a person or the app does, which
/// the generator turns into one or more concrete `SessionStep`s.
///
/// Productions are weighted per input method in `FuzzAlphabet`; a production that would be
/// meaningless in the current state (a candidate pick with no conversion, a `tick` under
/// `settle=auto`) is not drawn. The components' steps (suggestion picks, search) are the
/// `component` case, drawn from `FuzzAlphabet.withAppHandlers(for:components:)`.
public enum FuzzProduction: Equatable, Sendable {
  /// A romaji syllable (`kya`, `nn`, `xtu`, a lone consonant), key by key or as one burst.
  case romajiSyllable
  /// A 12-key digit tapped 1–5 times (toggling), or `*` / `#`.
  case twelveKeyTaps
  /// One flick gesture for a kana of the layout: `flick わ`.
  case flickKana
  /// The 小゛゜ key: `flick ゛` (voiced), `flick ゜` (semi-voiced), `flick 小` (small).
  case flickModifier
  /// Two or three kana typed fast, in one step: `type "わた"`.
  case flickBurst
  /// Text for the direct keyboard: ASCII mostly, some kana, kanji, emoji and combining marks.
  case directText
  /// Keys drawn from weighted tables, one unit from each and joined, typed key by key or as
  /// one burst: a Hangul syllable's initial + medial + final keys, a pinyin syllable.
  case typedKeys(FuzzKeyTables)
  /// A named key; arrows and backspace are sometimes repeated (`key backspace x3`).
  case key(NamedKey)
  /// `convert`: kana-kanji conversion of the marked reading.
  case convert
  /// `next-candidate` / `prev-candidate` during conversion.
  case nextCandidate
  case previousCandidate
  /// `select N` with N a position in the current candidate list.
  case selectCandidate
  /// `commit` / `cancel` of the marked text.
  case commit
  case cancel
  /// `set "…"`: the app writes the binding at once.
  case set
  /// `set "…" deferred`: the app writes the binding on the next main-queue turn.
  case setDeferred
  /// Focus enters / leaves the field.
  case focus
  case blur
  /// `tick` or `tick N` (only under `settle=manual`).
  case tick
  /// `tick frame`: the pending render without a task, so a key can race a handler's queued
  /// write (only under `settle=manual`, and only when the run varies the app's handlers).
  case tickFrame
  /// `render`: something else in the app re-renders the field although the binding did not
  /// change (drawn only when `FuzzConfiguration.drawsRender` is on).
  case render
  /// A step of the run's suggestion menu or search field (only in runs that have one).
  case component(FuzzComponentProduction)
}
