import ChildProcesses
import Foundation

/// A short command run to completion as the stack's user (`fcitx5-remote -s mozc`): its
/// standard output and exit status, within a deadline; killed and reaped when it overruns.
///
///     try StackCommand.run("/usr/bin/fcitx5-remote", ["-n"], environment: env, directory: dir)
///       →  StackCommand.Outcome(status: 0, output: "mozc")
enum StackCommand {
  struct Outcome: Equatable, Sendable {
    /// The exit status; −1 when it was killed (by a signal, or at the deadline).
    var status: Int32
    /// Standard output, trimmed.
    var output: String
  }

  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], directory: StackDirectory,
    timeoutMilliseconds: Int = 5000
  ) throws(OSInputError) -> Outcome {
    let command =
      directory.account?.command(running: executable, arguments: arguments) ?? (
        executable: executable, arguments: arguments
      )
    guard let pipe = ChildLaunch.makePipe() else {
      throw .startFailed(program: executable, reason: "no pipe", log: "")
    }
    let record = try ChildInterrupts.uninterrupted { () throws(OSInputError) -> LiveChildren.Record in
      let pid: pid_t
      do throws(ChildLaunchError) {
        pid = try ChildLaunch(
          executable: command.executable, arguments: command.arguments, environment: environment,
          descriptors: [(0, .nullInput), (1, .duplicate(pipe.write)), (2, .nullOutput)]
        ).spawn()
      } catch {
        close(pipe.read)
        close(pipe.write)
        throw .startFailed(program: executable, reason: error.description, log: "")
      }
      let record = LiveChildren.Record(pid: pid, directory: nil)
      LiveChildren.shared.register(record)
      return record
    }
    let pid = record.pid
    close(pipe.write)
    defer {
      close(pipe.read)
      LiveChildren.shared.unregister(pid: pid)
    }
    // Read to end of file (the command exited or closed its output) or the deadline.
    let deadline = Deadline(milliseconds: timeoutMilliseconds)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    var timedOut = false
    while true {
      guard PipeIO.waitReadable(pipe.read, deadline: deadline) == .ready else {
        timedOut = true
        break
      }
      let count = read(pipe.read, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    if timedOut {
      record.end()
      return Outcome(status: -1, output: "")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = (status & 0x7F) == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xFF : -1,
      output: String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
