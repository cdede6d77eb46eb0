/// Which romaji keyboard the built-in one plays: a phone's (the default, which the bundled
/// scenarios were written for) or a desktop IME's, Mozc 2.28 with its default MS-IME keymap as
/// Debian 12 ships it, which `inputsim conform --engine mozc` holds it to. Scenario files choose
/// with `use romaji-style=phone|desktop`.
///
/// | | `phone` | `desktop` (Mozc) |
/// |---|---|---|
/// | a letter waiting for its kana | as typed: `kan` → `かn`, `kk` → `っk` | full width: `かｎ`, `っｋ` |
/// | a capital letter | counts as lowercase: `KyA` → `きゃ` | switches to ASCII until the reading ends: `iPhone` → `いPhone`, `Tokyo` → `Tokyo` |
/// | Enter with letters waiting | resolves them: `かn` → `かん`, `っk` → `っk` | commits what is shown: `かｎ` |
/// | Space with nothing marked | a space (`" "`) | an ideographic space (`"　"`, U+3000) |
/// | `ー` `、` `。` after a digit or letter | as typed: `1-` → `１ー` | Mozc's: `1-` → `１−`, `1,` → `１，`, `1.` → `１．` |
/// | `google`, `http`, `www.` typed whole | kana and letters | switch to ASCII: `http` → `http` |
/// | `tch` | `っch` (the table's newer rule) | `ｔｃｈ` (Mozc 2.28's table has no `tch`) |
///
/// Both move the caret inside the reading with Left and Right (Shift too), delete forward with
/// Delete, and show a key no rule starts with in its full-width form (`1` → `１`, `/` → `・`,
/// `"` → `”`, `\` → `￥`).
public enum RomajiStyle: String, CaseIterable, Hashable, Sendable {
  /// A phone's romaji keyboard (iOS, Gboard): letters waiting for a kana show as typed.
  case phone
  /// A desktop IME (Mozc 2.28, MS-IME keymap): what `conform --engine mozc` compares with.
  case desktop

  /// The `use` key that chooses it, on `ime=romaji`.
  public static let optionName = "romaji-style"
}
