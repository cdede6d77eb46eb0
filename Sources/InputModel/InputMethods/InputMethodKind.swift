/// The built-in keyboards, by the names scenario files use (`use ime=flick`).
public enum InputMethodKind: String, CaseIterable, Hashable, Sendable {
  /// Romaji to kana, with kana-kanji conversion.
  case romaji
  /// Characters go in as they are; no marked text.
  case direct
  /// The phone 12-key keypad (toggle input), with conversion.
  case twelveKey = "12key"
  /// The phone flick keyboard, with conversion.
  case flick
  /// Korean 2-set (dubeolsik) on QWERTY, through libhangul.
  case hangul
  /// Chinese pinyin through librime (`use pinyin-schema=…`, default `luna_pinyin_simp`).
  case pinyin

  /// The keyboards that need no engine beyond the package itself: the fuzzer's and the
  /// bench's default set, so their default outputs stay what they were before the engine
  /// keyboards existed (`fuzz --ime hangul,pinyin` asks for the others).
  public static let engineFree: [InputMethodKind] = [.romaji, .direct, .twelveKey, .flick]

  /// The keyboards that run on a C engine: they can fail to start (data not installed).
  public var needsEngine: Bool { self == .hangul || self == .pinyin }

  /// The family whose platform rules apply (`enter-commit`, `blur-composition`, …).
  public var family: KeyboardFamily {
    switch self {
    case .romaji, .twelveKey, .flick, .direct: .japanese
    case .hangul: .korean
    case .pinyin: .chinese
    }
  }

  /// A new keyboard of this kind, its engine started: Japanese keyboards convert with
  /// `dictionary`, pinyin runs Rime's `pinyinSchema`.
  ///
  ///     InputMethodKind.pinyin.start(pinyinSchema: "wubi")
  ///     → throws unknown pinyin schema "wubi" (installed: luna_pinyin, …)
  ///
  /// - Throws: `InputEngineError` when libhangul or librime cannot start (the message names
  ///   the Debian package to install or the installed schemas).
  public func start(
    dictionary: ConversionDictionary = .embedded, pinyinSchema: String = Self.defaultPinyinSchema
  )
    throws(InputEngineError) -> any InputMethod
  {
    switch self {
    case .hangul: try HangulInputMethod()
    case .pinyin: try PinyinInputMethod(schema: pinyinSchema)
    case .direct, .romaji, .twelveKey, .flick: make(dictionary: dictionary)
    }
  }

  /// The schema `use ime=pinyin` runs unless `use pinyin-schema=…` names another.
  public static let defaultPinyinSchema = "luna_pinyin_simp"

  /// A new keyboard of this kind. Japanese keyboards convert with `dictionary`.
  ///
  /// For `hangul` and `pinyin` use `start`, which says why an engine cannot start; here such
  /// a keyboard is replaced by one that refuses every action with that reason
  /// (`InputMethodError.engineUnavailable`), so nothing traps.
  public func make(dictionary: ConversionDictionary = .embedded) -> any InputMethod {
    switch self {
    case .direct: DirectInputMethod()
    case .romaji: JapaneseInputMethod(name: rawValue, composer: RomajiComposer(), dictionary: dictionary)
    case .twelveKey:
      JapaneseInputMethod(name: rawValue, composer: TwelveKeyComposer(), dictionary: dictionary)
    case .flick: JapaneseInputMethod(name: rawValue, composer: FlickComposer(), dictionary: dictionary)
    case .hangul, .pinyin:
      Self.startedOrUnavailable(self, dictionary: dictionary)
    }
  }

  private static func startedOrUnavailable(_ kind: InputMethodKind, dictionary: ConversionDictionary)
    -> any InputMethod
  {
    do {
      return try kind.start(dictionary: dictionary)
    } catch {
      return UnavailableInputMethod(name: kind.rawValue, error: error)
    }
  }
}

/// Keyboards grouped by how their platform treats a composition; the per-keyboard platform
/// rules (`enter-commit`, `blur-composition`, `composition-restart`) have one value each.
public enum KeyboardFamily: String, CaseIterable, Hashable, Sendable {
  /// romaji, 12-key, flick (and direct, which never composes).
  case japanese
  /// hangul: a syllable at a time, no candidate window.
  case korean
  /// pinyin: letters, then a candidate.
  case chinese

  /// The family of a keyboard by its name (`hangul` → korean); keyboards written outside
  /// the package count as Japanese, the behaviour the platform rules were first written for.
  public init(inputMethodName name: String) {
    self = InputMethodKind(rawValue: name)?.family ?? .japanese
  }
}
