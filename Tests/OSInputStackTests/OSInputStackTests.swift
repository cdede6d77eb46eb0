import ChildProcesses
import Foundation
import Testing

@testable import OSInputStack

@Suite("OSInputStack: a private X server, bus and fcitx5, ended and reaped", .serialized)
struct OSInputStackTests {
  @Test("the stack starts with fcitx5 on its bus, and stop leaves no process and no directory")
  func startAndStop() throws {
    let stack = try OSInputStack.start()
    let directory = stack.directory
    #expect(stack.display.hasPrefix(":"))
    #expect(FileManager.default.fileExists(atPath: directory + "/home/.mozc/config1.db"))
    #expect(!StackTraces.processes(of: directory).isEmpty)
    let state = try stack.remote([])
    #expect(state.status == 0)
    stack.stop()
    #expect(StackTraces.processes(of: directory).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: directory))
    #expect(!LiveChildren.shared.running.contains { $0.directory == directory })
  }

  @Test("as root, every program of the stack runs as the unprivileged user")
  func unprivileged() throws {
    try #require(geteuid() == 0, "run the tests as root: this test checks the switch to nobody")
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let nobody = try #require(getpwnam("nobody")).pointee.pw_uid
    let pids = StackTraces.processes(of: stack.directory)
    #expect(pids.count >= 3)
    for pid in pids {
      #expect(StackTraces.owner("/proc/\(pid)") == nobody, "process \(pid) does not run as nobody")
    }
    #expect(StackTraces.owner(stack.directory + "/home") == nobody)
  }

  @Test("a display in use is skipped: a second stack gets another display")
  func displayInUse() throws {
    let first = try OSInputStack.start()
    defer { first.stop() }
    let second = try OSInputStack.start()
    defer { second.stop() }
    #expect(first.display != second.display)
  }

  @Test("selecting an engine with no focused input context fails naming the step, with fcitx5's log")
  func engineNotActive() throws {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    #expect {
      try stack.selectEngine(.hangul, timeoutMilliseconds: 200)
    } throws: { error in
      guard case .engineNotActive(let engine, let step, let log) = error as? OSInputError else {
        return false
      }
      return engine == .hangul && step.contains("fcitx5-remote") && !log.isEmpty
    }
  }
}
