/// Where the caret falls among the chunks, and the edits at a caret position: inserting a
/// key, splitting the chunk a position falls in, deleting a character (Mozc's `Composition`).
extension RomajiComposer {
  /// The chunk caret position `position` falls in, and the position inside it: at a
  /// boundary, the chunk that ends there. Past the end, the last chunk and its length.
  ///
  ///     [か][ｎ]  position 1 → (0, 1)     position 2 → (1, 1)
  func chunk(at position: Int) -> (index: Int, inner: Int) {
    var rest = position
    for (index, chunk) in chunks.enumerated() {
      let length = chunk.length
      if rest <= length { return (index, rest) }
      rest -= length
    }
    return (max(0, chunks.count - 1), chunks.last?.length ?? 0)
  }

  /// The caret position where chunk `index` starts.
  func position(ofChunk index: Int) -> Int {
    chunks.prefix(index).reduce(0) { $0 + $1.length }
  }

  /// Splits the chunk `position` falls inside so that a chunk starts there, and returns the
  /// index of that chunk (`chunks.count` at the end).
  ///
  ///     [きゃ] at 1  →  [き][ゃ], returns 1        [か][ｎ] at 1 → unchanged, returns 1
  mutating func splitChunk(at position: Int) -> Int {
    guard position > 0, !chunks.isEmpty else { return 0 }
    let (index, inner) = chunk(at: position)
    if inner >= chunks[index].length { return index + 1 }
    let (left, right) = chunks[index].split(at: inner)
    chunks[index] = right
    chunks.insert(left, at: index)
    return index + 1
  }

  /// Types `key` at the caret, in the current input mode.
  ///
  ///     "か|ｎ" + "a"  →  "かあ|ｎ"       "n|" + "a"  →  "な|"
  mutating func insert(_ key: Character) {
    if style == .desktop { applyTemporaryInputMode(for: key) }
    // `length` is fresh between edits; typing at the end, the common case, splits nothing.
    var right = caret >= length ? chunks.count : splitChunk(at: caret)
    var left: Int
    if right > 0, chunks[right - 1].isAppendable(in: inputMode) {
      left = right - 1
    } else {
      chunks.insert(RomajiChunk(mode: inputMode), at: right)
      left = right
      right += 1
    }
    let merged = mergeWaitingChunks(endingAt: left, before: key)
    right -= left - merged
    left = merged
    var newInput = isNewInput
    while !chunks[left].add(key, isNewInput: newInput, index, style: style) {
      chunks.insert(RomajiChunk(mode: inputMode), at: right)
      left = right
      right += 1
      newInput = false
    }
    refreshShown()
    caret = right >= chunks.count ? length : position(ofChunk: right)
    isNewInput = false
    if style == .desktop && inputMode == .hiragana && switchForWholeWords() { refreshShown() }
  }

  /// Merges into chunk `index` the chunks left of it whose waiting letters, with its own and
  /// `key`, make one rule input (Mozc's `CombinePendingChunks`); returns its new index.
  ///
  ///     [t][s] + "u"  →  [ts], then "u" makes つ
  private mutating func mergeWaitingChunks(endingAt chunkIndex: Int, before key: Character) -> Int {
    var chunkIndex = chunkIndex
    while chunkIndex > 0 && chunks[chunkIndex - 1].isAppendable(in: inputMode) {
      let input = chunks[chunkIndex].pending + String(key).lowercased()
      guard chunks[chunkIndex - 1].completesRule(in: inputMode, with: input, index) else { break }
      chunks[chunkIndex].merge(left: chunks[chunkIndex - 1])
      chunks.remove(at: chunkIndex - 1)
      chunkIndex -= 1
    }
    return chunkIndex
  }

  /// Deletes the character at caret position `offset` (Mozc's `DeleteAt`): a chunk of one
  /// character goes, a longer one is split and loses its first character. Returns where the
  /// caret goes: the start of what followed the deleted character.
  ///
  ///     "か|ｎ" at 1  →  "か|"          "|きゃ" at 0  →  "|ゃ"
  mutating func delete(at offset: Int) -> Int {
    let lengthBefore = chunksLength
    var newPosition = offset
    while !chunks.isEmpty && chunksLength == lengthBefore {
      let index = splitChunk(at: offset)
      newPosition = position(ofChunk: index)
      guard index < chunks.count else { break }
      if chunks[index].length <= 1 {
        chunks.remove(at: index)
        continue
      }
      chunks[index] = chunks[index].split(at: 1).right
    }
    return min(newPosition, chunksLength)
  }
}
