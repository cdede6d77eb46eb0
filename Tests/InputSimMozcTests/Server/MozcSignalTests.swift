import ChildProcesses
import Foundation
import Testing

/// The probe next to the test bundle (`swift build` puts both in the products directory).
private var probePath: String {
  var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  while url.path != "/" {
    url.deleteLastPathComponent()
    let candidate = url.appendingPathComponent("inputsim-mozc-probe").path
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return "inputsim-mozc-probe (not built next to the tests)"
}

/// The probe ended or hung before it reported a running Mozc.
private struct ProbeFailure: Error, CustomStringConvertible {
  let description: String
}

/// A running `inputsim-mozc-probe hold`: it started Mozc and typed "kan".
private struct HeldMozc {
  let probe: pid_t
  let input: Int32
  let helper: Int32
  let server: Int32
  let home: String
  let marked: String

  /// Where the probe's standard error goes: shown when it does not report Mozc started.
  static let errorLog = FileManager.default.temporaryDirectory
    .appendingPathComponent("inputsim-mozc-probe-\(getpid()).log").path

  static func start() throws -> HeldMozc {
    let input = try #require(ChildLaunch.makePipe())
    let output = try #require(ChildLaunch.makePipe())
    let probe = try ChildLaunch(
      executable: probePath, arguments: ["hold"],
      descriptors: [
        (0, .duplicate(input.read)), (1, .duplicate(output.write)),
        (2, .file(path: errorLog, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)),
      ]
    ).spawn()
    close(input.read)
    close(output.write)
    defer { close(output.read) }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    let deadline = Deadline(milliseconds: 30_000)
    while !line.contains(0x0A), PipeIO.waitReadable(output.read, deadline: deadline) == .ready,
      read(output.read, &byte, 1) == 1
    {
      line.append(byte)
    }
    var fields: [String: String] = [:]
    for pair in String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    if fields["helper"] == nil {
      // The probe did not start Mozc: say why (its standard error), and leave nothing running.
      var status: Int32 = 0
      kill(probe, SIGTERM)
      waitpid(probe, &status, 0)
      close(input.write)
      let log = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(atPath: errorLog)
      throw ProbeFailure(description: "the probe did not report Mozc started; its standard error:\n\(log)")
    }
    try? FileManager.default.removeItem(atPath: errorLog)
    return HeldMozc(
      probe: probe, input: input.write, helper: Int32(fields["helper"] ?? "") ?? 0,
      server: Int32(fields["server"] ?? "") ?? 0, home: fields["home"] ?? "", marked: fields["marked"] ?? "")
  }

  /// The probe's exit status once it ended (boundedly; killed after 20 s).
  func awaitExit() -> Int32? {
    let deadline = Deadline(milliseconds: 20_000)
    var status: Int32 = 0
    while deadline.remainingMilliseconds > 0 {
      if waitpid(probe, &status, WNOHANG) == probe {
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
      }
      _ = poll(nil, 0, 10)
    }
    kill(probe, SIGKILL)
    waitpid(probe, &status, 0)
    return nil
  }

  func expectNothingLeft(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(helper > 0 && server > 0, "the probe did not start Mozc", sourceLocation: sourceLocation)
    #expect(ProcessState.isGone(helper), "the helper is left", sourceLocation: sourceLocation)
    #expect(ProcessState.isGone(server), "the server is left", sourceLocation: sourceLocation)
    #expect(ProcessGroup.members(ofGroup: helper) == [], sourceLocation: sourceLocation)
    #expect(!FileManager.default.fileExists(atPath: home), "the HOME is left", sourceLocation: sourceLocation)
  }
}

@Suite("A process that runs Mozc leaves nothing behind when it ends", .serialized)
struct MozcSignalTests {
  @Test(
    "SIGINT, SIGTERM and SIGHUP end the helper and the server, reap them, remove the HOME; exit 128+n",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signal(number: Int32) throws {
    let held = try HeldMozc.start()
    defer { close(held.input) }
    #expect(held.marked == "かｎ")
    #expect(ProcessState.userID(of: held.server) != 0, "Mozc must not run as root")
    kill(held.probe, number)
    #expect(held.awaitExit() == 128 + number)
    held.expectNothingLeft()
  }

  @Test("a normal exit ends them too")
  func normalExit() throws {
    let held = try HeldMozc.start()
    close(held.input)
    #expect(held.awaitExit() == 0)
    held.expectNothingLeft()
  }
}
