import InputModel

/// What Mozc 2.28.4715.102 (Debian 12, the project's profile, MS-IME keymap) shows for romaji
/// key sequences typed into a bare field, recorded with `inputsim explain` on `use ime=mozc`
/// files. `InputSimMozcTests` replays every one on the real Mozc (so a Mozc that behaves
/// otherwise fails there first); the built-in keyboard's desktop style must show the same
/// (`RomajiDesktopStyleTests`).
///
///     Observation(.pendingLetters, [.type("kan")], "[かｎ|]")
public enum MozcRomajiObservations {
  /// The classes where the built-in keyboard showed something else, and Mozc's other
  /// rules the desktop style follows.
  public enum Topic: String, CaseIterable, Sendable {
    case pendingLetters = "letters still waiting for a kana are full width"
    case capitalToASCII = "a capital letter switches to ASCII"
    case symbols = "symbols take Japanese shapes"
    case enterCommitsShown = "Enter commits what is shown"
    case caretInsideReading = "Left/Right move the caret inside the reading"
    case idleSpace = "Space with nothing typed inserts U+3000"
    case numberPunctuation = "ー 、 。 after digits and letters"
    case wordSwitches = "whole words switch to ASCII"
  }

  /// One recorded sequence: the steps, and the field after the last one.
  public struct Observation: Sendable, CustomStringConvertible {
    public let topic: Topic
    public let steps: [SessionStep]
    public let field: String

    public init(_ topic: Topic, _ steps: [SessionStep], _ field: String) {
      self.topic = topic
      self.steps = steps
      self.field = field
    }

    public var description: String {
      steps.map(\.description).joined(separator: ", ") + " → " + field
    }
  }

  static func type(_ text: String) -> SessionStep { .type(text) }
  static func key(_ key: NamedKey, _ count: Int = 1) -> SessionStep { .key(key, count: count) }

  public static let all: [Observation] = [
    Observation(.pendingLetters, [type("kan")], "[かｎ|]"),
    Observation(.pendingLetters, [type("shimbun")], "[しｍぶｎ|]"),
    Observation(.pendingLetters, [type("shinbun")], "[しんぶｎ|]"),
    Observation(.pendingLetters, [type("kk")], "[っｋ|]"),
    Observation(.pendingLetters, [type("ww")], "[ｗｗ|]"),
    Observation(.pendingLetters, [type("wwa")], "[っわ|]"),
    Observation(.pendingLetters, [type("tsy")], "[ｔｓｙ|]"),
    Observation(.pendingLetters, [type("nyk")], "[ｎｙｋ|]"),
    Observation(.pendingLetters, [type("tch")], "[ｔｃｈ|]"),
    Observation(.pendingLetters, [type("tcha")], "[ｔちゃ|]"),
    Observation(.pendingLetters, [type("k1")], "[ｋ１|]"),
    Observation(.pendingLetters, [type("ky"), key(.backspace), type("a")], "[か|]"),
    Observation(.pendingLetters, [type("tt"), key(.backspace), type("a")], "[っあ|]"),

    Observation(.capitalToASCII, [type("Tokyo")], "[Tokyo|]"),
    Observation(.capitalToASCII, [type("iPhone")], "[いPhone|]"),
    Observation(.capitalToASCII, [type("kK"), type("a")], "[ｋKa|]"),
    Observation(.capitalToASCII, [type("ABc")], "[ABｃ|]"),
    Observation(.capitalToASCII, [type("ABka")], "[ABか|]"),
    Observation(.capitalToASCII, [type("AbC")], "[AbC|]"),
    Observation(.capitalToASCII, [type("A1ka")], "[A1ka|]"),
    Observation(.capitalToASCII, [type("A-ka")], "[A-ka|]"),
    Observation(.capitalToASCII, [type("Aか")], "[Aか|]"),
    Observation(.capitalToASCII, [type("aBc"), key(.backspace, 2), type("ka")], "[あか|]"),
    Observation(.capitalToASCII, [type("A"), key(.backspace), type("ka")], "[か|]"),
    Observation(.capitalToASCII, [type("aB"), key(.left), type("ka")], "[あか|B]"),
    Observation(.capitalToASCII, [type("aBcd"), key(.left, 2), type("ka")], "[あBka|cd]"),
    Observation(.capitalToASCII, [type("iPhone"), key(.left, 5), type("ka")], "[いか|Phone]"),
    Observation(.capitalToASCII, [type("Ab"), key(.left), type("c")], "[Ac|b]"),
    Observation(.capitalToASCII, [type("ABc"), key(.left, 2), key(.down), type("a")], "[ABか|]"),
    Observation(.capitalToASCII, [type("aB"), key(.escape), type("ka")], "[か|]"),
    Observation(.capitalToASCII, [type("aB"), key(.enter), type("ka")], "あB[か|]"),

    Observation(.symbols, [type("/")], "[・|]"),
    Observation(.symbols, [type("\"")], "[”|]"),
    Observation(.symbols, [type("'")], "[’|]"),
    Observation(.symbols, [type("\\")], "[￥|]"),
    Observation(.symbols, [type("~")], "[〜|]"),
    Observation(.symbols, [type(";")], "[；|]"),
    Observation(.symbols, [type("!")], "[！|]"),
    Observation(.symbols, [type("n/")], "[ん・|]"),

    Observation(.enterCommitsShown, [type("kan"), key(.enter)], "かｎ|"),
    Observation(.enterCommitsShown, [type("n"), key(.enter)], "ｎ|"),
    Observation(.enterCommitsShown, [type("ww"), key(.enter)], "ｗｗ|"),
    Observation(.enterCommitsShown, [type("tsy"), key(.enter)], "ｔｓｙ|"),
    Observation(.enterCommitsShown, [type("kk"), key(.enter)], "っｋ|"),
    Observation(.enterCommitsShown, [type("k-"), key(.enter)], "ｋ−|"),
    Observation(.enterCommitsShown, [type("kan"), key(.left), type("a"), key(.enter)], "かあｎ|"),

    Observation(.caretInsideReading, [type("kanji"), key(.left)], "[かん|じ]"),
    Observation(.caretInsideReading, [type("kanji"), key(.left, 2), type("n")], "[かｎ|んじ]"),
    Observation(.caretInsideReading, [type("kan"), key(.left), type("a")], "[かあ|ｎ]"),
    Observation(.caretInsideReading, [type("ka"), key(.left, 2), type("k"), type("i")], "[き|か]"),
    Observation(.caretInsideReading, [type("kan"), key(.left, 3), key(.right, 5)], "[かｎ|]"),
    Observation(.caretInsideReading, [type("n"), key(.left), type("a"), key(.right), type("a")], "[あな|]"),
    Observation(.caretInsideReading, [type("kyo"), key(.left), key(.backspace)], "[|ょ]"),
    Observation(.caretInsideReading, [type("kanji"), key(.left, 2), key(.delete)], "[か|じ]"),
    Observation(.caretInsideReading, [type("kanji"), key(.left, 3), key(.delete), type("a")], "[あ|んじ]"),
    Observation(.caretInsideReading, [type("kan"), key(.left), key(.delete)], "[か|]"),
    Observation(.caretInsideReading, [type("kanji"), key(.shiftLeft)], "[かん|じ]"),
    Observation(.caretInsideReading, [type("kanji"), key(.shiftRight)], "[かんじ|]"),
    Observation(.caretInsideReading, [type("kanji"), key(.left, 2), key(.down)], "[かんじ|]"),
    Observation(.caretInsideReading, [type("kanji"), key(.left, 2), key(.up)], "[か|んじ]"),
    Observation(.caretInsideReading, [type("kanji"), key(.left), key(.up), type("a")], "[かんあ|じ]"),

    Observation(.idleSpace, [key(.space)], "　|"),
    Observation(.idleSpace, [key(.space), type("a")], "　[あ|]"),

    Observation(.numberPunctuation, [type("1-")], "[１−|]"),
    Observation(.numberPunctuation, [type("k-")], "[ｋ−|]"),
    Observation(.numberPunctuation, [type("a1,")], "[あ１，|]"),
    Observation(.numberPunctuation, [type("1.")], "[１．|]"),
    Observation(.numberPunctuation, [type("k.")], "[ｋ．|]"),
    Observation(.numberPunctuation, [type("-1")], "[−１|]"),
    Observation(.numberPunctuation, [type("--1")], "[ーー１|]"),
    Observation(.numberPunctuation, [type("1--")], "[１−−|]"),
    Observation(.numberPunctuation, [type("1-,.")], "[１−、。|]"),
    Observation(.numberPunctuation, [type("ka-")], "[かー|]"),
    Observation(.numberPunctuation, [type("Ab-")], "[Ab-|]"),
    Observation(.numberPunctuation, [type("1-"), key(.left), type("a")], "[１あ|ー]"),

    Observation(.wordSwitches, [type("www.")], "[www.|]"),
    Observation(.wordSwitches, [type("http"), type("a")], "[httpa|]"),
    Observation(.wordSwitches, [type("google")], "[google|]"),
    Observation(.wordSwitches, [type("googlea")], "[googleあ|]"),
    Observation(.wordSwitches, [type("c:\\"), type("a")], "[c:\\\\a|]"),
  ]
}
