/// The rule for a file a scenario names by a relative path (`candidates file`, `candidates
/// skk`): it is resolved against the scenario file's folder and must stay inside it, so a
/// scenario from someone else cannot read `../../etc/passwd` (or a key beside it) into a
/// report. The check is on the path as written: `..` may step back only into folders the path
/// itself went down. An absolute path is the author's explicit choice and is not limited.
///
///     "words.txt"            →  stays inside
///     "lists/../words.txt"   →  stays inside
///     "../words.txt"         →  leaves the folder
///     "a/../../etc/passwd"   →  leaves the folder
///     "/usr/share/skk/SKK-JISYO.L"  →  absolute: not limited
enum RelativeFilePath {
  /// True when `path` is relative and one of its `..` steps goes above the folder it is
  /// resolved against.
  static func leavesItsFolder(_ path: String) -> Bool {
    guard !path.hasPrefix("/") else { return false }
    var depth = 0
    for component in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if component.elementsEqual(".".utf8) { continue }
      if component.elementsEqual("..".utf8) {
        depth -= 1
        if depth < 0 { return true }
      } else {
        depth += 1
      }
    }
    return false
  }

  /// The diagnostic for a `path` that leaves its folder, at the path's column.
  static func diagnostic(_ path: String, kind: String, line: ScenarioLine, at index: Int) -> Diagnostic {
    line.error(
      "the relative \(kind) path \(Quoting.quoted(path)) leaves the scenario's folder",
      at: index,
      notes: [
        .init(
          "a relative path is resolved against the folder of the scenario file and must stay inside it"),
        .init("to fix: give an absolute path (\"/…\"), or put the file in the scenario's folder or below it"),
      ])
  }
}
