/// Keys a keyboard of its own gives the fuzzer to type: one unit is drawn from each table by
/// weight and the units are joined, so a keyboard on an outside engine brings its own syllable
/// shapes without the generator knowing the language.
///
///     tables [[r 4, s 4], [k 5, j 5], ["" 14, s 2]]   →  "rk", "sjs", "rj", …
///     a draw that joins to ""                          →  `whenEmpty`
public struct FuzzKeyTables: Equatable, Sendable {
  /// The tables, in the order their units are joined.
  public var tables: [[FuzzVocabulary.Weighted]]
  /// What is typed when every drawn unit is empty.
  public var whenEmpty: String
  /// Each table's weights, drawn with `FuzzRandom.weightedIndex`.
  let weights: [[Int]]

  public init(_ tables: [[FuzzVocabulary.Weighted]], whenEmpty: String) {
    self.tables = tables
    self.whenEmpty = whenEmpty
    self.weights = tables.map { $0.map(\.weight) }
  }
}
