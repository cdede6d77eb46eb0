/// How often a converter's first candidates are Mozc's, over `MozcReference.items`.
///
/// A word agrees when the converter's text (every segment's first candidate, joined) is Mozc's
/// text; a phrase likewise, and its segmentation agrees when the segments' readings are Mozc's.
///
///     let agreement = ConversionAgreement(converter: KanaKanjiConverter(dictionary: .embedded))
///     agreement.words.description     // "130/163 (79.8 %)"
///     agreement.disagreements         // …, romaji "kanji": expected "感じ", actual "漢字", …
public struct ConversionAgreement: Sendable {
  /// A count of agreeing items out of a total.
  public struct Tally: Equatable, Sendable, CustomStringConvertible {
    public var agreeing = 0
    public var total = 0

    /// The agreeing share in percent; 0 for an empty tally.
    public var percent: Double { total == 0 ? 0 : Double(agreeing) * 100 / Double(total) }

    /// `"120/163 (73.6 %)"`.
    public var description: String {
      "\(agreeing)/\(total) (\(Double(Int((percent * 10).rounded())) / 10) %)"
    }

    mutating func count(_ agrees: Bool) {
      total += 1
      if agrees { agreeing += 1 }
    }
  }

  /// One item whose text differs from Mozc's.
  public struct Disagreement: Equatable, Sendable {
    public var kind: MozcReference.Kind
    public var romaji: String
    /// Mozc's segments' first candidates, `|`-separated.
    public var expected: String
    /// The converter's, the same way.
    public var actual: String
  }

  /// Single words whose text is Mozc's.
  public private(set) var words = Tally()
  /// Phrases whose text is Mozc's.
  public private(set) var phrases = Tally()
  /// Phrases cut into the same segments (readings) as Mozc's.
  public private(set) var phraseSegments = Tally()
  /// Every item that disagrees, in list order.
  public private(set) var disagreements: [Disagreement] = []

  /// Converts every reference item's reading with `converter` and compares.
  public init(converter: KanaKanjiConverter, items: [MozcReference.Item] = MozcReference.items) {
    for item in items {
      let segments = converter.segments(of: item.reading)
      let text = segments.map(\.selectedCandidate).joined()
      let agrees = text == item.text
      if item.kind.isWord {
        words.count(agrees)
      } else {
        phrases.count(agrees)
        phraseSegments.count(segments.map(\.reading) == item.segments.map(\.reading))
      }
      if !agrees {
        disagreements.append(
          Disagreement(
            kind: item.kind, romaji: item.romaji,
            expected: item.segments.map(\.candidate).joined(separator: "|"),
            actual: segments.map(\.selectedCandidate).joined(separator: "|")))
      }
    }
  }
}
