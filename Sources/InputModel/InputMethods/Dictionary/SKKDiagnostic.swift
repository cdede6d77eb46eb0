/// A problem found while loading an SKK dictionary, at a 1-based line of the file.
///
/// The line it names contributed nothing to the dictionary; loading went on with the next
/// line.
///
///     SKKDiagnostic(path: "words.skk", line: 3, message: "candidate 2 is empty").description
///     // "words.skk:3: candidate 2 is empty"
public struct SKKDiagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The file as the caller named it.
  public var path: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in bytes of the file: where an undecodable byte is, else 1.
  public var column: Int
  /// What is wrong, without the location.
  public var message: String

  public init(path: String, line: Int, column: Int = 1, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line: message`, the form compilers use so editors can jump to the line.
  public var description: String { "\(path):\(line): \(message)" }
}
