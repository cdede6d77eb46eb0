import Foundation
import InputModel

/// Finding, reading and parsing scenario files for `run`, `check` and `explain`.
enum ScenarioFiles {
  /// The files to use: each directory contributes every `*.scenario` below it, sorted; files
  /// are taken as given. No paths: the bundled `scenarios/` directory.
  static func collect(_ paths: [String], subcommand: String) throws(UsageError) -> [String] {
    let roots = paths.isEmpty ? [try bundledDirectory(subcommand: subcommand)] : paths
    var files: [String] = []
    let manager = FileManager.default
    for root in roots {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
        throw UsageError("no such file or directory: \(root)", helpTopic: subcommand)
      }
      if isDirectory.boolValue {
        guard let enumerator = manager.enumerator(atPath: root) else {
          throw UsageError("cannot read directory: \(root)", helpTopic: subcommand)
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
          if relative.hasSuffix(".scenario") {
            found.append(root.hasSuffix("/") ? root + relative : root + "/" + relative)
          }
        }
        files.append(contentsOf: found.sorted())
      } else {
        files.append(root)
      }
    }
    return files
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

  /// Reads and parses each file; unreadable files become diagnostics too.
  static func parse(_ files: [String]) -> (scenarios: [Scenario], diagnostics: [Diagnostic]) {
    var scenarios: [Scenario] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        diagnostics.append(
          Diagnostic(
            path: file, location: ScenarioLocation(line: 1, column: 1), severity: .error,
            message: "cannot read the file"))
        continue
      }
      let result = ScenarioParser.parse(bytes: [UInt8](data), path: file)
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
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }
}
