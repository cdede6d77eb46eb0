/// The firings of the app's `onChange(of: text)`, in order, stored as differences: each text
/// is kept as what it changed from the text before it, with a whole text now and then, so a
/// session of many keys in a long text keeps about its keys plus its text, not a text per key.
/// Reading a record rebuilds its two texts.
///
///     var records = OnChangeRecordList()
///     records.append(old: "", new: "a")
///     records.append(old: "a", new: "ab")   // "a" is the previous text: stored once
///     records[1]                           // "a" -> "ab"
///     records == [OnChangeRecord(old: "", new: "a"), OnChangeRecord(old: "a", new: "ab")]
public struct OnChangeRecordList: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The last text stored, kept to recognise the next record's old text without comparing:
  /// the `String` itself, or which field's text at which edit (a value the store kept
  /// unread; holding the field's reference would keep the field alive and is not `Sendable`).
  private enum LastText: Sendable {
    case text(String)
    case fieldText(field: ObjectIdentifier, stamp: Int)

    init(_ value: StateValue<String>) {
      if let reference = value.fieldText, reference.isPending {
        self = .fieldText(field: ObjectIdentifier(reference.field), stamp: reference.stamp)
      } else {
        self = .text(value.resolved)
      }
    }

    /// True when `value` is this text, known without comparing.
    func isIdentical(to value: StateValue<String>) -> Bool {
      switch self {
      case .text(let text): StateValue(value: text).isIdentical(to: value)
      case .fieldText(let field, let stamp):
        value.fieldText.map { ObjectIdentifier($0.field) == field && $0.stamp == stamp } ?? false
      }
    }
  }

  /// One stored text: whole, or as its difference from an earlier text (`base`, one of the
  /// two stored before it).
  private enum StoredText: Sendable {
    case whole(String)
    case delta(TextDelta, base: Int)
  }

  /// The distinct texts, in order of arrival (a record's old text is usually the previous
  /// record's new one, and is then not stored again).
  private var texts: [StoredText] = []
  /// For each text, the delta bytes between it and the whole text its chain of bases starts
  /// from, each delta counting `TextLane.deltaOverhead` more (0 for a whole text): they decide
  /// when to keep a whole text again, which bounds the deltas a rebuild applies.
  private var chainBytes: [Int] = []
  /// The last text stored (sharing its storage, or naming a field's text by its edit: no
  /// copy). Only this one is held: holding a second text the field handed out would make the
  /// field copy its text at its next edit.
  private var lastText: LastText?
  /// Each record's old and new text, as indices into `texts`.
  private var records: [(old: Int, new: Int)] = []

  public init() {}

  public init(arrayLiteral elements: OnChangeRecord...) {
    self.init(elements)
  }

  /// The records of `records`, in order.
  public init<Records: Sequence<OnChangeRecord>>(_ records: Records) {
    for record in records { append(record) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { records.count }

  public subscript(position: Int) -> OnChangeRecord {
    let indices = records[position]
    return OnChangeRecord(old: text(at: indices.old), new: text(at: indices.new))
  }

  /// Appends a firing.
  public mutating func append(old: String, new: String) {
    append(old: old, new: new, newIsOldWith: nil)
  }

  /// Appends a firing whose new text is known to be the old one with the bytes `edit.utf8Range`
  /// replaced by `edit.replacement` (the field's latest splice), so the delta is taken from the
  /// edit instead of comparing the texts.
  ///
  ///     append(old: "ab", new: "abc", newIsOldWith: (2..<2, "c"))   // delta: prefix 2, "c"
  mutating func append(
    old: String, new: String, newIsOldWith edit: (utf8Range: Range<Int>, replacement: String)?
  ) {
    append(old: StateValue(value: old), new: StateValue(value: new), newIsOldWith: edit)
  }

  /// `append(old:new:newIsOldWith:)` for values as the store keeps them: a reference to a
  /// field's text whose change is known from the field's splices is stored as that change,
  /// without making a `String` of it.
  mutating func append(
    old: StateValue<String>, new: StateValue<String>,
    newIsOldWith edit: (utf8Range: Range<Int>, replacement: String)?
  ) {
    let oldIndex = store(old)
    let oldCount = old.utf8Count
    if let edit, let lastText, lastText.isIdentical(to: old), !new.isIdentical(to: old),
      edit.utf8Range.upperBound <= oldCount, let last = chainBytes.indices.last
    {
      let delta = TextDelta(
        prefixUTF8Count: edit.utf8Range.lowerBound,
        suffixUTF8Count: oldCount - edit.utf8Range.upperBound, middle: Array(edit.replacement.utf8))
      let cost = chainBytes[last] + delta.middle.count + TextLane.deltaOverhead
      if cost > new.utf8Count {
        records.append((oldIndex, storeWhole(new.resolved)))
        return
      }
      append(.delta(delta, base: last), chainBytes: cost, last: LastText(new))
      records.append((oldIndex, texts.count - 1))
      return
    }
    records.append((oldIndex, store(new)))
  }

  /// Appends a firing.
  public mutating func append(_ record: OnChangeRecord) {
    append(old: record.old, new: record.new)
  }

  public static func == (lhs: OnChangeRecordList, rhs: OnChangeRecordList) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }

  /// The UTF-8 bytes the list keeps (whole texts and delta bytes): the scale tests compare it
  /// between a short session and a long one.
  var storedUTF8Count: Int {
    texts.reduce(0) { total, text in
      switch text {
      case .whole(let whole): total + whole.utf8.count
      case .delta(let delta, _): total + delta.middle.count
      }
    }
  }

  public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }

  /// The index of `text` in `texts`: the last one when it holds the same bytes, else a new
  /// entry — a delta from the last text, or, when that changes more than a paste
  /// (`nearTextUTF8Count`), from the one before it if that is nearer (rebuilt to compare: a
  /// formatter's `onChange` alternates the field's text with its own, "ab", "AB", "abc",
  /// "ABC", and each differs from the one two back by a key); or the whole text once the
  /// deltas down its chain outweigh it (so rebuilding a text walks at most about its own
  /// length of deltas, and the whole texts kept are bounded by the bytes the deltas changed).
  ///
  ///     "ab", "AB", then "abc"  →  "abc" stored as "ab" + "c", not as all of it
  private mutating func store(_ value: StateValue<String>) -> Int {
    guard let lastText, let last = chainBytes.indices.last else {
      return storeWhole(value.resolved)
    }
    if lastText.isIdentical(to: value) { return last }
    let text = value.resolved
    var best: (delta: TextDelta, base: Int)?
    if case .text(let lastString) = lastText {
      if lastString.hasSameUTF8(as: text) { return last }
      best = (TextDelta(from: lastString, to: text), last)
    }
    if last > 0, best.map({ $0.delta.middle.count > Self.nearTextUTF8Count }) ?? true {
      let secondLast = self.text(at: last - 1)
      if secondLast.hasSameUTF8(as: text) { return last - 1 }
      let delta = TextDelta(from: secondLast, to: text)
      if best.map({ delta.middle.count < $0.delta.middle.count }) ?? true { best = (delta, last - 1) }
    }
    // A field text the list named but did not keep, and nothing else to start from: whole.
    guard let best else { return storeWhole(text) }
    let cost = chainBytes[best.base] + best.delta.middle.count + TextLane.deltaOverhead
    if cost > text.utf8.count { return storeWhole(text) }
    append(.delta(best.delta, base: best.base), chainBytes: cost, last: .text(text))
    return texts.count - 1
  }

  private mutating func storeWhole(_ text: String) -> Int {
    append(.whole(text), chainBytes: 0, last: .text(text))
    return texts.count - 1
  }

  /// A change of at most this many bytes from the last text is stored as it is, without
  /// looking at the text before it.
  static let nearTextUTF8Count = 64

  /// Appends `stored`, which becomes the last text.
  private mutating func append(_ stored: StoredText, chainBytes cost: Int, last: LastText) {
    texts.append(stored)
    chainBytes.append(cost)
    lastText = last
  }

  /// The text at `index`, rebuilt from its whole text by applying the deltas after it to one
  /// buffer in place (a text per delta made a record of a long text cost text × deltas).
  private func text(at index: Int) -> String {
    TextWork.current?.onChangeTextsRebuilt += 1
    var chain: [TextDelta] = []
    var position = index
    while case .delta(let delta, let base) = texts[position] {
      chain.append(delta)
      position = base
    }
    guard case .whole(let whole) = texts[position] else { return "" }
    if chain.isEmpty { return whole }
    var bytes = Array(whole.utf8)
    for delta in chain.reversed() { delta.apply(to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
