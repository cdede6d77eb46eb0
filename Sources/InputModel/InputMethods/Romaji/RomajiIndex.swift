/// Every prefix of every rule input of a romaji table, keyed by the typed letters.
///
/// This is the trie of Mozc's composer flattened into one dictionary: a keystroke costs one
/// hash lookup of `pending + letter`, a string short enough that Swift stores it inline
/// (no heap allocation).
///
///     rules: n → ん, na → な, nya → にゃ
///     "n"  → Node(rule: n → ん, continues: true)   wait: "na", "nya" may follow
///     "ny" → Node(rule: nil, continues: true)      wait
///     "na" → Node(rule: na → な, continues: false) emit
struct RomajiIndex: Sendable {
  /// What the index knows about one typed prefix.
  struct Node: Equatable, Sendable {
    /// The rule whose input is exactly this prefix, if any.
    var rule: RomajiRule?
    /// True when a longer rule input starts with this prefix, so the engine must wait for
    /// the next letter before it can decide (Mozc calls a rule that must wait "ambiguous").
    var continues: Bool
  }

  private var nodes: [String: Node] = [:]

  /// Indexes `rules`; a later rule with the same input replaces an earlier one.
  init(rules: [RomajiRule]) {
    for rule in rules {
      var prefix = ""
      for letter in rule.input.dropLast() {
        prefix.append(letter)
        nodes[prefix, default: Node(rule: nil, continues: true)].continues = true
      }
      nodes[rule.input, default: Node(rule: nil, continues: false)].rule = rule
    }
  }

  /// The node for exactly these typed letters, or `nil` when no rule input starts with them.
  ///
  ///     index["ky"]  → Node(rule: nil, continues: true)
  ///     index["kq"]  → nil
  subscript(typed: String) -> Node? {
    nodes[typed]
  }

  /// The index of `RomajiTable.rules`, built once.
  static let mozcHiragana = RomajiIndex(rules: RomajiTable.rules)

  /// Mozc 2.28's table (Debian 12), which the desktop style types with: `RomajiTable.rules`
  /// without `tch`, a rule later Mozc added (2.28 shows `tch` as `ｔｃｈ`, `tcha` as `ｔちゃ`).
  static let mozc228Hiragana = RomajiIndex(rules: RomajiTable.rules.filter { $0.input != "tch" })
}
