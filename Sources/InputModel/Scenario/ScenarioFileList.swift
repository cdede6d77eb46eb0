#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The scenario files a path names, for `ScenarioRunner.runFiles(at:bridge:)`: the file
/// itself, or every `*.scenario` below a folder, sorted by path so runs are repeatable. Only
/// real directories are descended (a symbolic link to a folder is skipped), so a link loop
/// cannot walk forever.
///
///     files(at: "scenarios/native-field")  →  ["scenarios/native-field/a.scenario", …]
///     files(at: "one.scenario")            →  ["one.scenario"]
enum ScenarioFileList {
  static func files(at path: String) throws(FileReadError) -> [String] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw .cannotRead(path: path, reason: RegularFileReader.reason(errno))
    }
    guard FileKind(mode: status.st_mode) == .directory else { return [path] }
    var found: [String] = []
    try collect(in: path, into: &found)
    return found.sorted()
  }

  /// The folder part of `path` (`"."` when it has none).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func collect(in directory: String, into found: inout [String]) throws(FileReadError) {
    guard let handle = opendir(directory) else {
      throw .cannotRead(path: directory, reason: RegularFileReader.reason(errno))
    }
    defer { closedir(handle) }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let child = prefix + name
      var status = stat()
      guard lstat(child, &status) == 0 else { continue }
      switch FileKind(mode: status.st_mode) {
      case .directory: try collect(in: child, into: &found)
      case .regularFile,
        .symbolicLink where name.hasSuffix(".scenario"):
        found.append(child)
      default: continue
      }
    }
  }
}
