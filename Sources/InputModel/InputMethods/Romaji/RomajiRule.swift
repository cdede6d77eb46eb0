/// One line of a romaji table: typed letters, the kana they become, and the letters that
/// stay typed afterwards.
///
///     RomajiRule("kya", "きゃ")              "kya" → "きゃ"
///     RomajiRule("kk", "っ", pending: "k")   "kk"  → "っk", then "a" → "っか"
public struct RomajiRule: Hashable, Sendable, CustomStringConvertible {
  /// The typed letters, lowercase ASCII (`"kya"`, `"n'"`, `"z/"`).
  public let input: String
  /// What the letters become (`"きゃ"`); may be empty in tables that only move letters on.
  public let output: String
  /// Letters that stay typed after the rule applies, the start of the next rule
  /// (`"k"` for `kk`); empty for most rules.
  public let pending: String

  /// Creates a rule; the argument order is the column order of Mozc's TSV tables.
  public init(_ input: String, _ output: String, pending: String = "") {
    self.input = input
    self.output = output
    self.pending = pending
  }

  /// The rule as a TSV line, `input⇥output[⇥pending]`, as in failure messages.
  public var description: String {
    pending.isEmpty ? "\(input)\t\(output)" : "\(input)\t\(output)\t\(pending)"
  }
}
