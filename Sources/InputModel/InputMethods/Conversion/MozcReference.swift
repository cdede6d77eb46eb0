/// The words and phrases of `mozcReferenceSource`, each with the segments Mozc gave it.
///
///     MozcReference.items.first { $0.romaji == "kyouhaiitenkidesu" }
///     // kind .phrase, segments [("きょうは", "今日は"), ("いいてんきです", "いい天気です")]
public enum MozcReference {
  /// What a line of the list is: a single word of some part of speech, or a phrase.
  public enum Kind: String, CaseIterable, Sendable {
    case noun
    case verb
    case adjective
    case naAdjective = "na-adjective"
    case adverb
    case katakana
    case phrase

    /// True for the single-word kinds, which the word agreement counts.
    public var isWord: Bool { self != .phrase }
  }

  /// One word or phrase and Mozc's segments for it.
  public struct Item: Equatable, Sendable {
    public var kind: Kind
    /// The romaji typed into Mozc (`hataraite`).
    public var romaji: String
    /// Mozc's segments: each one's reading and first candidate, left to right.
    public var segments: [(reading: String, candidate: String)]

    /// The whole reading (`はたらいて`): what the built-in converter is given.
    public var reading: String { segments.map(\.reading).joined() }
    /// Mozc's first candidates joined (`働いて`): what a Space then Enter would insert.
    public var text: String { segments.map(\.candidate).joined() }

    public static func == (left: Item, right: Item) -> Bool {
      left.kind == right.kind && left.romaji == right.romaji
        && left.segments.map(\.reading) == right.segments.map(\.reading)
        && left.segments.map(\.candidate) == right.segments.map(\.candidate)
    }
  }

  /// Every line of the list, in order.
  public static let items: [Item] = parse(mozcReferenceSource).items

  /// The items of `source` and a description of each line that is not one (the tests
  /// expect none).
  static func parse(_ source: String) -> (items: [Item], problems: [String]) {
    var items: [Item] = []
    var problems: [String] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = line.drop { $0 == " " }
      guard !text.isEmpty, text.first != "#" else { continue }
      let columns = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 4, let kind = Kind(rawValue: columns[0]) else {
        problems.append("line \(index + 1): expected 'kind⇥romaji⇥readings⇥candidates' with a known kind")
        continue
      }
      let readings = columns[2].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      let candidates = columns[3].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard readings.count == candidates.count, !readings.contains(""), !candidates.contains("") else {
        problems.append("line \(index + 1): readings and candidates differ in number or one is empty")
        continue
      }
      items.append(
        Item(kind: kind, romaji: columns[1], segments: Array(zip(readings, candidates)).map { ($0, $1) }))
    }
    return (items, problems)
  }
}
