/// The kana half of a Japanese keyboard: turns character keys into a reading.
///
/// Each engine (romaji, 12-key toggle, flick) is a rule table plus a small value type
/// conforming to this protocol. The keyboard (`JapaneseInputMethod`) owns one composer and
/// adds conversion, commit and cancel on top.
///
///     romaji:  "k" → "k",  "a" → "か",  "n" → "かn",  "n" → "かん"
///     12-key:  "2" → "か", "2" → "き",  "*" → "ぎ"
public protocol KanaComposer: Sendable {
  /// What the marked text shows: resolved kana followed by pending input ("かn", "っk").
  var displayText: String { get }

  /// The UTF-16 offset of the caret inside `displayText` (usually its end).
  var caretUTF16Offset: Int { get }

  /// True when nothing is composed.
  var isEmpty: Bool { get }

  /// Feeds one character key. Returns `false` when this engine does not take the key
  /// (the keyboard then passes it on), `true` when it changed or kept the composition.
  mutating func input(_ character: String) -> Bool

  /// Handles a named key the engine owns (12-key `next` and `undo-toggle`; romaji's caret keys
  /// and Delete inside its reading). Returns `false` for keys it does not own, which by
  /// default is every key (flick owns none).
  mutating func handle(_ key: NamedKey) -> Bool

  /// Removes the last pending letter, else the last kana.
  ///
  ///     "かn" → "か",  "か" → ""
  mutating func deleteBackward()

  /// Resolves pending input for a commit or a conversion and returns the reading.
  ///
  ///     "かn" → "かん",  "っk" → "っk"  (a lone consonant stays as typed)
  mutating func finish() -> String

  /// Resolves the composition for Enter and returns what is committed: `finish()` unless the
  /// engine commits something else (a desktop romaji keyboard commits what it shows).
  ///
  ///     romaji phone "かn" → "かん"      romaji desktop "かｎ" → "かｎ"
  mutating func finishForCommit() -> String

  /// What Space types with nothing composed, or `nil` for the platform's own space.
  ///
  ///     romaji desktop → "　" (U+3000)      others → nil
  var idleSpace: String? { get }

  /// Empties the composition.
  mutating func reset()

  /// Replaces the composition by a resolved reading (escape from conversion).
  mutating func load(reading: String)
}

extension KanaComposer {
  /// Enter commits what a conversion would start from.
  public mutating func finishForCommit() -> String { finish() }

  /// Space with nothing composed is the platform's.
  public var idleSpace: String? { nil }

  /// Owns no named key: every one goes to the keyboard.
  ///
  ///     romaji "かn" + next → false, still "かn"
  public mutating func handle(_ key: NamedKey) -> Bool {
    false
  }
}
