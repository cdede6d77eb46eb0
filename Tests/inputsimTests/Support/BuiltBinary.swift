import Foundation
import Testing

/// Runs the `inputsim` binary that `swift build` put next to the test bundle.
struct BuiltBinary {
  /// Everything a user sees of one run: exit status, standard output, standard error.
  struct Result: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The build products directory: the test runner lives in it (…/debug/inputsimPackageTests.xctest).
  static var productsDirectory: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("inputsim").path) {
        return url
      }
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug")
  }

  static var executable: URL { productsDirectory.appendingPathComponent("inputsim") }

  /// Runs `inputsim` with `arguments`; `environment` entries are added to a minimal
  /// environment (no colour, no CI markers unless asked). `standardOutput` replaces the pipe
  /// that captures standard output (then `stdout` is empty), e.g. with `/dev/full`.
  /// `unprivileged` runs it as `nobody` (65534) when the tests run as root, who reads a
  /// `chmod 000` file anyway; the binary and the files it is given must be reachable by that user.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil,
    standardOutput: FileHandle? = nil, unprivileged: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Result {
    let process = Process()
    if unprivileged && geteuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    var env = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let outPipe = Pipe()
    let errPipe = Pipe()
    if let standardOutput {
      process.standardOutput = standardOutput
      outPipe.fileHandleForWriting.closeFile()
    } else {
      process.standardOutput = outPipe
    }
    process.standardError = errPipe
    do {
      try process.run()
    } catch {
      Issue.record("cannot run \(executable.path): \(error)", sourceLocation: sourceLocation)
      return Result(status: -1, stdout: "", stderr: "")
    }
    // Read both pipes before waiting so a large output cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = errPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
