/// One unit of a chunked composition: the keys that built one kana, what they resolved to,
/// and what is still pending for the next key (Mozc's `CharChunk`).
///
/// A 12-key chunk never resolves: its kana stays pending so the next tap can toggle it.
///
///     raw "11"   pending "い"        (toggling; "1" → "う")
///     raw "11*"  pending "{*}ぃ"     (toggling ended; "*" → "い", "1" starts a new chunk)
struct CharChunk: Hashable, Sendable {
  /// The keys this chunk consumed, special keys included.
  var raw: [Unicode.Scalar] = []
  /// Resolved text.
  var conversion: [Unicode.Scalar] = []
  /// Text the next key may still change.
  var pending: [Unicode.Scalar] = []
  /// What `pending` would resolve to if no further key came ("n" → "ん" in romaji tables).
  var ambiguous: [Unicode.Scalar] = []
  /// The attributes of the first rule this chunk applied.
  var attributes: ChunkRule.Attributes = []

  /// Safety cap on one key's rule rewrites. Tables are checked for loops (see
  /// `ChunkRuleTable.loopingRuleInputs`), so this only guards against a hang on a bad table.
  private static let maximumRewrites = 64

  /// True when the chunk holds nothing at all.
  var isEmpty: Bool { raw.isEmpty && conversion.isEmpty && pending.isEmpty }

  /// True when the chunk can take another key: something is still pending.
  var isAppendable: Bool { !pending.isEmpty }

  /// What the chunk shows: resolved then pending text, special keys removed.
  ///
  ///     conversion "", pending "{*}ぁ"  → "ぁ"
  var displayText: String {
    ChunkSpecialKeys.visibleText(of: [conversion, pending])
  }

  /// True when `displayText` is not empty.
  var showsText: Bool {
    conversion.contains { !ChunkSpecialKeys.isSpecialKey($0) }
      || pending.contains { !ChunkSpecialKeys.isSpecialKey($0) }
  }

  /// What the chunk contributes to a reading when the composition is finished.
  ///
  ///     pending "n", ambiguous "ん" → "ん";  pending "{*}が" → "が"
  var fixedText: String {
    ChunkSpecialKeys.visibleText(of: [conversion, fixedTail])
  }

  /// What follows `conversion` in `fixedText`: the ambiguous resolution, else the pending text.
  var fixedTail: [Unicode.Scalar] { ambiguous.isEmpty ? pending : ambiguous }

  /// True when the key sequence `pending + input` is exactly a rule that no further key can
  /// extend, so an earlier chunk may absorb this one.
  func isConvertible(_ input: [Unicode.Scalar], table: ChunkRuleTable) -> Bool {
    guard isAppendable else { return false }
    let key = pending + input
    let match = table.lookUpPrefix(key[...])
    return match.entry != nil && match.usedLength == key.count && match.isFixed
  }

  /// Puts the chunk on the left in front of this one.
  mutating func combine(withPrevious left: CharChunk) {
    conversion = left.conversion + conversion
    raw = left.raw + raw
    if left.ambiguous.isEmpty {
      ambiguous = []
    } else if ambiguous.isEmpty {
      ambiguous = left.ambiguous + pending
    } else {
      ambiguous = left.ambiguous + ambiguous
    }
    pending = left.pending + pending
  }

  /// True when `input` should go to a new chunk rather than to this one: the first key after a
  /// reset or delete, when that key starts chunks (`NewChunk`) or no rule knows it.
  ///
  ///     [い] + "1" as new input  → new chunk: "いあ", not "う"
  func shouldInsertNewChunk(for input: [Unicode.Scalar], isNewInput: Bool, table: ChunkRuleTable) -> Bool {
    guard !isEmpty else { return false }
    let isNew = isNewInput || (attributes.contains(.endChunk) && pending.isEmpty)
    return isNew && (table.hasNewChunkEntry(input[...]) || !table.hasSubRules(input))
  }

  /// Feeds keys to this chunk and returns the ones it did not take (they go to a new chunk).
  ///
  ///     [あ]  + "1"  → [い],        rest ""
  ///     [{*}あ] + "1" → unchanged,  rest "1"
  ///     [な]  + "*"  → unchanged,   rest "*"   (な has no modified form)
  mutating func addInput(_ input: ArraySlice<Unicode.Scalar>, table: ChunkRuleTable) -> ArraySlice<
    Unicode.Scalar
  > {
    var rest = input
    var rewrites = 0
    while rewrites < Self.maximumRewrites {
      let (again, remaining) = addInputOnce(rest, table: table)
      rest = remaining
      guard again else { break }
      rewrites += 1
    }
    return rest
  }

  /// One rule application; returns whether to apply again and the keys left over.
  private mutating func addInputOnce(
    _ input: ArraySlice<Unicode.Scalar>, table: ChunkRuleTable
  ) -> (again: Bool, rest: ArraySlice<Unicode.Scalar>) {
    let key = pending + input
    let match = table.lookUpPrefix(key[...])

    guard let entry = match.entry else {
      if match.usedLength == 0 {
        // Nothing in the table starts like this. A stray special key is dropped; otherwise an
        // empty chunk takes one scalar as it is.
        let trimmed = ChunkSpecialKeys.trimmingLeadingSpecialKey(input)
        if trimmed.count < input.count { return (true, trimmed) }
        var rest = input
        if pending.isEmpty, let first = rest.first {
          raw.append(first)
          conversion.append(first)
          rest = rest.dropFirst()
        }
        return (false, rest)
      }
      if match.usedLength == pending.count {
        // The pending text leads nowhere with this key. A special key that neither this chunk
        // nor a new one can use is dropped; any other key goes to a new chunk.
        let next = table.lookUpPrefix(input)
        let trimmed = ChunkSpecialKeys.trimmingLeadingSpecialKey(input)
        if next.entry == nil && next.usedLength == 0 && trimmed.count < input.count {
          return (true, trimmed)
        }
        return (false, input)
      }
      if match.usedLength < pending.count {
        return (false, input)
      }
      // Part of a longer rule ("t" of "ta"): keep the keys pending.
      let usedInput = match.usedLength - pending.count
      raw.append(contentsOf: input.prefix(usedInput))
      pending.append(contentsOf: input.prefix(usedInput))
      ambiguous = []
      return (false, input.dropFirst(usedInput))
    }

    let isFirstEntry = conversion.isEmpty && (raw.isEmpty || pending.isEmpty || raw == pending)
    if isFirstEntry {
      attributes = entry.attributes
    }
    // A rule shorter than the pending text cannot occur in a checked table; clamp rather than
    // trap if one does.
    let usedInput = max(0, match.usedLength - pending.count)
    raw.append(contentsOf: input.prefix(usedInput))
    let rest = input.dropFirst(usedInput)

    if match.isFixed || key.count > match.usedLength {
      conversion.append(contentsOf: entry.output)
      pending = entry.pending
      ambiguous = []
    } else {
      // "n" with rules "n" and "na": wait for the next key.
      pending = key
      ambiguous = entry.output
    }

    // A key that only acts on something ("*" or "{<}" with nothing before it) leaves an empty
    // chunk, which the composition then removes.
    if match.isFixed && rest.isEmpty && conversion.isEmpty && pending.isEmpty
      && attributes.contains(.noTransliteration)
    {
      raw = []
      return (false, rest)
    }
    if rest.isEmpty || pending.isEmpty {
      return (false, rest)
    }
    return (true, rest)
  }
}
