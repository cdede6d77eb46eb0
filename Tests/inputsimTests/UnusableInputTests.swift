import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `run`, `check`, `explain` and `bench` do with input they cannot use: candidate files
/// and dictionaries that are devices, FIFOs, directories, missing or unreadable; directories
/// named like scenarios; unreadable directories; names that are not UTF-8; symbolic link
/// loops. Everything is made in a temporary directory and the built binary is run on it;
/// permission cases run as `nobody` when the tests run as root.
@Suite("inputsim refuses input it cannot use (built binary, special files and permissions)")
struct UnusableInputTests {
  static let passing = """
    scenario "types a"
    use ime=direct
    type "a"
    expect field "a|"
    skip onchange
    """

  /// A scenario whose suggestion menu takes its words from `source` (`file "words.txt"`).
  static func menu(_ source: String) -> String {
    """
    scenario "menu"
    use ime=direct
    candidates \(source)
    component suggestions
    type "a"
    skip onchange
    """
  }

  /// A temporary directory that `nobody` can enter and read.
  static func fixture() -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    chmod(directory.path, 0o755)
    return directory
  }

  static let relativeNote = "note: a relative path is resolved against the scenario file's directory\n"

  // MARK: Item 2: loaders read only regular files

  @Test(
    "a candidates file on a device, a FIFO or a directory is refused by check and run, and nothing blocks",
    arguments: [
      ("/dev/zero", "a character device"), ("/dev/urandom", "a character device"),
      ("pipe", "a FIFO (named pipe)"), ("folder", "a directory"),
    ])
  func candidatesNotARegularFile(target: String, kind: String) throws {
    let directory = Self.fixture()
    try #require(mkfifo(directory.path + "/pipe", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: directory.path + "/folder", withIntermediateDirectories: false)
    let scenario = directory.write("a.scenario", Self.menu("file \"\(target)\""))
    let resolved = target.hasPrefix("/") ? target : directory.path + "/" + target
    let error =
      "\(scenario):3:17: error: cannot load candidates: \(resolved): cannot read the candidate list: it is \(kind), not a regular file\n"
      + (target.hasPrefix("/") ? "" : "\(scenario):3:17: " + Self.relativeNote)
    #expect(
      BuiltBinary.run(["check", scenario])
        == BuiltBinary.Result(
          status: 2, stdout: "", stderr: error + "inputsim: error: 1 of 1 file cannot load their candidates\n"
        ))
    #expect(
      BuiltBinary.run(["run", scenario])
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr: error + "inputsim: error: 1 scenario cannot load its candidates; nothing was run\n"))
  }

  @Test("an SKK dictionary on a FIFO is refused, and a binary file with no entry is an error")
  func skkNotADictionary() throws {
    let directory = Self.fixture()
    try #require(mkfifo(directory.path + "/pipe", 0o644) == 0)
    let fifo = directory.write("fifo.scenario", Self.menu("skk \"pipe\""))
    let binary = directory.write("binary.scenario", Self.menu("skk \"/bin/ls\""))
    let result = BuiltBinary.run(["check", binary, fifo])
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(lines.count == 5)
    #expect(
      lines.first?.hasPrefix(
        "\(binary):3:16: error: cannot load candidates: /bin/ls: no dictionary entry in ") == true)
    #expect(lines.first?.hasSuffix(" lines; is it an SKK dictionary?") == true)
    #expect(
      Array(lines.dropFirst())
        == [
          "\(fifo):3:16: error: cannot load candidates: \(directory.path)/pipe: cannot read the candidate list: it is a FIFO (named pipe), not a regular file",
          "\(fifo):3:16: " + Self.relativeNote.dropLast(),
          "inputsim: error: 2 of 2 files cannot load their candidates", "",
        ])
  }

  @Test("an SKK dictionary's bad lines reach the CLI as warnings: the first 20, then how many more")
  func skkWarnings() {
    let directory = Self.fixture()
    let badLines = (1...25).map { "bad line \($0)\n" }.joined()
    directory.write("d.skk", ";; -*- coding: utf-8 -*-\nあ /亜/\n" + badLines)
    let scenario = directory.write("a.scenario", Self.menu("skk \"d.skk\""))
    let warnings = (3...22).map {
      "\(directory.path)/d.skk:\($0):1: warning: expected 'reading /word/…/': no ' /' after the reading\n"
    }.joined()
    let more = "\(directory.path)/d.skk:22:1: note: … and 5 more lines of this dictionary with a problem\n"
    #expect(
      BuiltBinary.run(["check", scenario])
        == BuiltBinary.Result(status: 0, stdout: "1 file checked, no problems\n", stderr: warnings + more))
  }

  @Test("bench --dictionary refuses /dev/zero and a FIFO before measuring anything")
  func benchDictionary() throws {
    let directory = Self.fixture()
    let fifo = directory.path + "/pipe"
    try #require(mkfifo(fifo, 0o644) == 0)
    for (path, kind) in [("/dev/zero", "a character device"), (fifo, "a FIFO (named pipe)")] {
      #expect(
        BuiltBinary.run(["bench", "--quick", "--dictionary", path])
          == BuiltBinary.Result(
            status: 2, stdout: "",
            stderr:
              "inputsim: error: --dictionary \(path): it is \(kind), not a regular file\nsee 'inputsim help bench'\n"
          ))
    }
  }

  // MARK: Item 3: check checks what run needs

  @Test("a missing candidates file is a check error at its line and exit 2 for run, not a failure")
  func missingCandidates() {
    let directory = Self.fixture()
    let scenario = directory.write("menus/a.scenario", Self.menu("file \"words.txt\""))
    // Resolved against the scenario's folder, not the current directory.
    let error =
      "\(scenario):3:17: error: cannot load candidates: \(directory.path)/menus/words.txt: cannot read the candidate list: No such file or directory\n"
      + "\(scenario):3:17: " + Self.relativeNote
    #expect(
      BuiltBinary.run(["check", scenario], currentDirectory: directory.url)
        == BuiltBinary.Result(
          status: 2, stdout: "", stderr: error + "inputsim: error: 1 of 1 file cannot load their candidates\n"
        ))
    #expect(
      BuiltBinary.run(["run", scenario], currentDirectory: directory.url)
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr: error + "inputsim: error: 1 scenario cannot load its candidates; nothing was run\n"))
    directory.write("menus/words.txt", "apple\n")
    #expect(
      BuiltBinary.run(["check", scenario])
        == BuiltBinary.Result(status: 0, stdout: "1 file checked, no problems\n", stderr: ""))
  }

  @Test("an unreadable candidates file (chmod 000) is a check error, as an unprivileged user")
  func unreadableCandidates() throws {
    let directory = Self.fixture()
    let words = directory.write("words.txt", "apple\n")
    try #require(chmod(words, 0o000) == 0)
    let scenario = directory.write("a.scenario", Self.menu("file \"words.txt\""))
    let stderr =
      "\(scenario):3:17: error: cannot load candidates: \(words): cannot read the candidate list: Permission denied\n"
      + "\(scenario):3:17: " + Self.relativeNote
      + "inputsim: error: 1 of 1 file cannot load their candidates\n"
    #expect(
      BuiltBinary.run(["check", scenario], unprivileged: true)
        == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  // MARK: Item 4: paths

  @Test("a directory named x.scenario is walked by run and check and refused by explain")
  func directoryNamedScenario() {
    let directory = Self.fixture()
    directory.write("top.scenario", Self.passing)
    directory.write("x.scenario/inner.scenario", Self.passing)
    let root = directory.path
    #expect(
      BuiltBinary.run(["run", root])
        == BuiltBinary.Result(
          status: 0,
          stdout:
            "PASS  \(root)/top.scenario  types a\nPASS  \(root)/x.scenario/inner.scenario  types a\n2 passed, 0 failed\n",
          stderr: ""))
    #expect(
      BuiltBinary.run(["check", root + "/x.scenario"])
        == BuiltBinary.Result(status: 0, stdout: "1 file checked, no problems\n", stderr: ""))
    #expect(
      BuiltBinary.run(["explain", root + "/x.scenario"])
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr:
            "inputsim: error: explain takes one scenario file, not a directory\nsee 'inputsim help explain'\n"
        ))
  }

  @Test("an unreadable directory met in a walk is exit 2 with its path, not an empty pass")
  func unreadableDirectory() throws {
    let directory = Self.fixture()
    directory.write("locked/a.scenario", Self.passing)
    try #require(chmod(directory.path + "/locked", 0o000) == 0)
    defer { chmod(directory.path + "/locked", 0o755) }
    #expect(
      BuiltBinary.run(["run", directory.path], unprivileged: true)
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr:
            "inputsim: error: cannot read directory '\(directory.path)/locked': Permission denied\nsee 'inputsim help run'\n"
        ))
  }

  @Test("an unreadable scenario file met in a walk is exit 2 with its path")
  func unreadableFile() throws {
    let directory = Self.fixture()
    let file = directory.write("secret.scenario", Self.passing)
    try #require(chmod(file, 0o000) == 0)
    #expect(
      BuiltBinary.run(["check", directory.path], unprivileged: true)
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr:
            "\(file):1:1: error: cannot read the file: Permission denied\ninputsim: error: 1 of 1 file did not parse\n"
        ))
  }

  @Test("a file name that is not UTF-8 is read by its bytes and printed with the byte escaped")
  func nonUTF8Name() throws {
    let directory = Self.fixture()
    let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".scenario".utf8)
    let path = Array((directory.path + "/").utf8) + name
    let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(descriptor >= 0)
    let text = Array(Self.passing.utf8)
    #expect(write(descriptor, text, text.count) == text.count)
    close(descriptor)
    #expect(
      BuiltBinary.run(["run", directory.path])
        == BuiltBinary.Result(
          status: 0, stdout: "PASS  \(directory.path)/caf\\xE9.scenario  types a\n1 passed, 0 failed\n",
          stderr: ""))
  }

  @Test("symbolic link loops are reported as loops: a scenario link, another link, a link to a parent")
  func linkLoops() throws {
    let manager = FileManager.default
    let own = Self.fixture()
    try manager.createSymbolicLink(atPath: own.path + "/loop.scenario", withDestinationPath: "loop.scenario")
    #expect(
      BuiltBinary.run(["run", own.path])
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr:
            "\(own.path)/loop.scenario:1:1: error: cannot read the file: too many levels of symbolic links (a loop?)\n"
            + "inputsim: error: 1 file did not parse; nothing was run\n"))

    let other = Self.fixture()
    try manager.createSymbolicLink(atPath: other.path + "/a", withDestinationPath: "b")
    try manager.createSymbolicLink(atPath: other.path + "/b", withDestinationPath: "a")
    #expect(
      BuiltBinary.run(["check", other.path])
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr:
            "inputsim: error: symbolic link loop: '\(other.path)/a' (too many levels of symbolic links)\nsee 'inputsim help check'\n"
        ))

    let parent = Self.fixture()
    parent.write("sub/a.scenario", Self.passing)
    try manager.createSymbolicLink(atPath: parent.path + "/sub/up", withDestinationPath: "..")
    #expect(
      BuiltBinary.run(["run", parent.path])
        == BuiltBinary.Result(
          status: 2, stdout: "",
          stderr:
            "inputsim: error: symbolic link loop: '\(parent.path)/sub/up' leads back to a directory that contains it\nsee 'inputsim help run'\n"
        ))
  }
}
