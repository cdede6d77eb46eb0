import Synchronization

/// Every text a session's trace keeps (the snapshots after each step, the violations' states,
/// the binding writes and `onChange` values of the events), stored once: each text as what it
/// changed from the text stored before it, with a whole text only when the changes since the
/// last whole one outweigh it. A session of many one-key steps in a long text keeps about its
/// keys plus its text, not a text per step.
///
///     100,000 steps typing "a" at the end of a growing text:
///       before: a whole text per snapshot, binding write and onChange value  (5.4 GB)
///       now:    one delta of 1 byte per step, a whole text every ~text/33 steps
///
/// The field's texts are told apart from other texts: a text that is the session field's text
/// now is stored from the field's splice journal (the bytes its edits since the previous one
/// touched), without making or comparing a `String` of it, and without holding one (which
/// would make the field's next edit copy it). Other texts (an app's own writes) are compared
/// with the previous such text.
///
/// Reading a text rebuilds it from its whole text, editing one buffer in place.
final class TextHistory: Sendable {
  /// A text kept: which lane, and its index there.
  struct Reference: Equatable, Sendable {
    /// Whether the text is in the field's lane (else the app's).
    let isFieldText: Bool
    fileprivate let index: Int
  }

  private let storage = Mutex(Lanes())

  init() {}

  /// Stores the session field's text now.
  func storeFieldText(_ field: TextField) -> Reference {
    storage.withLock { lanes in
      Reference(isFieldText: true, index: lanes.field.storeFieldText(field))
    }
  }

  /// Stores `value`: as the field's text when the field handed it out at an edit the lane
  /// knows (or it is the field's text now), else compared with the previous other text.
  func store(_ value: String, field: TextField?) -> Reference {
    storage.withLock { lanes in
      if let field, let stamp = field.stamp(ofHandedOut: value) {
        if let index = lanes.field.index(ofFieldText: field, stamp: stamp) {
          return Reference(isFieldText: true, index: index)
        }
        if stamp == field.textEdits {
          return Reference(isFieldText: true, index: lanes.field.storeFieldText(field))
        }
      }
      return Reference(isFieldText: false, index: lanes.other.store(value))
    }
  }

  /// The text `reference` names, rebuilt.
  func text(_ reference: Reference) -> String {
    TextWork.current?.historyTextsRebuilt += 1
    return storage.withLock { lanes in
      reference.isFieldText ? lanes.field.text(at: reference.index) : lanes.other.text(at: reference.index)
    }
  }

  /// The changes from the text `from` names to the one `to` names, in order, when `to` was
  /// stored after `from` in the same lane as at most `limit` deltas with no whole text between
  /// (a long step's consecutive binding writes, or one step's texts to the next's); `nil`
  /// otherwise.
  ///
  ///     "ab" (3), "abc" (4, delta), "abcd" (5, delta)  →  from 3 to 5: [+"c", +"d"]
  func deltas(from: Reference, to: Reference, limit: Int = 64) -> [TextDelta]? {
    guard from.isFieldText == to.isFieldText, to.index > from.index, to.index - from.index <= limit else {
      return nil
    }
    return storage.withLock { lanes in
      to.isFieldText
        ? lanes.field.deltas(after: from.index, through: to.index)
        : lanes.other.deltas(after: from.index, through: to.index)
    }
  }

  /// The UTF-8 bytes kept (whole texts and delta bytes, plus `TextLane.deltaOverhead` a
  /// delta): the scale tests compare it between a short text and a long one.
  var storedUTF8Count: Int {
    storage.withLock { $0.field.storedUTF8Count + $0.other.storedUTF8Count }
  }

  /// The whole texts kept.
  var wholeTextCount: Int {
    storage.withLock { $0.field.wholeCount + $0.other.wholeCount }
  }
}

private struct Lanes: Sendable {
  var field = TextLane()
  var other = TextLane()
}

/// Texts, each whole or as a `TextDelta` from the one before it in the lane.
struct TextLane: Sendable {
  private enum Stored: Sendable {
    case whole(String)
    case delta(TextDelta)
  }

  /// What a delta costs besides its bytes (its record, its array), in bytes: counted so that
  /// many one-byte deltas also earn a whole text now and then, which bounds a rebuild.
  static let deltaOverhead = 32

  private var texts: [Stored] = []
  /// For each text, the index of the whole text its deltas start from.
  private var wholeIndices: [Int] = []
  private var costSinceWhole = 0
  private var lastUTF8Count = 0
  /// The last text, for a lane of `String`s (held: it is the app's, not the field's).
  private var lastString: String?
  /// For the field's lane: which field, and the indices of its latest texts by edit count.
  private var fieldID: ObjectIdentifier?
  private var recentStamps: [(stamp: Int, index: Int)] = []
  private(set) var wholeCount = 0

  /// The index of the field's text at edit `stamp`, when the lane stored it lately.
  func index(ofFieldText field: TextField, stamp: Int) -> Int? {
    guard fieldID == ObjectIdentifier(field) else { return nil }
    return recentStamps.last(where: { $0.stamp == stamp })?.index
  }

  /// Stores the field's text now: nothing new when stored at this edit already, a delta from
  /// the splice journal when it holds the edits since the last text stored, else whole.
  mutating func storeFieldText(_ field: TextField) -> Int {
    let stamp = field.textEdits
    if let index = index(ofFieldText: field, stamp: stamp) { return index }
    let count = field.buffer.count
    var index: Int?
    if fieldID == ObjectIdentifier(field), let last = recentStamps.last, last.index == texts.count - 1,
      let ends = field.splices.unchangedEnds(from: last.stamp, to: stamp, utf8Count: lastUTF8Count)
    {
      let middle = Array(field.buffer.string(ends.prefix..<(count - ends.suffix)).utf8)
      let delta = TextDelta(prefixUTF8Count: ends.prefix, suffixUTF8Count: ends.suffix, middle: middle)
      index = append(delta, utf8Count: count)
    }
    if index == nil {
      TextWork.current?.historyWholeTexts += 1
      index = appendWhole(field.buffer.string(0..<count))
    }
    fieldID = ObjectIdentifier(field)
    lastString = nil
    lastUTF8Count = count
    recentStamps.append((stamp, index ?? 0))
    if recentStamps.count > 4 { recentStamps.removeFirst() }
    return index ?? 0
  }

  /// Stores `value`: the previous index when it is the previous text's storage, else a delta
  /// from the previous text (compared), or whole.
  mutating func store(_ value: String) -> Int {
    if let lastString, lastString.sharesStorage(with: value) { return texts.count - 1 }
    var index: Int?
    if let lastString {
      if lastString.hasSameUTF8(as: value) {
        index = texts.count - 1
      } else {
        index = append(TextDelta(from: lastString, to: value), utf8Count: value.utf8.count)
      }
    }
    if index == nil {
      TextWork.current?.historyWholeTexts += 1
      index = appendWhole(value)
    }
    lastString = value
    lastUTF8Count = value.utf8.count
    return index ?? 0
  }

  /// Appends `delta`, or `nil` when the deltas since the last whole text now outweigh a text
  /// of `utf8Count` bytes (the caller stores it whole).
  private mutating func append(_ delta: TextDelta, utf8Count: Int) -> Int? {
    guard let lastWhole = wholeIndices.last else { return nil }
    costSinceWhole += delta.middle.count + Self.deltaOverhead
    if costSinceWhole > utf8Count { return nil }
    texts.append(.delta(delta))
    wholeIndices.append(lastWhole)
    return texts.count - 1
  }

  private mutating func appendWhole(_ text: String) -> Int {
    texts.append(.whole(text))
    wholeIndices.append(texts.count - 1)
    costSinceWhole = 0
    wholeCount += 1
    return texts.count - 1
  }

  /// The deltas stored after `start` through `end`, or `nil` when one of them is a whole text.
  func deltas(after start: Int, through end: Int) -> [TextDelta]? {
    guard start >= 0, end < texts.count, start < end else { return nil }
    var result: [TextDelta] = []
    result.reserveCapacity(end - start)
    for index in (start + 1)...end {
      guard case .delta(let delta) = texts[index] else { return nil }
      result.append(delta)
    }
    return result
  }

  /// The text at `index`: its whole text with the deltas after it applied to one buffer in
  /// place (each moves the bytes after it, nothing when typing at the end).
  func text(at index: Int) -> String {
    let first = wholeIndices[index]
    guard case .whole(let whole) = texts[first] else { return "" }
    if first == index { return whole }
    var bytes = Array(whole.utf8)
    for position in (first + 1)...index {
      guard case .delta(let delta) = texts[position] else { continue }
      delta.apply(to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  var storedUTF8Count: Int {
    texts.reduce(0) { total, text in
      switch text {
      case .whole(let whole): total + whole.utf8.count
      case .delta(let delta): total + delta.middle.count + Self.deltaOverhead
      }
    }
  }
}
