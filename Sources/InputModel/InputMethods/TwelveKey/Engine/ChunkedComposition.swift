/// A composition as a list of chunks, driven by a `ChunkRuleTable` the way Mozc's
/// `Composition` is, with the caret always at the end (phone keyboards type there).
///
///     "2"   → [か]
///     "2"   → [き]             the key toggles the last chunk
///     "*"   → [{*}ぎ]          voiced, toggling ended
///     "2"   → [{*}ぎ][か]      so the same key starts a new chunk: "ぎか"
///
/// The table is passed to each call rather than stored, so compositions compare cheaply.
struct ChunkedComposition: Hashable, Sendable {
  private(set) var chunks: [CharChunk] = []
  /// True for the first key after a reset, a load or a delete: keys whose rule says
  /// `NewChunk` then start a new chunk instead of toggling the last one.
  private(set) var isNewInput = true

  /// What the composition shows: every chunk's text, special keys removed.
  ///
  /// Stored, and refreshed at the end of each mutating operation, because the keyboard and the
  /// session read it several times a key.
  private(set) var displayText = ""

  private mutating func refreshDisplayText() {
    displayText = Self.visibleText(of: chunks, fixingLast: false)
  }

  /// Every chunk's visible text, the last one's fixed text instead when `fixingLast`, written
  /// as UTF-8 into one new string.
  private static func visibleText(of chunks: [CharChunk], fixingLast: Bool) -> String {
    var capacity = 0
    for chunk in chunks {
      capacity += chunk.conversion.count + max(chunk.pending.count, chunk.ambiguous.count)
    }
    return String(unsafeUninitializedCapacity: capacity * 4) { buffer in
      var byteCount = 0
      for index in chunks.indices {
        let chunk = chunks[index]
        ChunkSpecialKeys.writeVisibleUTF8(of: chunk.conversion, to: buffer, at: &byteCount)
        let tail = fixingLast && index == chunks.count - 1 ? chunk.fixedTail : chunk.pending
        ChunkSpecialKeys.writeVisibleUTF8(of: tail, to: buffer, at: &byteCount)
      }
      return byteCount
    }
  }

  /// The reading for a commit or conversion: like `displayText`, but the last chunk's
  /// ambiguous pending input resolved ("かn" → "かん" in romaji tables).
  var fixedText: String {
    Self.visibleText(of: chunks, fixingLast: true)
  }

  /// Feeds keys (usually one) at the end of the composition.
  ///
  ///     [あ] + "1" → [い];   [あ] + "2" → [あ][か];   [] + "*" → []
  mutating func insert(_ input: [Unicode.Scalar], table: ChunkRuleTable) {
    guard !input.isEmpty else { return }
    var index: Int
    if let last = chunks.indices.last, chunks[last].isAppendable {
      index = last
    } else {
      chunks.append(CharChunk())
      index = chunks.count - 1
    }
    index = combinePendingChunks(endingAt: index, input: input, table: table)

    var rest = input[...]
    var isNew = isNewInput
    while true {
      if !chunks[index].shouldInsertNewChunk(for: Array(rest), isNewInput: isNew, table: table) {
        rest = chunks[index].addInput(rest, table: table)
      }
      if rest.isEmpty { break }
      chunks.append(CharChunk())
      index = chunks.count - 1
      isNew = false
    }
    if chunks[index].isEmpty {
      chunks.remove(at: index)
    }
    isNewInput = false
    refreshDisplayText()
  }

  /// Merges chunks before `index` into it while their pending text and the new keys together
  /// spell one finished rule; returns the merged chunk's index.
  private mutating func combinePendingChunks(
    endingAt index: Int, input: [Unicode.Scalar], table: ChunkRuleTable
  ) -> Int {
    var index = index
    while index > 0 {
      let left = chunks[index - 1]
      guard left.isConvertible(chunks[index].pending + input, table: table) else { break }
      chunks[index].combine(withPrevious: left)
      chunks.remove(at: index - 1)
      index -= 1
    }
    return index
  }

  /// Removes the last visible character and ends toggling: the next key that starts chunks
  /// starts a new one.
  ///
  ///     [か][き] → [か];   then "2" → [か][か], not [こ]
  ///
  /// Mozc counts code points here; a chunk of a kana table shows one code point, so deleting
  /// by grapheme cluster (what the text field does too) removes the same chunk.
  mutating func deleteBackward() {
    guard let index = chunks.lastIndex(where: \.showsText) else { return }
    let text = chunks[index].displayText
    if text.count <= 1 {
      chunks.remove(at: index)
    } else {
      // Only a loaded reading can show more than one character in a chunk; what remains is
      // resolved text, like any kana the user did not just type.
      chunks[index] = CharChunk(raw: [], conversion: Array(text.dropLast().unicodeScalars))
    }
    isNewInput = true
    refreshDisplayText()
  }

  /// Empties the composition.
  mutating func removeAll() {
    chunks = []
    isNewInput = true
    refreshDisplayText()
  }

  /// Replaces the composition by these chunks (a reading loaded back after conversion).
  mutating func load(_ chunks: [CharChunk]) {
    self.chunks = chunks
    isNewInput = true
    refreshDisplayText()
  }
}
