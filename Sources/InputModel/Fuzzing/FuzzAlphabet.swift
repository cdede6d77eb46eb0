/// The weighted step alphabet of each input method: which productions the generator draws
/// and how often, as readable tables (weights are relative within one table).
///
/// The tables lean towards what breaks compositions in practice: typing and deleting inside
/// a composition, Enter and conversion, app writes racing the keyboard, and focus loss.
public struct FuzzAlphabet: Equatable, Sendable {
  /// One row: a production and its relative weight.
  public struct Entry: Equatable, Sendable {
    public var production: FuzzProduction
    public var weight: Int

    public init(_ production: FuzzProduction, _ weight: Int) {
      self.production = production
      self.weight = weight
    }
  }

  public var entries: [Entry]

  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// The alphabet of a keyboard: `kind.fuzzAlphabet`, which its kind declares.
  public static func standard(for inputMethod: InputMethodKind) -> FuzzAlphabet {
    inputMethod.fuzzAlphabet
  }

  /// Romaji: syllables key by key, then the named keys, conversion and the app.
  public static let romaji = FuzzAlphabet([Entry(.romajiSyllable, 40)] + composingKeys + conversion + app)

  /// 12-key: taps that toggle, the next and undo-toggle keys.
  public static let twelveKey = FuzzAlphabet(
    [Entry(.twelveKeyTaps, 40), Entry(.key(.next), 5), Entry(.key(.undoToggle), 2)]
      + composingKeys + conversion + app)

  /// Flick: gestures, the 小゛゜ key and bursts of kana.
  public static let flick = FuzzAlphabet(
    [Entry(.flickKana, 34), Entry(.flickModifier, 4), Entry(.flickBurst, 4)]
      + composingKeys + conversion + app)

  /// Direct: text and editing keys, no composition.
  public static let direct = FuzzAlphabet([Entry(.directText, 40)] + directKeys + app)

  /// The standard alphabet plus `tick frame`, for runs that vary the app's handlers: a
  /// handler's queued write can then land after a key.
  public static func withAppHandlers(for inputMethod: InputMethodKind) -> FuzzAlphabet {
    var alphabet = standard(for: inputMethod)
    alphabet.entries.append(Entry(.tickFrame, 6))
    return alphabet
  }

  /// `alphabet` plus `render` (a re-render without a binding change), for campaigns with
  /// `drawsRender`: wrappers that assign in every `updateUIView` break there.
  public static func withRender(_ alphabet: FuzzAlphabet) -> FuzzAlphabet {
    var alphabet = alphabet
    alphabet.entries.append(Entry(.render, 4))
    return alphabet
  }

  /// Named keys for keyboards that compose: deleting and committing dominate.
  public static let composingKeys: [Entry] = [
    Entry(.key(.backspace), 8),
    Entry(.key(.enter), 6),
    Entry(.key(.space), 4),
    Entry(.key(.escape), 2),
    Entry(.key(.left), 2),
    Entry(.key(.right), 2),
    Entry(.key(.up), 1),
    Entry(.key(.down), 1),
    Entry(.key(.shiftLeft), 1),
    Entry(.key(.shiftRight), 1),
    Entry(.key(.tab), 1),
    Entry(.key(.delete), 1),
  ]

  /// Named keys for the direct keyboard (no composition: editing commands only).
  public static let directKeys: [Entry] = [
    Entry(.key(.backspace), 8),
    Entry(.key(.enter), 4),
    Entry(.key(.space), 3),
    Entry(.key(.left), 3),
    Entry(.key(.right), 3),
    Entry(.key(.shiftLeft), 1),
    Entry(.key(.shiftRight), 1),
    Entry(.key(.delete), 1),
    Entry(.key(.escape), 1),
    Entry(.key(.tab), 1),
  ]

  /// Candidate-window gestures (drawn only while something is marked or converting).
  public static let conversion: [Entry] = [
    Entry(.convert, 4),
    Entry(.nextCandidate, 3),
    Entry(.previousCandidate, 1),
    Entry(.selectCandidate, 3),
    Entry(.commit, 2),
    Entry(.cancel, 1),
  ]

  /// The app and the platform: programmatic writes, focus, time.
  public static let app: [Entry] = [
    Entry(.set, 2),
    Entry(.setDeferred, 2),
    Entry(.focus, 1),
    Entry(.blur, 2),
    Entry(.tick, 12),
  ]
}
