import Foundation
import Testing

@testable import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one reader of user-named files: a regular file, at most a bounded size, and every
/// refusal a typed error with the path; the candidate and SKK loaders pass them on.
@Suite("RegularFileReader and the loaders' typed errors")
struct RegularFileReaderTests {
  /// A fresh directory with `words.txt` ("a\nb\n"), a FIFO `pipe` and a directory `folder`.
  final class Scratch {
    let path: String

    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path + "/folder", withIntermediateDirectories: true)
      try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: path + "/words.txt"))
      try #require(mkfifo(path + "/pipe", 0o644) == 0)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test("a regular file is read whole")
  func regularFile() throws {
    let scratch = try Scratch()
    #expect(try RegularFileReader.read(scratch.path + "/words.txt") == Array("a\nb\n".utf8))
  }

  @Test("a device, a FIFO and a directory are refused before anything is read or blocks")
  func notRegular() throws {
    let scratch = try Scratch()
    let cases: [(String, FileKind)] = [
      ("/dev/zero", .characterDevice), (scratch.path + "/pipe", .fifo),
      (scratch.path + "/folder", .directory),
    ]
    for (path, kind) in cases {
      #expect(throws: FileReadError.notARegularFile(path: path, kind: kind)) {
        try RegularFileReader.read(path)
      }
      #expect(throws: FileReadError.notARegularFile(path: path, kind: kind)) {
        try RegularFileReader.check(path)
      }
    }
  }

  @Test(
    "a kernel file that looks regular (/proc/self/environ, /proc/self/status) is refused: it holds secrets")
  func kernelFiles() throws {
    for path in ["/proc/self/environ", "/proc/self/status", "/proc/self/cmdline"] {
      #expect(throws: FileReadError.notARegularFile(path: path, kind: .kernelFile(fileSystem: "proc"))) {
        try RegularFileReader.read(path)
      }
    }
    #expect(
      throws: FileReadError.notARegularFile(
        path: "/sys/devices/system/cpu/online", kind: .kernelFile(fileSystem: "sysfs"))
    ) {
      try RegularFileReader.read("/sys/devices/system/cpu/online")
    }
    #expect(
      FileReadError.notARegularFile(path: "/proc/self/environ", kind: .kernelFile(fileSystem: "proc")).reason
        == "it is a file of the kernel's proc file system (its state, not stored data); refused")
    // A file in /tmp (tmpfs or disk) is data.
    let scratch = try Scratch()
    #expect(try RegularFileReader.read(scratch.path + "/words.txt") == Array("a\nb\n".utf8))
  }

  @Test("a file above the limit is refused, and the message names the limit")
  func tooLarge() throws {
    let scratch = try Scratch()
    let path = scratch.path + "/words.txt"
    #expect(throws: FileReadError.tooLarge(path: path, maxByteCount: 3)) {
      try RegularFileReader.read(path, maxByteCount: 3)
    }
    #expect(
      FileReadError.tooLarge(path: "big.txt", maxByteCount: RegularFileReader.maxByteCount).description
        == "big.txt: it is larger than 256 MiB, the most a loaded file may have")
  }

  @Test("a symbolic link loop says it is a loop")
  func linkLoop() throws {
    let scratch = try Scratch()
    let loop = scratch.path + "/loop"
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    #expect(
      throws: FileReadError.cannotRead(path: loop, reason: "too many levels of symbolic links (a loop?)")
    ) {
      try RegularFileReader.read(loop)
    }
  }

  @Test("a candidate file on /dev/zero, a FIFO or a directory is a typed CandidateIndexError")
  func candidateFile() throws {
    let scratch = try Scratch()
    #expect(throws: CandidateIndexError.notARegularFile(path: "/dev/zero", kind: .characterDevice)) {
      try CandidateIndex(contentsOfFile: "/dev/zero")
    }
    #expect(throws: CandidateIndexError.notARegularFile(path: scratch.path + "/pipe", kind: .fifo)) {
      try CandidateIndex(contentsOfFile: scratch.path + "/pipe")
    }
    #expect(
      CandidateIndexError.notARegularFile(path: "/dev/zero", kind: .characterDevice).description
        == "/dev/zero: cannot read the candidate list: it is a character device, not a regular file")
  }

  @Test("an SKK dictionary on a FIFO or /dev/urandom is refused; a file with no entry is an error")
  func skkFile() throws {
    let scratch = try Scratch()
    #expect(throws: SKKLoadError.notARegularFile(path: scratch.path + "/pipe", kind: .fifo)) {
      try SKKDictionaryLoader.load(path: scratch.path + "/pipe")
    }
    #expect(throws: SKKLoadError.notARegularFile(path: "/dev/urandom", kind: .characterDevice)) {
      try SKKDictionaryLoader.load(path: "/dev/urandom")
    }
    // "a\nb\n" has two lines and not one entry.
    #expect(throws: SKKLoadError.noEntries(path: scratch.path + "/words.txt", lineCount: 2)) {
      try SKKDictionaryLoader.load(path: scratch.path + "/words.txt")
    }
    #expect(throws: CandidateIndexError.noEntries(path: scratch.path + "/words.txt", lineCount: 2)) {
      try CandidateIndex(contentsOfSKKFile: scratch.path + "/words.txt", field: .readings)
    }
    #expect(
      SKKLoadError.noEntries(path: "/bin/ls", lineCount: 412).description
        == "/bin/ls: no dictionary entry in 412 lines; is it an SKK dictionary?")
  }

  @Test("an undecodable SKK line's diagnostic carries the byte column")
  func diagnosticColumn() {
    let bytes = Array(";; -*- coding: utf-8 -*-\nあ /亜/\nか".utf8) + [0xFF] + Array(" /x/\n".utf8)
    let result = SKKDictionaryLoader.load(bytes: bytes, path: "d.skk")
    #expect(result.diagnostics.map(\.line) == [3])
    #expect(result.diagnostics.map(\.column) == [4])
  }
}
