/// A chunked kana table: rules in a prefix tree over scalars, looked up the way Mozc's
/// composer looks up its preedit tables.
///
/// The lookup semantics decide every corner of toggle input, so they follow Mozc's trie
/// exactly, including its one surprise: a longest match that dead-ends does *not* fall back
/// to a shorter rule.
///
///     rules "a", "abc", "abd":  "abc" → "abc"   "abcd" → "abc" (prefix)
///                               "ac"  → "a"     "abe"  → no rule, 2 scalars used
struct ChunkRuleTable: Sendable {
  /// A rule with its text parsed into scalars.
  struct Entry: Hashable, Sendable {
    var input: [Unicode.Scalar]
    var output: [Unicode.Scalar]
    var pending: [Unicode.Scalar]
    var attributes: ChunkRule.Attributes
  }

  /// The result of a longest-prefix lookup.
  struct PrefixMatch: Hashable, Sendable {
    /// The rule found, if the walk ended on one.
    var entry: Entry?
    /// How many scalars of the key the walk consumed (also when no rule was found).
    var usedLength: Int
    /// True when no longer rule starts with the matched input, so more keys cannot change it.
    var isFixed: Bool
  }

  private struct Node: Sendable {
    var children: [Unicode.Scalar: Int] = [:]
    var entryIndex: Int?
  }

  /// The rules in table order, as given.
  let rules: [ChunkRule]
  private(set) var specialKeys = ChunkSpecialKeys()
  private var entries: [Entry] = []
  private var nodes: [Node] = [Node()]

  /// Mozc files a `NewChunk` rule a second time under this prefix, so "does this key start a
  /// new chunk" is one more prefix lookup.
  private static let newChunkPrefix: Unicode.Scalar = "\t"

  /// Builds the tree. A later rule with the same input replaces an earlier one, as in Mozc.
  init(rules: [ChunkRule]) {
    self.rules = rules
    for rule in rules {
      if rule.attributes.contains(.newChunk) {
        let input = [Self.newChunkPrefix] + specialKeys.parse(rule.input)
        add(
          Entry(
            input: input, output: Array(rule.output.unicodeScalars),
            pending: specialKeys.parse(rule.pending), attributes: []))
      }
      add(
        Entry(
          input: specialKeys.parse(rule.input), output: Array(rule.output.unicodeScalars),
          pending: specialKeys.parse(rule.pending), attributes: rule.attributes))
    }
  }

  private mutating func add(_ entry: Entry) {
    guard !entry.input.isEmpty else { return }
    var node = 0
    for scalar in entry.input {
      if let child = nodes[node].children[scalar] {
        node = child
      } else {
        nodes.append(Node())
        nodes[node].children[scalar] = nodes.count - 1
        node = nodes.count - 1
      }
    }
    if let existing = nodes[node].entryIndex {
      entries[existing] = entry
    } else {
      entries.append(entry)
      nodes[node].entryIndex = entries.count - 1
    }
  }

  /// Parses text with this table's special keys (`"{!}"` → U+F003).
  func scalars(_ text: String) -> [Unicode.Scalar] {
    var keys = specialKeys
    return keys.parse(text)
  }

  /// The longest rule that is a prefix of `key`, Mozc-style (see the type's example).
  ///
  /// - Complexity: O(*k*) for a key of *k* scalars.
  func lookUpPrefix(_ key: ArraySlice<Unicode.Scalar>) -> PrefixMatch {
    var node = 0
    var used = 0
    for scalar in key {
      guard let child = nodes[node].children[scalar] else { break }
      node = child
      used += 1
    }
    // The walk stopped at `node`: either the key ran out or the next scalar has no branch.
    // Only this node's own rule counts; the ones passed on the way do not.
    if let index = nodes[node].entryIndex {
      return PrefixMatch(entry: entries[index], usedLength: used, isFixed: nodes[node].children.isEmpty)
    }
    return PrefixMatch(entry: nil, usedLength: used, isFixed: true)
  }

  /// The rule whose input is exactly `input`.
  func entry(exactly input: some Sequence<Unicode.Scalar>) -> Entry? {
    guard let node = node(at: input), let index = nodes[node].entryIndex else { return nil }
    return entries[index]
  }

  /// True when some rule's input starts with `input` (or is it).
  func hasSubRules(_ input: some Collection<Unicode.Scalar>) -> Bool {
    !input.isEmpty && node(at: input) != nil
  }

  /// True when `input` begins with a key whose rule starts a new chunk.
  func hasNewChunkEntry(_ input: ArraySlice<Unicode.Scalar>) -> Bool {
    guard !input.isEmpty else { return false }
    let key = [Self.newChunkPrefix] + input
    return lookUpPrefix(key[...]).usedLength > 1
  }

  private func node(at input: some Sequence<Unicode.Scalar>) -> Int? {
    var node = 0
    for scalar in input {
      guard let child = nodes[node].children[scalar] else { return nil }
      node = child
    }
    return node
  }

  /// Inputs of rules whose pending, rewritten through the table, comes back to their own
  /// input. Mozc drops such rules when it loads a table; a table shipped here has none, and a
  /// test keeps it so (the engine also caps its loop, see `CharChunk.addInput`).
  var loopingRuleInputs: [String] {
    rules.filter { rule in isLooping(input: scalars(rule.input), pending: scalars(rule.pending)) }
      .map(\.input)
  }

  private func isLooping(input: [Unicode.Scalar], pending: [Unicode.Scalar]) -> Bool {
    guard !input.isEmpty else { return false }
    var key = pending
    var steps = 0
    while !key.isEmpty && steps < 64 {
      if key.starts(with: input) { return true }
      let match = lookUpPrefix(key[...])
      guard let entry = match.entry else { return false }
      key = entry.pending + key.dropFirst(match.usedLength)
      steps += 1
    }
    return steps >= 64
  }
}
