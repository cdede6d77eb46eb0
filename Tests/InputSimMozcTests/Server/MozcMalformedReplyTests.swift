import ChildProcesses
import Foundation
import Testing

@testable import InputSimMozc

/// A stand-in for `mozc_emacs_helper`: a shell script in /tmp (reachable by the unprivileged
/// user the helper runs as under root) that writes its pid and HOME to `path + ".started"`,
/// greets, then answers every line with `reply`.
private struct FakeHelper {
  let path = "/tmp/inputsim-fake-mozc-helper-\(UUID().uuidString)"

  init(answering reply: String) throws {
    let script = """
      #!/bin/sh
      echo "$$ $HOME" > \(path).started
      echo '((mozc-emacs-helper . t)(version . "fake"))'
      while read line; do echo '\(reply)'; done

      """
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
  }

  var installation: MozcInstallation { MozcInstallation(helperPath: path, serverPath: path) }

  /// The pid and HOME the script ran with.
  var started: (pid: Int32, home: String)? {
    guard let text = try? String(contentsOfFile: path + ".started", encoding: .utf8) else { return nil }
    let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
    guard parts.count == 2, let pid = Int32(parts[0]) else { return nil }
    return (pid, String(parts[1]))
  }

  func remove() {
    for file in [path, path + ".started"] { try? FileManager.default.removeItem(atPath: file) }
  }
}

@Suite("A helper whose reply does not parse: a typed error, and nothing left running")
struct MozcMalformedReplyTests {
  @Test(
    "the reply's problem is named, the helper ended and reaped, the HOME removed",
    arguments: [
      (
        "((emacs-event-id . 1)(emacs-session-id . 1)(output . ((consumed . maybe))))",
        MozcProtocolError.unexpectedValue(path: "reply.output.consumed", expected: "t or nil", found: "maybe")
      ),
      (
        "Session failed",
        .syntax(reason: "expected '(' to start a reply", column: 1, excerpt: "Session failed")
      ),
    ])
  func malformed(reply: String, problem: MozcProtocolError) throws {
    let helper = try FakeHelper(answering: reply)
    defer { helper.remove() }
    #expect(throws: MozcError.malformedReply(command: "CreateSession", problem)) {
      try MozcServer.start(installation: helper.installation)
    }
    let started = try #require(helper.started, "the fake helper did not run")
    #expect(ProcessState.isGone(started.pid), "the helper is left")
    #expect(!LiveChildren.shared.running.contains { $0.pid == started.pid }, "still registered")
    #expect(!FileManager.default.fileExists(atPath: started.home), "the private HOME is left")
  }

  @Test("a reply to another command is unexpectedReply")
  func wrongEvent() throws {
    let helper = try FakeHelper(answering: "((emacs-event-id . 9)(emacs-session-id . 1)(output . ()))")
    defer { helper.remove() }
    #expect(
      throws: MozcError.unexpectedReply(command: "CreateSession", expected: "event 1", found: "event 9")
    ) {
      try MozcServer.start(installation: helper.installation)
    }
  }
}
