/// A keyboard a scenario can name with `use ime=NAME`: its name, the library product it comes
/// from, what it can do, and how to start one. The scenario reader, the fuzzer, `inspect`,
/// `explain` and the command line see keyboards only through these values, listed in an
/// `InputMethodRegistry`.
///
/// The four built-in keyboards live in `InputModel` (`.romaji`, `.direct`, `.twelveKey`,
/// `.flick`); a keyboard that runs on an outside engine is a product of its own that adds a
/// value of this type, and a program links it by listing it in its registry:
///
///     import InputSimHangul
///     let runner = ScenarioRunner(keyboards: .builtIn + [.hangul])
///     // use ime=hangul  →  the libhangul keyboard
///
/// Two kinds are equal when their names are: a name stands for one keyboard.
public struct InputMethodKind: Hashable, Sendable, CustomStringConvertible {
  /// Starts a keyboard of this kind, or says why its engine cannot start.
  public typealias Start = @Sendable (InputMethodSettings) throws(InputEngineError) -> any InputMethod

  /// The name scenario files use (`use ime=12key`).
  public let rawValue: String
  /// The library product that provides it: `InputModel` for the built-in keyboards,
  /// `InputSimHangul` for `hangul`.
  public let product: String
  /// The family whose platform rules apply (`enter-commit`, `blur-composition`, …).
  public let family: KeyboardFamily
  /// What the keyboard can do, which decides the steps a scenario may use with it.
  public let traits: InputMethodTraits
  /// The `use` keys of its own (`use pinyin-schema=…`), in the order files write them.
  public let options: [InputMethodOption]
  /// Whether it runs on an outside engine that can fail to start (a missing package, an
  /// unknown schema): `check` and `run` start such keyboards once before anything runs, and
  /// `fuzz --ime any` leaves them out.
  public let startsEngine: Bool
  /// What the fuzzer draws for it.
  public let fuzzAlphabet: FuzzAlphabet
  /// Which text a `type` step may give it, and what to say about the rest.
  public let typing: KeyboardTyping
  private let codePointDescriber: (@Sendable (Unicode.Scalar) -> String?)?
  private let starter: Start

  /// A keyboard kind. `start` makes a new keyboard with nothing composed each time it is
  /// called; it throws `InputEngineError` when the engine cannot start, never traps.
  ///
  ///     InputMethodKind(
  ///       name: "mine", product: "MyKeyboards", family: .japanese, traits: [.converts, .candidateMenu],
  ///       fuzzAlphabet: .standard(for: .romaji), start: { settings in MyKeyboard(settings.dictionary) })
  public init(
    name: String, product: String, family: KeyboardFamily, traits: InputMethodTraits = [],
    options: [InputMethodOption] = [], startsEngine: Bool = false, fuzzAlphabet: FuzzAlphabet,
    typing: KeyboardTyping = .anyText, describeCodePoint: (@Sendable (Unicode.Scalar) -> String?)? = nil,
    start: @escaping Start
  ) {
    self.rawValue = name
    self.product = product
    self.family = family
    self.traits = traits
    self.options = options
    self.startsEngine = startsEngine
    self.fuzzAlphabet = fuzzAlphabet
    self.typing = typing
    self.codePointDescriber = describeCodePoint
    self.starter = start
  }

  public var description: String { rawValue }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// A new keyboard of this kind, its engine started: Japanese keyboards convert with
  /// `dictionary`; `options` holds the file's values of the kind's own `use` keys (a key
  /// left out takes its default).
  ///
  ///     InputMethodKind.pinyin.start(options: ["pinyin-schema": "wubi"])
  ///     → throws unknown pinyin schema "wubi" (installed: luna_pinyin, …)
  ///
  /// - Throws: `InputEngineError` when the engine cannot start (the message names the
  ///   package to install or the names that exist).
  public func start(dictionary: ConversionDictionary = .embedded, options: [String: String] = [:])
    throws(InputEngineError) -> any InputMethod
  {
    try starter(InputMethodSettings(dictionary: dictionary, options: options, defaults: self.options))
  }

  /// A new keyboard of this kind, like `start`; when its engine cannot start, a keyboard that
  /// refuses every action with the reason (`InputMethodError.engineUnavailable`), so
  /// nothing traps.
  public func make(dictionary: ConversionDictionary = .embedded, options: [String: String] = [:])
    -> any InputMethod
  {
    do {
      return try start(dictionary: dictionary, options: options)
    } catch {
      return UnavailableInputMethod(kind: self, error: error)
    }
  }

  /// A line `inspect` adds under a code point this keyboard has something to say about (a
  /// Hangul syllable's jamo and keys), or `nil`.
  ///
  ///     InputMethodKind.hangul.describe("한")  →  "      jamo ㅎ ㅏ ㄴ  (L U+1112, …)  2-set keys gks"
  public func describe(_ scalar: Unicode.Scalar) -> String? {
    codePointDescriber?(scalar)
  }

  /// The option `name` of this kind, if it has one.
  public func option(named name: String) -> InputMethodOption? {
    options.first { $0.name == name }
  }
}

/// What a keyboard is started with: the conversion dictionary and the values of its own
/// `use` keys, each option's default filled in.
///
///     use ime=pinyin                          →  settings.option("pinyin-schema") == "luna_pinyin_simp"
///     use ime=pinyin pinyin-schema=luna_pinyin →  settings.option("pinyin-schema") == "luna_pinyin"
public struct InputMethodSettings: Sendable {
  /// The dictionary the Japanese keyboards convert with.
  public var dictionary: ConversionDictionary
  /// Option values by `use` key, as the file gives them.
  public var options: [String: String]
  private let defaults: [String: String]

  public init(dictionary: ConversionDictionary = .embedded, options: [String: String] = [:]) {
    self.init(dictionary: dictionary, options: options, defaults: [])
  }

  init(dictionary: ConversionDictionary, options: [String: String], defaults: [InputMethodOption]) {
    self.dictionary = dictionary
    self.options = options
    self.defaults = Dictionary(
      defaults.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
  }

  /// The value of option `name`: the file's, else the option's default, else "".
  public func option(_ name: String) -> String {
    options[name] ?? defaults[name] ?? ""
  }
}

/// Keyboards grouped by how their platform treats a composition; the per-keyboard platform
/// rules (`enter-commit`, `blur-composition`, `composition-restart`) have one value each.
public enum KeyboardFamily: String, CaseIterable, Hashable, Sendable {
  /// romaji, 12-key, flick (and direct, which never composes).
  case japanese
  /// A syllable at a time, no candidate window (hangul).
  case korean
  /// Letters, then a candidate (pinyin).
  case chinese
}
