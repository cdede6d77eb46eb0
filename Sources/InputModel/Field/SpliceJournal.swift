/// The latest edits of a field's text, each as the UTF-8 range it replaced and the bytes it
/// put there, stamped with the field's `textEdits` count after it.
///
/// Two fields whose texts were byte-identical stay identical when both received the same
/// splices since, which is decided from the splices alone, without comparing the texts:
///
///     field  "abc"  splices since: [3..<3 → "d"]      "abcd"
///     intent "abc"  splices since: [3..<3 → "d"]      "abcd"  →  still identical, 0 bytes compared
///
/// It keeps the latest `capacity` splices; an older one, or any change of the text that was
/// not a splice (`forget()`), makes the question unanswerable here (`nil`: compare the texts).
struct SpliceJournal {
  /// One edit of the text: the bytes `utf8Range` of the text before became `replacement`.
  struct Splice {
    let utf8Range: Range<Int>
    let replacement: String

    func isSame(as other: Splice) -> Bool {
      utf8Range == other.utf8Range && replacement.hasSameUTF8(as: other.replacement)
    }
  }

  /// How many splices are kept: a keystroke makes one to three, a composition one a key, and
  /// the binding of a guarded bridge catches up at the commit.
  static let capacity = 64

  /// The latest splices: the one stamped `stamp` sits at `ring[stamp % capacity]`.
  private var ring: [Splice?] = []
  /// The stamp of the newest splice, and how many splices up to it the ring holds in a row.
  private var newestStamp = 0
  private var keptCount = 0

  /// Records the splice that brought the field's `textEdits` to `stamp`.
  mutating func record(_ splice: Splice, stamp: Int) {
    if ring.isEmpty { ring = Array(repeating: nil, count: Self.capacity) }
    keptCount = stamp == newestStamp &+ 1 ? min(keptCount + 1, Self.capacity) : 1
    newestStamp = stamp
    ring[Self.slot(stamp)] = splice
  }

  /// The text changed other than by a splice (it was replaced wholesale): no earlier splice
  /// says anything about the text from now on.
  mutating func forget() {
    keptCount = 0
  }

  /// True when `self` holds the splices stamped `from + 1 … to`, `other` those stamped
  /// `otherFrom + 1 … otherTo`, and the two sequences are the same splice for splice.
  /// `false` means "not known": the texts may still be identical.
  func madeSameSplices(from: Int, to: Int, as other: SpliceJournal, from otherFrom: Int, to otherTo: Int)
    -> Bool
  {
    let count = to &- from
    guard count == otherTo &- otherFrom, count >= 0 else { return false }
    if count == 0 { return true }
    guard holds(from + 1, to), other.holds(otherFrom + 1, otherTo) else { return false }
    for offset in 0..<count {
      guard let mine = splice(stamped: from + 1 + offset),
        let theirs = other.splice(stamped: otherFrom + 1 + offset),
        mine.isSame(as: theirs)
      else { return false }
    }
    return true
  }

  /// The bytes the splices stamped `from + 1 … to` left untouched at the start and at the end
  /// of a text that had `utf8Count` bytes before them, or `nil` when they are not all kept.
  ///
  ///     "hello" (5 bytes), splices [1..<2 → "a"], [3..<3 → "x"]  →  "halxlo": prefix 1, suffix 2
  func unchangedEnds(from: Int, to: Int, utf8Count: Int) -> (prefix: Int, suffix: Int)? {
    guard to >= from else { return nil }
    if to == from { return (utf8Count, 0) }
    guard holds(from + 1, to) else { return nil }
    var prefix = utf8Count
    var suffix = utf8Count
    var length = utf8Count
    for stamp in (from + 1)...to {
      guard let splice = splice(stamped: stamp), splice.utf8Range.upperBound <= length else { return nil }
      prefix = min(prefix, splice.utf8Range.lowerBound)
      suffix = min(suffix, length - splice.utf8Range.upperBound)
      length += splice.replacement.utf8.count - splice.utf8Range.count
    }
    return (prefix, suffix)
  }

  private func holds(_ first: Int, _ last: Int) -> Bool {
    last == newestStamp && first > newestStamp &- keptCount
  }

  private func splice(stamped stamp: Int) -> Splice? {
    guard stamp <= newestStamp && stamp > newestStamp &- keptCount else { return nil }
    return ring[Self.slot(stamp)]
  }

  private static func slot(_ stamp: Int) -> Int {
    ((stamp % capacity) + capacity) % capacity
  }
}
