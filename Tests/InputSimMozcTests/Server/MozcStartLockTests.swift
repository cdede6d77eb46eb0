import Foundation
import Testing

@testable import InputSimMozc

/// Mozc servers of one user start one at a time (their "server ready" semaphore is per user):
/// the lock that serializes them, and the files it refuses to write through.
@Suite("MozcStartLock: one Mozc start at a time per user, never through a planted file")
struct MozcStartLockTests {
  static func scratch() throws -> String {
    let directory = NSTemporaryDirectory() + "inputsim-lock-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("a second start waits for the first; after the release it goes ahead")
  func serializes() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = try MozcStartLock.acquire(forUserID: 65534, timeoutMilliseconds: 100, directory: directory)
    #expect {
      try MozcStartLock.acquire(forUserID: 65534, timeoutMilliseconds: 50, directory: directory)
    } throws: { error in
      guard case MozcError.launchFailed(_, let reason) = error else { return false }
      return reason == "another Mozc server has been starting for 50 ms"
    }
    // Another user's servers have a semaphore of their own: no waiting for them.
    let other = try MozcStartLock.acquire(forUserID: 1000, timeoutMilliseconds: 50, directory: directory)
    other.release()
    first.release()
    let second = try MozcStartLock.acquire(forUserID: 65534, timeoutMilliseconds: 50, directory: directory)
    second.release()
  }

  @Test("a symbolic link at the lock's path is refused, and its target is not touched")
  func refusesLink() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/precious"
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(
      atPath: MozcStartLock.path(forUserID: 65534, directory: directory), withDestinationPath: target)
    #expect(throws: MozcError.self) {
      try MozcStartLock.acquire(forUserID: 65534, timeoutMilliseconds: 50, directory: directory)
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
  }

  @Test("a lock file owned by another user is refused")
  func refusesForeignFile() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = MozcStartLock.path(forUserID: 65534, directory: directory)
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    // Root can hand the file to another user; a user cannot, so a directory stands in for a
    // file that is not a regular file of ours.
    if geteuid() == 0 {
      #expect(chown(path, 65534, 65534) == 0)
    } else {
      try FileManager.default.removeItem(atPath: path)
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    #expect {
      try MozcStartLock.acquire(forUserID: 65534, timeoutMilliseconds: 50, directory: directory)
    } throws: { error in
      guard case MozcError.launchFailed(_, let reason) = error else { return false }
      return reason.hasPrefix("it is not a regular file of this user") || reason.contains("directory")
    }
  }
}
