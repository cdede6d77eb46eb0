import Foundation
import Testing

@testable import ChromiumDriver

@Suite("DevTools connection: ids, replies, events, timeouts")
struct CDPConnectionTests {
  @Test("a reply is matched by id; events and a stale reply before it are kept apart")
  func matching() throws {
    let fake = FakeBrowser()
    // Written before the command is sent: the pipe holds it until the connection reads.
    fake.say(#"{"method":"Page.loadEventFired","sessionId":"S","params":{}}"# + "\0")
    fake.say(#"{"id":99,"result":{}}"# + "\0" + #"{"id":1,"result":{"product":"Chrome/1"}}"# + "\0")
    let result = try fake.connection.send("Browser.getVersion", sessionID: "S")
    #expect(result == .object(["product": .string("Chrome/1")]))
    #expect(fake.heard() == #"{"id":1,"method":"Browser.getVersion","params":{},"sessionId":"S"}"# + "\0")
    #expect(
      fake.connection.events == [
        CDPEvent(method: "Page.loadEventFired", sessionID: "S", params: .object([:]))
      ])
    let event = try fake.connection.waitForEvent("load") { $0.method == "Page.loadEventFired" }
    #expect(event.sessionID == "S")
    #expect(fake.connection.events == [])
  }

  @Test("an error reply is commandFailed with the browser's message")
  func errorReply() {
    let fake = FakeBrowser()
    fake.say(#"{"id":1,"error":{"code":-32601,"message":"'Nope' wasn't found"}}"# + "\0")
    #expect(throws: ChromiumError.commandFailed(method: "Nope", code: -32601, message: "'Nope' wasn't found"))
    {
      try fake.connection.send("Nope")
    }
  }

  @Test("no reply within the timeout is timedOut, not a hang")
  func timeout() {
    let fake = FakeBrowser()
    #expect(throws: ChromiumError.timedOut(method: "Browser.getVersion", milliseconds: 50)) {
      try fake.connection.send("Browser.getVersion", timeoutMilliseconds: 50)
    }
  }

  @Test("the browser closing its pipe is browserExited")
  func endOfPipe() {
    let fake = FakeBrowser()
    close(fake.toConnection[1])
    fake.toConnection[1] = -1
    #expect(throws: ChromiumError.browserExited(method: "Browser.getVersion")) {
      try fake.connection.send("Browser.getVersion")
    }
  }

  @Test("a message that is not JSON is malformedMessage")
  func garbage() {
    let fake = FakeBrowser()
    fake.say("not json\0")
    #expect(throws: ChromiumError.malformedMessage("not json")) {
      try fake.connection.send("Browser.getVersion")
    }
  }
}
