import ChildProcesses
import Foundation
import Testing

@testable import InputSimMozc

@Suite("MozcServer: a private Mozc server, started and always ended")
struct MozcServerTests {
  @Test("a started server runs Mozc 2.28 under a user that is not root, in a private profile")
  func startsUnprivileged() throws {
    let server = try startPrivateServer()
    defer { server.stop() }
    #expect(server.version == "2.28.4715.102")
    let serverUser = try #require(ProcessState.userID(of: server.serverPID), "no server process")
    #expect(serverUser != 0, "Mozc refuses root: the server must not run as root")
    #expect(ProcessState.userID(of: server.helperPID) == serverUser)
    if geteuid() != 0 { #expect(serverUser == getuid()) }
    let config = try Data(contentsOf: URL(fileURLWithPath: server.homeDirectory + "/.mozc/config1.db"))
    #expect(Array(config) == MozcConfig.repeatable.protobufBytes)
    #expect(ProcessGroup.member(pid: server.serverPID)?.name == "mozc_server")
  }

  @Test("stop ends the helper and the server, reaps both and removes the private HOME")
  func stopLeavesNothing() throws {
    let server = try startPrivateServer()
    let session = try server.createSession()
    try session.send(.code(UInt8(ascii: "k")))
    server.stop()
    expectNothingLeft(of: server)
    #expect(!server.isRunning)
    #expect(throws: MozcError.stopped(reason: "stop() was called")) {
      try session.send(.code(UInt8(ascii: "a")))
    }
  }

  @Test("a server killed mid-session is serverExited, and nothing is left running")
  func serverKilled() throws {
    let server = try startPrivateServer()
    let session = try server.createSession()
    try session.send(.code(UInt8(ascii: "k")))
    kill(server.serverPID, SIGKILL)
    #expect {
      try session.send(.code(UInt8(ascii: "a")))
    } throws: { error in
      guard case MozcError.serverExited(let command, let pid) = error else { return false }
      return command == "SendKey 97" && pid == server.serverPID
    }
    expectNothingLeft(of: server)
    #expect(throws: MozcError.self) { try session.send(.code(UInt8(ascii: "n"))) }
  }

  @Test("a server that hangs is noReply after the reply timeout, and nothing is left running")
  func serverHangs() throws {
    let server = try startPrivateServer(replyTimeoutMilliseconds: 300)
    let session = try server.createSession()
    try session.send(.code(UInt8(ascii: "k")))
    kill(server.serverPID, SIGSTOP)
    #expect(ProcessState.awaitStopped(server.serverPID))
    #expect(throws: MozcError.noReply(command: "SendKey 97", milliseconds: 300)) {
      try session.send(.code(UInt8(ascii: "a")))
    }
    expectNothingLeft(of: server)
  }

  @Test("a helper killed mid-session is helperExited, and its server is ended too")
  func helperKilled() throws {
    let server = try startPrivateServer()
    let session = try server.createSession()
    kill(server.helperPID, SIGKILL)
    #expect {
      try session.send(.code(UInt8(ascii: "k")))
    } throws: { error in
      guard case MozcError.helperExited(let command, _) = error else { return false }
      return command == "SendKey 107"
    }
    expectNothingLeft(of: server)
  }

  @Test("helper and server both killed: the next key is an error (not a SIGPIPE), nothing is left")
  func bothKilled() throws {
    let server = try startPrivateServer()
    let session = try server.createSession()
    kill(-server.helperPID, SIGKILL)
    #expect(ProcessState.awaitNoLiveMembers(ofGroup: server.helperPID))
    #expect(throws: MozcError.self) { try session.send(.code(UInt8(ascii: "k"))) }
    expectNothingLeft(of: server)
  }

  @Test("Mozc not installed: the error names both Debian packages, and nothing is started")
  func notInstalled() {
    let missing = MozcInstallation(
      helperPath: "/nonexistent/mozc_emacs_helper", serverPath: "/nonexistent/mozc_server")
    #expect {
      try MozcServer.start(installation: missing)
    } throws: { error in
      "\(error)"
        == "Mozc is not installed: /nonexistent/mozc_emacs_helper and /nonexistent/mozc_server are missing (install the Debian packages mozc-server and emacs-mozc-bin)"
    }
  }

  @Test("two servers have two profiles and two server processes")
  func separateProfiles() throws {
    let first = try startPrivateServer()
    defer { first.stop() }
    let second = try startPrivateServer()
    defer { second.stop() }
    #expect(first.homeDirectory != second.homeDirectory)
    #expect(first.serverPID != second.serverPID)
  }
}
