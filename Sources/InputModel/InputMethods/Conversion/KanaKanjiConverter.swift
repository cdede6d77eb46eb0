/// Splits a reading into phrase segments (bunsetsu: a content word and the particles and
/// endings after it) and lists each segment's candidates, from a dictionary, as Mozc does.
///
/// Segmenting takes the cheapest path through every way the reading can be read (a small
/// Viterbi search, `PhraseSegmenter`): a phrase costs much, a dictionary word or an okuri-ari
/// stem with its okurigana a little, a particle or ending attached to it less, a kana no entry
/// covers a lot. So fewer, longer phrases win, particles join the word before them, and verbs
/// and adjectives keep their endings.
///
///     converter.segments(of: "わたしはにほんごをべんきょうしています").map(\.reading)
///     // ["わたしは", "にほんごを", "べんきょうしています"]     (私は|日本語を|勉強しています)
///     converter.segments(of: "ぬるぬるのはし").map(\.reading)
///     // ["ぬるぬるの", "はし"]        (ぬるぬる: no entry; の still attaches to it)
///
/// A segment's candidates: for its cheapest reading as one phrase, the content word's
/// spellings followed by the rest of the reading as it is; then the reading, then the reading
/// in katakana; then the spellings of the other readings that cost little more; each once.
///
///     converter.candidates(for: "はし")          // ["箸", "橋", "端", "はし", "ハシ"]
///     converter.candidates(for: "きょうは")      // ["今日は", "きょうは", "キョウハ", "京は", "強は"]
///     converter.candidates(for: "はたらいて")    // ["働いて", "はたらいて", "ハタライテ"]
///     converter.candidates(for: "ぬるぬる")      // ["ぬるぬる", "ヌルヌル"]
public struct KanaKanjiConverter: Sendable {
  /// Where readings, stems and words come from.
  public var dictionary: ConversionDictionary

  public init(dictionary: ConversionDictionary) {
    self.dictionary = dictionary
  }

  /// The conversion of `reading`, focused on its first segment; `nil` for an empty reading.
  public func convert(_ reading: String) -> ConversionState? {
    ConversionState(segments: segments(of: reading))
  }

  /// `reading` cut into phrases by the cheapest path; segments meet on grapheme boundaries
  /// (ICU), so a kana with a combining voiced mark is never split.
  ///
  /// - Complexity: O(n × (L + S)) for n clusters, the longest dictionary reading or stem L
  ///   and the few suffixes S that start with one kana.
  public func segments(of reading: String) -> [ConversionSegment] {
    let segmenter = PhraseSegmenter(lattice: ConversionLattice(reading: reading, dictionary: dictionary))
    return segmenter.phraseRanges().map { segment(segmenter, $0, resized: false) }
  }

  /// `reading` as one segment, with its candidates, first one selected. When it reads better
  /// as several phrases (a segment resized to `きょうはい`), the first candidate is those
  /// phrases' first candidates joined, as Mozc shows `今日はい`.
  public func segment(_ reading: String) -> ConversionSegment {
    let segmenter = PhraseSegmenter(lattice: ConversionLattice(reading: reading, dictionary: dictionary))
    return segment(segmenter, 0..<segmenter.lattice.count, resized: true)
  }

  /// The candidates of `reading` as one segment.
  ///
  ///     "から"  →  ["から", "空", "殻", "唐", "カラ"]   (the dictionary lists から first)
  public func candidates(for reading: String) -> [String] {
    segment(reading).candidates
  }

  /// How much dearer than the best reading of a segment another may be and still add its
  /// spellings to the candidates: きょう + は (京は, 強は) joins きょうは's 今日は; は + し
  /// (葉し) stays out of はし's list.
  static let alternativeMargin = 300

  /// The segment for `range`; `resized` when the range is the whole lattice of a segment the
  /// user resized, which may read better as several phrases.
  private func segment(_ segmenter: PhraseSegmenter, _ range: Range<Int>, resized: Bool) -> ConversionSegment
  {
    let lattice = segmenter.lattice
    guard !range.isEmpty else { return ConversionSegment(reading: "", candidates: []) }
    let reading = lattice.text(range.lowerBound, range.upperBound)
    var candidates = CandidateList()
    let phrases = segmenter.readings(of: range)
    if resized {
      // A resized segment that reads better as several phrases: their first candidates
      // joined come first, as Mozc shows 今日はい for きょうはい.
      let ranges = segmenter.phraseRanges()
      if ranges.count > 1 {
        candidates.append(ranges.map { segment(segmenter, $0, resized: false).selectedCandidate }.joined())
      }
    }
    if let best = phrases.first {
      for word in spellings(of: best, in: lattice, range: range) { candidates.append(word) }
    }
    candidates.append(reading)
    candidates.append(Self.katakana(reading))
    for phrase in phrases.dropFirst() where phrase.cost <= (phrases.first?.cost ?? 0) + Self.alternativeMargin
    {
      for word in spellings(of: phrase, in: lattice, range: range) { candidates.append(word) }
    }
    return ConversionSegment(reading: reading, candidates: candidates.words)
  }

  /// The candidates one reading of a phrase gives: its content word's spellings, each with
  /// the rest of the phrase's reading after it.
  private func spellings(
    of phrase: PhraseSegmenter.Reading, in lattice: ConversionLattice, range: Range<Int>
  ) -> [String] {
    switch phrase.content.source {
    case .word(let word):
      let rest = lattice.text(phrase.content.end, range.upperBound)
      return dictionary.words(for: word).map { $0 + rest }
    case .stem(let keys, let stemEnd):
      let rest = lattice.text(stemEnd, range.upperBound)
      return stemWords(keys, stem: lattice.text(range.lowerBound, stemEnd), stemEnd: stemEnd, in: lattice)
        .map { $0 + rest }
    case .unknown:
      // A run with ー is most likely a loanword: katakana first, as Mozc does (コーヒー).
      let run = lattice.text(range.lowerBound, phrase.unknownEnd)
      let rest = lattice.text(phrase.unknownEnd, range.upperBound)
      return run.contains("ー") ? [Self.katakana(run) + rest] : [run + rest]
    }
  }

  /// The spellings of a stem under its keys. An い okurigana before て or た is the sound
  /// change of a く or ぐ verb (書いて, 泳いだ), so the stems also filed under k or g come
  /// first: `かi /買/書/` gives 書いて, not 買いて.
  private func stemWords(_ keys: [String], stem: String, stemEnd: Int, in lattice: ConversionLattice)
    -> [String]
  {
    var words = CandidateList()
    for key in keys {
      for word in dictionary.words(forOkuriAriKey: key) { words.append(word) }
    }
    let next = stemEnd + 1
    guard lattice.clusters[stemEnd] == "い", next < lattice.count,
      ["て", "た", "で", "だ"].contains(lattice.clusters[next])
    else { return words.words }
    let soundChanged = Set(
      dictionary.words(forOkuriAriKey: stem + "k") + dictionary.words(forOkuriAriKey: stem + "g"))
    return words.words.filter { soundChanged.contains($0) }
      + words.words.filter { !soundChanged.contains($0) }
  }

  /// `hiragana` with every hiragana letter and iteration mark turned into katakana; other
  /// characters (ー, ASCII, combining marks) are kept.
  ///
  ///     "きょうー"  →  "キョウー",   "ゝゞ"  →  "ヽヾ",   "っk"  →  "ッk"
  static func katakana(_ hiragana: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in hiragana.unicodeScalars {
      // The hiragana block mirrors katakana 0x60 code points later (ぁ U+3041 → ァ U+30A1).
      if (0x3041...0x3096).contains(scalar.value) || (0x309D...0x309E).contains(scalar.value),
        let shifted = Unicode.Scalar(scalar.value + 0x60)
      {
        result.append(shifted)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}

/// Candidate words in order, each once.
private struct CandidateList {
  private(set) var words: [String] = []
  private var seen: Set<String> = []

  mutating func append(_ word: String) {
    if !word.isEmpty && seen.insert(word).inserted { words.append(word) }
  }
}
