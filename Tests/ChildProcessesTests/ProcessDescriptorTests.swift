import ChildProcesses
import Foundation
import Testing

@Suite("ProcessDescriptor and PipeIO: a wait wakes when a process ends")
struct ProcessDescriptorTests {
  @Test("a wait on a pipe and a process descriptor wakes for the process that ended")
  func wakesOnExit() throws {
    guard let pipe = ChildLaunch.makePipe() else {
      Issue.record("no pipe")
      return
    }
    defer {
      close(pipe.read)
      close(pipe.write)
    }
    let pid = try ChildLaunch(executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], descriptors: [])
      .spawn()
    let exit = try #require(ProcessDescriptor.open(pid), "pidfd_open is not available")
    defer { close(exit) }
    #expect(!ProcessDescriptor.hasEnded(exit))
    #expect(PipeIO.waitForFirstReadable([pipe.read, exit], deadline: Deadline(milliseconds: 0)) == .timedOut)
    kill(pid, SIGKILL)
    #expect(
      PipeIO.waitForFirstReadable([pipe.read, exit], deadline: Deadline(milliseconds: 10_000))
        == .ready(index: 1))
    #expect(ProcessDescriptor.hasEnded(exit))
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  @Test("data on the pipe wins over the others, in the array's order")
  func firstReadyInOrder() throws {
    guard let first = ChildLaunch.makePipe(), let second = ChildLaunch.makePipe() else {
      Issue.record("no pipe")
      return
    }
    defer { for end in [first.read, first.write, second.read, second.write] { close(end) } }
    _ = [UInt8(1)].withUnsafeBytes { write(second.write, $0.baseAddress, 1) }
    _ = [UInt8(1)].withUnsafeBytes { write(first.write, $0.baseAddress, 1) }
    #expect(
      PipeIO.waitForFirstReadable([first.read, second.read], deadline: Deadline(milliseconds: 1000))
        == .ready(index: 0))
  }
}
