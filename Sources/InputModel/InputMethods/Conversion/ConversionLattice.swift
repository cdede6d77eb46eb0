/// Every way the pieces of a phrase can lie over a reading: at each character position, the
/// content words that start there (dictionary words, okuri-ari stems with their okurigana,
/// unknown kana) and the suffixes that start there (`PhraseSuffix`).
///
///     reading "はたらいて" (positions 0…5), dictionary は /葉/, はた /旗/, はたらi /働/
///     from 0: はたら + い  → to 4, .terminal or .renyou   (the okuri-ari stem 働)
///             はた         → to 2, .noun                  (旗)
///             は           → to 1, .noun                  (葉), and .unknown
///     from 4: て (suffix)  → to 5: after .renyou, .te
///
/// Positions count grapheme clusters (ICU boundaries): a kana with a combining voiced mark is
/// one position.
///
/// - Complexity: O(n × (L + S)) dictionary lookups and comparisons for n clusters, the
///   longest dictionary reading or stem L and the suffixes S sharing a first kana.
struct ConversionLattice {
  /// A content word: the first piece of a phrase.
  struct Content: Sendable {
    enum Source: Sendable {
      /// An okuri-nasi reading; its words are the dictionary's.
      case word(String)
      /// An okuri-ari stem ending at `stemEnd`, filed under any of `keys`; the reading from
      /// `stemEnd` on is its okurigana.
      case stem(keys: [String], stemEnd: Int)
      /// One cluster no entry covers.
      case unknown
    }

    var end: Int
    var pieceClass: PieceClass
    var cost: Int
    var source: Source
  }

  /// A suffix lying over the reading.
  struct Suffix: Sendable {
    var end: Int
    var after: PieceClasses
    var becomes: PieceClass
    var cost: Int
  }

  /// What every phrase costs, so fewer, longer phrases win: [私は] over [私]·[は].
  static let phraseCost = 1000
  /// A dictionary word of two kana read whole; each kana more costs `longerWordDiscount`
  /// less, down to 300 (`wordCost(clusters:)`), so a longer word beats a particle and a
  /// shorter one: 橋|唐揚げ, not 箸から|揚げ (as Mozc cuts はしからあげ).
  static let wordCost = 500
  static let longerWordDiscount = 40
  /// A word whose first spelling is katakana (ホテル): below a stem with its okurigana, so a
  /// loanword the dictionary knows beats a verb that happens to share its kana (火照る).
  static let loanwordCost = 400
  /// A stem with a plain-form okurigana (書く) or an adjective's い (高い): a little below a
  /// word, so the verb or adjective beats a rare noun of the same reading (各, 他界).
  static let plainStemCost = 450
  /// A stem with any other okurigana (行き, 静か): a little above a word, so the noun wins
  /// (雪 over 行き) unless endings follow.
  static let stemCost = 550
  /// A stem with an ichidan ending right after it (みm + ます → 見ます): above a stem with
  /// its own okurigana, so おk + き + ます (起きます) beats the odd entry おきm /お決/.
  static let directStemCost = 570
  /// The first cluster of an unknown run: far above any word, so an entry always wins where
  /// there is one.
  static let unknownCost = 2000
  /// Each further cluster of an unknown run: enough that a word and a shorter run beat one
  /// long run (橋|ぬるぬる, as Mozc cuts はしぬるぬる).
  static let unknownMoreCost = 850

  /// What a dictionary word of `clusters` kana costs: `wordCost` for two, less for longer.
  ///
  ///     1 → 540,  2 → 500,  4 → 420,  6 and more → 340 … 300
  static func wordCost(clusters: Int) -> Int {
    max(300, wordCost - longerWordDiscount * (clusters - 2))
  }

  /// The u-column kana that end a verb's plain form (書く, 読む, 走る); ず, づ, ふ are rarer
  /// okurigana and get no preference (上手 stays ahead of 乗ず).
  private static let plainEndings: Set<String> = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る"]
  /// Kana no word starts with: a phrase never begins with them (but the reading may).
  private static let neverFirst: Set<String> = [
    "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
  ]

  let reading: String
  /// The reading's grapheme clusters.
  let clusters: [String]
  /// Content words by start position.
  private(set) var contents: [[Content]]
  /// Suffixes by start position.
  private(set) var suffixes: [[Suffix]]
  private let indices: [String.Index]
  private let utf16Offsets: [Int]

  init(reading: String, dictionary: ConversionDictionary) {
    self.reading = reading
    utf16Offsets = GraphemeBoundaries(reading).utf16Offsets
    indices = Self.indices(of: utf16Offsets, in: reading)
    let count = max(0, utf16Offsets.count - 1)
    var clusters: [String] = []
    clusters.reserveCapacity(count)
    for position in 0..<count { clusters.append(String(reading[indices[position]..<indices[position + 1]])) }
    self.clusters = clusters
    contents = Array(repeating: [], count: count)
    suffixes = Array(repeating: [], count: count)
    for start in 0..<count {
      if start == 0 || !Self.neverFirst.contains(clusters[start]) {
        addStems(from: start, dictionary: dictionary)
        addWords(from: start, dictionary: dictionary)
        contents[start].append(
          Content(
            end: start + 1, pieceClass: unknownClass(at: start), cost: Self.unknownCost, source: .unknown))
      }
      for suffix in PhraseSuffix.byFirstKana[clusters[start]] ?? [] where matches(suffix.kana, at: start) {
        suffixes[start].append(
          Suffix(
            end: start + suffix.kana.count, after: suffix.after, becomes: suffix.becomes,
            cost: suffix.kind.cost))
      }
    }
  }

  /// The number of positions (clusters).
  var count: Int { clusters.count }

  /// The class of an unknown run whose last cluster is at `position`: open after っ.
  func unknownClass(at position: Int) -> PieceClass {
    clusters[position] == "っ" ? .unknownOpen : .unknown
  }

  /// The reading between two positions.
  func text(_ start: Int, _ end: Int) -> String {
    String(reading[indices[start]..<indices[end]])
  }

  /// Dictionary readings starting at `start`, longest first; one ending in の or な is also
  /// an adnominal (この, 大きな), which may end its phrase without a particle.
  private mutating func addWords(from start: Int, dictionary: ConversionDictionary) {
    // A cluster is at least one UTF-16 unit: no reading ends further than this.
    var end = min(count, start + dictionary.longestReadingUTF16Length)
    while end > start && utf16Offsets[end] - utf16Offsets[start] > dictionary.longestReadingUTF16Length {
      end -= 1
    }
    while end > start {
      let word = text(start, end)
      let words = dictionary.words(for: word)
      if let first = words.first {
        let cost = Self.isKatakana(first) ? Self.loanwordCost : Self.wordCost(clusters: end - start)
        contents[start].append(Content(end: end, pieceClass: .noun, cost: cost, source: .word(word)))
        if clusters[end - 1] == "の" || clusters[end - 1] == "な" {
          contents[start].append(Content(end: end, pieceClass: .adnominal, cost: cost, source: .word(word)))
        }
      }
      end -= 1
    }
  }

  /// Okuri-ari stems starting at `start`, longest first: each stem (start..<okuri) whose key
  /// with the letter of the kana at `okuri` is in the dictionary gives a content word ending
  /// after that kana, and one ending after each ichidan suffix that starts with a kana of the
  /// same letter. An い okurigana gives two: the adjective's end (高い) and the continuative
  /// stem (書い(て), 買い(ます)); so does か: the negative stem (書か(ない)) and the
  /// na-adjective (静か).
  private mutating func addStems(from start: Int, dictionary: ConversionDictionary) {
    guard dictionary.okuriAriCount > 0 else { return }
    var okuri = start + 1
    while okuri < count
      && utf16Offsets[okuri] - utf16Offsets[start] <= dictionary.longestOkuriAriStemUTF16Length
    {
      okuri += 1
    }
    while okuri > start + 1 {
      okuri -= 1
      guard let (letters, pieceClass) = Okurigana.lookUp(clusters[okuri]) else { continue }
      let stem = text(start, okuri)
      let keys = letters.map { stem + $0 }.filter { !dictionary.words(forOkuriAriKey: $0).isEmpty }
      guard !keys.isEmpty else { continue }
      let source = Content.Source.stem(keys: keys, stemEnd: okuri)
      if clusters[okuri] == "い" {
        contents[start].append(
          Content(end: okuri + 1, pieceClass: .terminal, cost: Self.plainStemCost, source: source))
      } else if clusters[okuri] == "か" {
        contents[start].append(
          Content(end: okuri + 1, pieceClass: .naAdjective, cost: Self.stemCost, source: source))
      }
      let plain = pieceClass == .terminal && Self.plainEndings.contains(clusters[okuri])
      contents[start].append(
        Content(
          end: okuri + 1, pieceClass: pieceClass, cost: plain ? Self.plainStemCost : Self.stemCost,
          source: source))
      for suffix in PhraseSuffix.byFirstKana[clusters[okuri]] ?? []
      where suffix.attachesToStem && matches(suffix.kana, at: okuri) {
        contents[start].append(
          Content(
            end: okuri + suffix.kana.count, pieceClass: suffix.becomes,
            cost: Self.directStemCost + suffix.kind.cost,
            source: source))
      }
    }
  }

  /// True for a word of katakana and ー only.
  private static func isKatakana(_ word: String) -> Bool {
    !word.isEmpty && word.unicodeScalars.allSatisfy { (0x30A1...0x30FC).contains($0.value) }
  }

  private func matches(_ kana: [String], at start: Int) -> Bool {
    guard start + kana.count <= count else { return false }
    for (offset, character) in kana.enumerated() where clusters[start + offset] != character { return false }
    return true
  }

  /// The string index of each UTF-16 offset in `utf16Offsets` (ascending, on scalar
  /// boundaries), found in one walk over the text.
  private static func indices(of utf16Offsets: [Int], in text: String) -> [String.Index] {
    var result: [String.Index] = []
    result.reserveCapacity(utf16Offsets.count)
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var utf16Offset = 0
    for target in utf16Offsets {
      while utf16Offset < target && index < scalars.endIndex {
        utf16Offset += scalars[index].utf16.count
        index = scalars.index(after: index)
      }
      result.append(index)
    }
    return result
  }
}
