import Foundation

/// A fresh directory under the system's temporary directory, removed when the value dies.
final class TemporaryDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("inputsim-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  var path: String { url.path }

  /// Writes `text` to a file at `relativePath` (folders created) and returns its path.
  @discardableResult
  func write(_ relativePath: String, _ text: String) -> String {
    let file = url.appendingPathComponent(relativePath)
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: file)
    return file.path
  }

  func read(_ relativePath: String) -> String? {
    (try? Data(contentsOf: url.appendingPathComponent(relativePath))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The names directly inside the directory, hidden ones included, sorted.
  func names(_ relativePath: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(relativePath).path)
      .sorted()
  }
}
