internal import CRime
import InputModel

/// One Rime session on one schema: the pinyin keyboard's engine. Created fresh for each
/// keyboard, so nothing typed in one keyboard changes another; destroyed in `deinit`.
///
///     process(0x6e) … process(0x6f)  →  snapshot().preedit == "ni hao"
///     process(0x20)                  →  takeCommit() == "你好"
final class RimeSession {
  private let id: UInt

  /// - Throws: what `RimeRuntime.openSession` throws (unknown schema, data missing).
  init(schema: String) throws(InputEngineError) {
    id = try RimeRuntime.openSession(schema: schema)
  }

  deinit {
    let id = id
    RimeRuntime.withLock { crime_destroy_session(UInt(id)) }
  }

  /// Feeds one key (an X11 keysym and modifier mask); returns whether Rime used it.
  func process(_ key: RimeKey) -> Bool {
    let id = id
    return RimeRuntime.withLock { crime_process_key(UInt(id), key.keysym, key.modifierMask) }
  }

  /// The letters the composition holds (Rime's raw input, in bytes): 5 for `ni hao`.
  var inputUTF8Count: Int {
    let id = id
    return RimeRuntime.withLock { Int(crime_input_length(UInt(id))) }
  }

  /// What the last keys committed, or `nil`.
  func takeCommit() -> String? {
    let id = id
    return RimeRuntime.withLock { () -> String? in
      guard let text = crime_take_commit(UInt(id)) else { return nil }
      defer { crime_free(text) }
      return String(cString: text)
    }
  }

  /// The composition and the menu's current page.
  func snapshot() -> RimeSnapshot {
    let id = id
    return RimeRuntime.withLock { () -> RimeSnapshot in
      var raw = crime_snapshot()
      guard crime_snapshot_take(UInt(id), &raw) else { return RimeSnapshot() }
      defer { crime_snapshot_free(&raw) }
      var snapshot = RimeSnapshot()
      if let preedit = raw.preedit { snapshot.preedit = String(cString: preedit) }
      snapshot.caretUTF8Offset = Int(raw.caret_utf8_offset)
      snapshot.highlightedIndex = Int(raw.highlighted_index)
      if let candidates = raw.candidates {
        for index in 0..<Int(raw.candidate_count) {
          snapshot.candidates.append(candidates[index].map { String(cString: $0) } ?? "")
        }
      }
      return snapshot
    }
  }

  /// Selects the candidate at `index` (0-based) on the current page.
  func select(onPage index: Int) -> Bool {
    let id = id
    return RimeRuntime.withLock { crime_select_on_page(UInt(id), Int32(index)) }
  }

  /// Commits the composition as Rime would on its own (the selected text).
  func commitComposition() -> Bool {
    let id = id
    return RimeRuntime.withLock { crime_commit_composition(UInt(id)) }
  }

  /// Drops the composition.
  func clear() {
    let id = id
    RimeRuntime.withLock { crime_clear_composition(UInt(id)) }
  }
}
