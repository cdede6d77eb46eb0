/// A range of UTF-16 code units, with `NSRange` semantics: a start offset and a length,
/// both counted in UTF-16 code units.
///
/// Every range that crosses the field/input-method boundary is a `UTF16Range`, so the unit is
/// never in doubt: "が" (U+304C) is 1 unit long, "👍" is 2, "か\u{3099}" is 2.
public struct UTF16Range: Hashable, Sendable, CustomStringConvertible {
  /// The offset of the first code unit.
  public var location: Int
  /// The number of code units.
  public var length: Int

  /// Creates a range from a start offset and a length, both in UTF-16 code units.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// An empty range at `utf16Offset` (a caret position).
  public static func caret(at utf16Offset: Int) -> UTF16Range {
    UTF16Range(location: utf16Offset, length: 0)
  }

  /// The offset just past the last code unit.
  public var upperBound: Int { location + length }

  /// True when the range covers no code unit.
  public var isEmpty: Bool { length == 0 }

  /// True when `other` lies entirely inside this range (an empty range at either end counts).
  public func contains(_ other: UTF16Range) -> Bool {
    other.location >= location && other.upperBound <= upperBound
  }

  /// Creates a range from a half-open range of UTF-16 offsets.
  public init(_ offsets: Range<Int>) {
    self.init(location: offsets.lowerBound, length: offsets.count)
  }

  /// The same range as a half-open range of UTF-16 offsets.
  public var offsets: Range<Int> { location..<upperBound }

  public var description: String { "{\(location), \(length)}" }
}
