import Foundation
import Testing

/// Files under `Tests/InputModelTests/Fixtures`, found next to this source file so the
/// tests run the same from `swift test` and from an IDE.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The URL of a fixture, e.g. `Fixtures.url("mozc/romanji-hiragana.tsv")`.
  static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }

  /// The bytes of a fixture; records a test failure naming the file when it cannot be read.
  static func data(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) -> Data {
    do {
      return try Data(contentsOf: url(relativePath))
    } catch {
      Issue.record("cannot read fixture \(relativePath): \(error)", sourceLocation: sourceLocation)
      return Data()
    }
  }

  /// The text of a UTF-8 fixture.
  static func text(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    String(decoding: data(relativePath, sourceLocation: sourceLocation), as: UTF8.self)
  }
}
