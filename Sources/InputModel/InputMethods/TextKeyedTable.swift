/// A table keyed by short texts (a kana, a key cap) that looks up a text of one scalar by
/// that scalar: hashing a non-ASCII `String` normalizes it, and these lookups run on every key.
///
///     let table = TextKeyedTable(["わ": 1, "が": 2])
///     table["が"]             // 2, found by the scalar U+304C
///     table["か\u{3099}"]     // 2, found by String (canonically equal to "が")
///
/// Exact: `SingleUnitClusters` scalars are in NFC, so when every key and the looked-up text
/// are one such scalar, they are equal as strings (canonically equivalent) exactly when they
/// are the same scalar. Any other text, and every text when some key is not one such scalar,
/// is looked up by `String`.
struct TextKeyedTable<Value: Sendable>: Sendable {
  /// The table as given.
  let valuesByText: [String: Value]
  /// The same table by scalar, or `nil` when some key is not one listed scalar.
  private let valuesByScalar: [UInt32: Value]?

  init(_ valuesByText: [String: Value]) {
    self.valuesByText = valuesByText
    var valuesByScalar: [UInt32: Value]? = [:]
    for (text, value) in valuesByText {
      guard let scalar = SingleUnitClusters.onlyScalar(of: text) else {
        valuesByScalar = nil
        break
      }
      valuesByScalar?[scalar.value] = value
    }
    self.valuesByScalar = valuesByScalar
  }

  /// True when texts of one listed scalar are looked up by scalar.
  var looksUpByScalar: Bool { valuesByScalar != nil }

  /// The value for `text`, with `String` equality (canonical equivalence).
  subscript(text: String) -> Value? {
    if let valuesByScalar, let scalar = SingleUnitClusters.onlyScalar(of: text) {
      return valuesByScalar[scalar.value]
    }
    return valuesByText[text]
  }
}
