/// What a romaji key becomes, and how a chunk typed in it is shown (Mozc's transliterator of
/// the chunk): kana, or the keys as typed once a capital letter switched the reading to ASCII.
///
///     .hiragana:  "ka" → "か",  "k" → "ｋ" (desktop) / "k" (phone)
///     .ascii:     "ka" → "ka",  "P" → "P"
enum RomajiInputMode: Hashable, Sendable {
  case hiragana
  case ascii
}
