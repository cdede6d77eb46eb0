import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `run --output`, `fuzz --out` and standard output against what is not a plain file: the
/// binary is run on a FIFO, a device, a socket, a directory and symbolic links made in a
/// temporary directory, and each must still be what it was afterwards.
@Suite("inputsim writes only regular files (built binary, special files)")
struct SpecialFileOutputTests {
  static let scenario = """
    scenario "types a"
    use ime=direct
    type "a"
    expect field "a|"
    skip onchange
    """

  static let refusalHint = "; use '--output -' or leave out --output to write the report to standard output"

  /// A directory holding `a.scenario`, which passes.
  static func fixture() -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    directory.write("a.scenario", scenario)
    return directory
  }

  static func kind(_ path: String) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
  }

  /// `run a.scenario --format tap --output TARGET` refused: exit 2, the message, nothing on stdout.
  static func expectRefused(
    _ directory: TemporaryDirectory, output: String, kind: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = BuiltBinary.run([
      "run", directory.path + "/a.scenario", "--format", "tap", "--output", output,
    ])
    let stderr =
      "inputsim: error: refusing to replace '\(output)': it is \(kind), not a regular file\(refusalHint)\n"
      + "see 'inputsim help run'\n"
    #expect(
      result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr), sourceLocation: sourceLocation)
  }

  @Test("--output on a FIFO is refused with exit 2 and the FIFO stays a FIFO")
  func fifo() {
    let directory = Self.fixture()
    let fifo = directory.path + "/pipe"
    #expect(mkfifo(fifo, 0o644) == 0)
    Self.expectRefused(directory, output: fifo, kind: "a FIFO (named pipe)")
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test("--output on a directory is refused and the directory keeps its contents")
  func directoryTarget() throws {
    let directory = Self.fixture()
    directory.write("reports/keep.txt", "kept")
    Self.expectRefused(directory, output: directory.path + "/reports", kind: "a directory")
    #expect(try directory.names("reports") == ["keep.txt"])
    #expect(directory.read("reports/keep.txt") == "kept")
  }

  @Test("--output on /dev/null is refused and the device stays a character device")
  func devNull() throws {
    // As root a regression would replace the machine's /dev/null, so root gets its own node
    // of the same device (1, 3) in the temporary directory; others test /dev/null itself.
    let directory = Self.fixture()
    var device = "/dev/null"
    if geteuid() == 0 {
      device = directory.path + "/null"
      let mknod = Process()
      mknod.executableURL = URL(fileURLWithPath: "/usr/bin/mknod")
      mknod.arguments = [device, "c", "1", "3"]
      try mknod.run()
      mknod.waitUntilExit()
      #expect(mknod.terminationStatus == 0)
    }
    Self.expectRefused(directory, output: device, kind: "a character device")
    #expect(Self.kind(device) == .typeCharacterSpecial)
  }

  @Test("--output on a socket is refused and the socket stays a socket")
  func socketTarget() throws {
    let directory = Self.fixture()
    let path = directory.path + "/sock"
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
    }
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    Self.expectRefused(directory, output: path, kind: "a socket")
    #expect(Self.kind(path) == .typeSocket)
  }

  @Test("--output through a symbolic link replaces the file it names; the link stays a link")
  func symbolicLink() throws {
    let directory = Self.fixture()
    let target = directory.write("real.tap", "old report")
    #expect(chmod(target, 0o600) == 0)
    let link = directory.path + "/link.tap"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.tap")
    let result = BuiltBinary.run(["run", directory.path + "/a.scenario", "--format", "tap", "--output", link])
    #expect(
      result
        == BuiltBinary.Result(
          status: 0, stdout: "PASS  \(directory.path)/a.scenario  types a\n1 passed, 0 failed\n", stderr: ""))
    #expect(Self.kind(link) == .typeSymbolicLink)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.tap")
    let tap = BuiltBinary.run(["run", directory.path + "/a.scenario", "--format", "tap"]).stdout
    #expect(directory.read("real.tap") == tap)
    #expect(tap.hasPrefix("TAP version 14\n1..1\nok 1 - types a"))
    let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
    #expect(try directory.names() == ["a.scenario", "link.tap", "real.tap"])
  }

  @Test("--output through a link to a path that does not exist yet creates that file")
  func danglingLink() throws {
    let directory = Self.fixture()
    let link = directory.path + "/link.tap"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.tap")
    let result = BuiltBinary.run(["run", directory.path + "/a.scenario", "--format", "tap", "--output", link])
    #expect(result.status == 0)
    #expect(Self.kind(link) == .typeSymbolicLink)
    #expect(Self.kind(directory.path + "/new.tap") == .typeRegular)
    #expect(directory.read("new.tap")?.hasPrefix("TAP version 14\n") == true)
  }

  @Test("--output through a link to a FIFO is refused, naming the path given")
  func linkToFIFO() throws {
    let directory = Self.fixture()
    #expect(mkfifo(directory.path + "/pipe", 0o644) == 0)
    let link = directory.path + "/link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pipe")
    Self.expectRefused(directory, output: link, kind: "a FIFO (named pipe)")
    #expect(Self.kind(link) == .typeSymbolicLink)
  }

  @Test("a symbolic link loop is reported as a loop")
  func linkLoop() throws {
    let directory = Self.fixture()
    let link = directory.path + "/loop"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "loop")
    let result = BuiltBinary.run(["run", directory.path + "/a.scenario", "--output", link])
    let stderr = """
      inputsim: error: cannot write '\(link)': too many levels of symbolic links (a loop?)
      see 'inputsim help run'

      """
    #expect(result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  @Test(
    "a write error on standard output is exit 2 with a message, not 0",
    arguments: [["run", "a.scenario"], ["inspect", "x"], ["--help"], ["help", "fuzz"]])
  func stdoutFull(arguments: [String]) throws {
    let directory = Self.fixture()
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = BuiltBinary.run(arguments, currentDirectory: directory.url, standardOutput: full)
    let stderr = "inputsim: error: cannot write to standard output: No space left on device\n"
    #expect(result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  @Test("fuzz --out refuses a reproducer path that exists as a FIFO and leaves it a FIFO")
  func fuzzReproducerFIFO() throws {
    let arguments = ["fuzz", "--bridge", "swiftui13", "--ime", "flick", "--seed", "1", "--runs", "3"]
    let first = TemporaryDirectory()
    #expect(BuiltBinary.run(arguments + ["--out", first.path]).status == 1)
    let name = try #require(try first.names().first)
    let second = TemporaryDirectory()
    let fifo = second.path + "/" + name
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = BuiltBinary.run(arguments + ["--out", second.path])
    #expect(result.status == 2)
    #expect(result.stdout == "seed 1\n" + BuiltBinary.run(arguments).stdout.split(separator: "\n")[1] + "\n")
    #expect(
      result.stderr
        == "inputsim: error: refusing to replace '\(fifo)': it is a FIFO (named pipe), not a regular file\nsee 'inputsim --help'\n"
    )
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
  }
}
