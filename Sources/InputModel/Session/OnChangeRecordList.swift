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

  /// One stored text: whole, or as its difference from the text stored before it.
  private enum StoredText: Sendable {
    case whole(String)
    case delta(TextDelta)
  }

  /// The distinct texts, in order of arrival (a record's old text is usually the previous
  /// record's new one, and is then not stored again).
  private var texts: [StoredText] = []
  /// For each text, the index of the whole text its deltas start from.
  private var wholeIndices: [Int] = []
  /// The last text stored (sharing its storage, or naming a field's text by its edit: no
  /// copy) and the delta bytes since the last whole one, which decide when to keep a whole
  /// text again.
  private var lastText: LastText?
  private var deltaBytesSinceWhole = 0
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
      edit.utf8Range.upperBound <= oldCount, let lastWhole = wholeIndices.last
    {
      let delta = TextDelta(
        prefixUTF8Count: edit.utf8Range.lowerBound,
        suffixUTF8Count: oldCount - edit.utf8Range.upperBound, middle: Array(edit.replacement.utf8))
      deltaBytesSinceWhole += delta.middle.count + 1
      if deltaBytesSinceWhole > new.utf8Count {
        records.append((oldIndex, storeWhole(new.resolved)))
        return
      }
      texts.append(.delta(delta))
      wholeIndices.append(lastWhole)
      self.lastText = LastText(new)
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
      case .delta(let delta): total + delta.middle.count
      }
    }
  }

  public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }

  /// The index of `text` in `texts`: the last one when it holds the same bytes, else a new
  /// entry — a delta from the last text, or the whole text once the deltas since the last
  /// whole one outweigh it (so rebuilding a text walks at most about its own length of
  /// deltas, and the whole texts kept are bounded by the bytes the deltas changed).
  private mutating func store(_ value: StateValue<String>) -> Int {
    guard let lastText, let lastWhole = wholeIndices.last else {
      return storeWhole(value.resolved)
    }
    if lastText.isIdentical(to: value) { return texts.count - 1 }
    let text = value.resolved
    // A field text the list named but did not keep: this one is stored whole.
    guard case .text(let last) = lastText else { return storeWhole(text) }
    if last.hasSameUTF8(as: text) { return texts.count - 1 }
    let delta = TextDelta(from: last, to: text)
    deltaBytesSinceWhole += delta.middle.count + 1
    if deltaBytesSinceWhole > text.utf8.count { return storeWhole(text) }
    texts.append(.delta(delta))
    wholeIndices.append(lastWhole)
    self.lastText = .text(text)
    return texts.count - 1
  }

  private mutating func storeWhole(_ text: String) -> Int {
    texts.append(.whole(text))
    wholeIndices.append(texts.count - 1)
    lastText = .text(text)
    deltaBytesSinceWhole = 0
    return texts.count - 1
  }

  /// The text at `index`, rebuilt from its whole text by applying the deltas after it.
  private func text(at index: Int) -> String {
    var text = ""
    for position in wholeIndices[index]...index {
      switch texts[position] {
      case .whole(let whole): text = whole
      case .delta(let delta): text = delta.applied(to: text)
      }
    }
    return text
  }
}
