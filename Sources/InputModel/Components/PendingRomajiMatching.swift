/// How a query that ends in romaji letters still waiting for their kana is matched.
///
/// A romaji keyboard shows `"かr"` after typing `kar`: the `r` is pending until the vowel
/// comes. Matched literally, `"かr"` finds nothing in a kana list, so the menu closes and
/// reopens on every consonant.
public enum PendingRomajiMatching: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The query is matched as written: `"かr"` finds only candidates starting with `かr`.
  case literal
  /// The pending letters also match every kana they can become (`RomajiTable.rules`):
  /// `"かr"` finds から…, かり…, かる…, かれ…, かろ… as well as `かr…`, in source order.
  case continuations
}
