/// A position in a scenario file.
///
/// Both numbers are 1-based. The column counts UTF-8 bytes from the start of the line, so
/// each of `わ` and `é` advances it by the size of its encoding (3 and 2), and a tab by 1.
/// A UTF-8 byte order mark at the start of the file is not counted.
///
///     flick わ      ← `わ` is at column 7, `#` of a following comment at column 11
public struct ScenarioLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int

  /// Creates a location from a 1-based line and a 1-based UTF-8 byte column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: ScenarioLocation, rhs: ScenarioLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as in diagnostics.
  public var description: String { "\(line):\(column)" }
}
