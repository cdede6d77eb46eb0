import Foundation
import InputModel

/// Finding, reading and parsing scenario files for `run`, `check` and `explain`.
enum ScenarioFiles {
  /// The files to use: each directory contributes every `*.scenario` below it, sorted; files
  /// are taken as given. No paths: the bundled `scenarios/` directory.
  static func collect(_ paths: [String], subcommand: String) throws(UsageError) -> [String] {
    try collectFiles(paths, subcommand: subcommand).map(\.path)
  }

  /// `collect`, keeping each file's raw path bytes (a name met in a walk need not be UTF-8).
  ///
  /// What is a directory is decided by `stat`, following symbolic links, whatever its name: a
  /// directory named `x.scenario` is walked. A directory that cannot be read, or a symbolic
  /// link that leads back into a directory being walked, is a usage error naming it; nothing
  /// is skipped silently. Entries named `*.scenario` that are not directories are collected,
  /// and reading them reports what they are (unreadable, a FIFO, a link loop).
  static func collectFiles(_ paths: [String], subcommand: String) throws(UsageError) -> [ScenarioFile] {
    let roots = paths.isEmpty ? [try bundledDirectory(subcommand: subcommand)] : paths
    var files: [ScenarioFile] = []
    for root in roots {
      // The name as the shell passed it: it need not be UTF-8.
      let rootBytes = RawArguments.bytes(of: root)
      var status = stat()
      guard stat(DirectoryWalk.cString(rootBytes), &status) == 0 else {
        let failure = SystemError.current
        if failure.code == ENOENT && lstat(DirectoryWalk.cString(rootBytes), &status) != 0 {
          throw UsageError("no such file or directory: \(root)", helpTopic: subcommand)
        }
        // A dangling link, a loop, a parent without search permission: reading says which.
        files.append(ScenarioFile(pathBytes: rootBytes))
        continue
      }
      guard FileKind(mode: status.st_mode) == .directory else {
        files.append(ScenarioFile(pathBytes: rootBytes))
        continue
      }
      var found: [ScenarioFile] = []
      var walk = DirectoryWalk(subcommand: subcommand)
      try walk.visit(
        rootBytes, relative: [], identity: DirectoryWalk.Identity(status), found: &found,
        separator: root.hasSuffix("/") ? [] : [UInt8(ascii: "/")])
      // Sorted by the relative path as printed: the order `run` has always used.
      files.append(contentsOf: found.sorted { $0.relativePath < $1.relativePath })
    }
    return files
  }

  /// The one scenario file `explain` replays: a directory is refused whatever its name.
  static func collectOne(_ path: String, subcommand: String) throws(UsageError) -> [ScenarioFile] {
    var status = stat()
    if stat(path, &status) == 0 && FileKind(mode: status.st_mode) == .directory {
      throw UsageError("\(subcommand) takes one scenario file, not a directory", helpTopic: subcommand)
    }
    return try collectFiles([path], subcommand: subcommand)
  }

  /// `scenarios/` in the current directory, else next to the package the binary was built in.
  static func bundledDirectory(subcommand: String) throws(UsageError) -> String {
    let manager = FileManager.default
    if manager.fileExists(atPath: "scenarios") { return "scenarios" }
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<6 {
      url.deleteLastPathComponent()
      let candidate = url.appendingPathComponent("scenarios")
      if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
        manager.fileExists(atPath: candidate.path)
      {
        return candidate.path
      }
    }
    throw UsageError(
      "no scenario paths given and no bundled 'scenarios' directory found; pass files or directories",
      helpTopic: subcommand)
  }

  /// Reads and parses each file; files that cannot be read become diagnostics too.
  static func parse(_ files: [String], keyboards: InputMethodRegistry = Keyboards.linked)
    -> (scenarios: [Scenario], diagnostics: [Diagnostic])
  {
    parse(files.map { ScenarioFile(pathBytes: Array($0.utf8)) }, keyboards: keyboards)
  }

  /// Reads and parses each file against the keyboards the tool links (`keyboards`); files that
  /// cannot be read (only regular files of at most `RegularFileReader.maxByteCount` bytes are)
  /// become diagnostics too. A keyboard whose product is not linked is an error diagnostic at
  /// its `use` line, which every command turns into exit status 2.
  static func parse(_ files: [ScenarioFile], keyboards: InputMethodRegistry = Keyboards.linked)
    -> (scenarios: [Scenario], diagnostics: [Diagnostic])
  {
    var scenarios: [Scenario] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      let bytes: [UInt8]
      do {
        bytes = try RegularFileReader.read(pathBytes: file.pathBytes, displayPath: file.path)
      } catch {
        diagnostics.append(
          Diagnostic(
            path: file.path, location: ScenarioLocation(line: 1, column: 1), severity: .error,
            message: "cannot read the file: \(error.reason)"))
        continue
      }
      let result = ScenarioParser.parse(bytes: bytes, path: file.path, keyboards: keyboards)
      diagnostics.append(contentsOf: result.diagnostics.diagnostics)
      if let scenario = result.scenario, !result.diagnostics.hasErrors {
        scenarios.append(scenario)
      }
    }
    return (scenarios, diagnostics)
  }

  /// Prints diagnostics to standard error, one `path:line:column: severity: message` each.
  static func printDiagnostics(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      Console.error(diagnostic.description)
    }
  }

  /// The directory a scenario's relative paths are resolved against: its own directory.
  static func baseDirectory(of path: String) -> String {
    let url = URL(fileURLWithPath: path).deletingLastPathComponent()
    return url.path
  }
}

extension ScenarioFiles {
  /// The bytes of a file, or `nil` when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    try? RegularFileReader.read(path)
  }
}
