/// A kana-kanji dictionary: each reading (hiragana) maps to its words, most likely first.
///
///     var dictionary = ConversionDictionary()
///     dictionary.add(reading: "きょう", words: ["今日", "京"])
///     dictionary.words(for: "きょう")   // ["今日", "京"]
///     dictionary.words(for: "あした")   // []
///
/// Readings keep the order in which they were first added, so a dictionary loaded from a file
/// lists its readings in file order; words never repeat under one reading.
///
/// Beside these whole readings (okuri-nasi), it holds SKK's okuri-ari entries: verb and
/// adjective stems under their kana plus the letter of the inflected kana, which the converter
/// completes with the okurigana it finds in the reading.
///
///     dictionary.add(okuriAriKey: "はたらk", words: ["働"])
///     dictionary.words(forOkuriAriKey: "はたらk")   // ["働"]  → 働く, 働き, 働か(ない)
public struct ConversionDictionary: Equatable, Sendable {
  private var wordsByReading: [String: [String]] = [:]
  private var wordsByOkuriAriKey: [String: [String]] = [:]

  /// Every reading, in the order it was first added.
  public private(set) var readings: [String] = []

  /// The UTF-16 length of the longest reading: the segmenter never looks further ahead.
  public private(set) var longestReadingUTF16Length = 0

  /// Every okuri-ari key (`はたらk`), in the order it was first added.
  public private(set) var okuriAriKeys: [String] = []

  /// The UTF-16 length of the longest okuri-ari stem (the key without its letter).
  public private(set) var longestOkuriAriStemUTF16Length = 0

  /// An empty dictionary.
  public init() {}

  /// A dictionary of `entries`, in order; a reading given twice gets both word lists.
  ///
  ///     ConversionDictionary([("はし", ["箸"]), ("はし", ["橋", "箸"])]).words(for: "はし")
  ///     // ["箸", "橋"]
  public init(_ entries: [(reading: String, words: [String])]) {
    for entry in entries { add(reading: entry.reading, words: entry.words) }
  }

  /// The words for exactly `reading`, most likely first; empty when the reading is unknown.
  public func words(for reading: String) -> [String] {
    wordsByReading[reading] ?? []
  }

  /// True when `reading` has at least one word.
  public func contains(reading: String) -> Bool {
    wordsByReading[reading] != nil
  }

  /// The stems listed under an okuri-ari `key` (stem kana + the okurigana's letter), most
  /// likely first; empty when there is none.
  ///
  ///     "はたらk"  →  ["働"]        "かi"  →  ["買", "書", "描", …]
  public func words(forOkuriAriKey key: String) -> [String] {
    wordsByOkuriAriKey[key] ?? []
  }

  /// The number of (okuri-nasi) readings.
  public var count: Int { readings.count }

  /// The number of okuri-ari keys.
  public var okuriAriCount: Int { okuriAriKeys.count }

  /// True when the dictionary has no reading and no okuri-ari key.
  public var isEmpty: Bool { readings.isEmpty && okuriAriKeys.isEmpty }

  /// Every word once, in reading order then word order (for a suggestion index).
  ///
  /// - Complexity: O(total number of words); computed on each call.
  public var words: [String] {
    var seen = Set<String>()
    var result: [String] = []
    for reading in readings {
      for word in wordsByReading[reading] ?? [] where seen.insert(word).inserted {
        result.append(word)
      }
    }
    return result
  }

  /// Appends `words` to `reading`'s list, skipping words it already has and empty words.
  ///
  ///     ["はし": ["箸"]]  add(reading: "はし", words: ["橋", "箸"])  →  ["はし": ["箸", "橋"]]
  ///
  /// An empty reading or an empty word list adds nothing.
  public mutating func add(reading: String, words newWords: [String]) {
    guard !reading.isEmpty, newWords.contains(where: { !$0.isEmpty }) else { return }
    let readingCountBefore = wordsByReading.count
    // One hash lookup per call: the defaulting subscript is modified in place.
    Self.append(newWords, to: &wordsByReading[reading, default: []])
    if wordsByReading.count > readingCountBefore {
      readings.append(reading)
      longestReadingUTF16Length = max(longestReadingUTF16Length, reading.utf16.count)
    }
  }

  /// Appends `words` to an okuri-ari key's list, skipping repeats and empty words, as
  /// `add(reading:words:)` does.
  ///
  ///     add(okuriAriKey: "はたらk", words: ["働"])
  ///
  /// The converter only looks up keys of kana followed by one ASCII lowercase letter (what
  /// `SKKLine` reads as okuri-ari); a key of another shape is kept but never found.
  public mutating func add(okuriAriKey key: String, words newWords: [String]) {
    guard key.utf8.count > 1, newWords.contains(where: { !$0.isEmpty }) else { return }
    let countBefore = wordsByOkuriAriKey.count
    Self.append(newWords, to: &wordsByOkuriAriKey[key, default: []])
    if wordsByOkuriAriKey.count > countBefore {
      okuriAriKeys.append(key)
      longestOkuriAriStemUTF16Length = max(longestOkuriAriStemUTF16Length, key.utf16.count - 1)
    }
  }

  private static func append(_ newWords: [String], to list: inout [String]) {
    for word in newWords where !word.isEmpty && !list.contains(word) {
      list.append(word)
    }
  }

  /// Makes room for `readingCount` readings in all, so a large load does not rehash.
  mutating func reserveCapacity(_ readingCount: Int) {
    wordsByReading.reserveCapacity(readingCount)
    readings.reserveCapacity(readingCount)
  }

  /// This dictionary's entries followed by `other`'s: words of a shared reading come from
  /// this dictionary first.
  ///
  ///     embedded ["きょう": ["今日", "京"]] merging loaded ["きょう": ["京", "強"]]
  ///     →  ["きょう": ["今日", "京", "強"]]
  /// Okuri-ari keys merge the same way.
  public func merging(_ other: ConversionDictionary) -> ConversionDictionary {
    var result = self
    for reading in other.readings {
      result.add(reading: reading, words: other.words(for: reading))
    }
    for key in other.okuriAriKeys {
      result.add(okuriAriKey: key, words: other.words(forOkuriAriKey: key))
    }
    return result
  }
}
