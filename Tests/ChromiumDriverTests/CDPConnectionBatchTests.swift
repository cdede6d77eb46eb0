import Foundation
import Testing

@testable import ChromiumDriver

@Suite("DevTools connection: commands batched in one write, replies matched by id")
struct CDPConnectionBatchTests {
  @Test("sendAll writes every command, then matches replies that arrive out of order by id")
  func outOfOrderReplies() throws {
    let fake = FakeBrowser()
    // Chromium answers the page's evaluate before the browser's key event: ids 3, 1, 2.
    fake.say(
      #"{"id":3,"result":{"result":{"value":"か"}}}"# + "\0" + #"{"method":"Page.frameNavigated","params":{}}"#
        + "\0" + #"{"id":1,"result":{}}"# + "\0" + #"{"id":2,"result":{"done":true}}"# + "\0")
    let results = try fake.connection.sendAll([
      CDPCommand("Input.dispatchKeyEvent", ["type": .string("keyDown")], sessionID: "S"),
      CDPCommand("Input.imeSetComposition", ["text": .string("か")], sessionID: "S"),
      CDPCommand("Runtime.evaluate", ["expression": .string("1")], sessionID: "S"),
    ])
    #expect(
      results == [
        .object([:]), .object(["done": .bool(true)]),
        .object(["result": .object(["value": .string("か")])]),
      ])
    #expect(
      fake.heardMessages() == [
        #"{"id":1,"method":"Input.dispatchKeyEvent","params":{"type":"keyDown"},"sessionId":"S"}"#,
        #"{"id":2,"method":"Input.imeSetComposition","params":{"text":"か"},"sessionId":"S"}"#,
        #"{"id":3,"method":"Runtime.evaluate","params":{"expression":"1"},"sessionId":"S"}"#,
      ])
    #expect(fake.connection.events.map(\.method) == ["Page.frameNavigated"])
  }

  @Test("posted commands go out with the next send, in the same write, before it")
  func postedGoWithTheNextSend() throws {
    let fake = FakeBrowser()
    fake.connection.post(CDPCommand("Input.insertText", ["text": .string("a")], sessionID: "S"))
    fake.connection.post(CDPCommand("Input.dispatchKeyEvent", sessionID: "S"))
    #expect(fake.heardMessages() == [])
    #expect(fake.connection.postedCount == 2)
    fake.say(
      #"{"id":2,"result":{}}"# + "\0" + #"{"id":3,"result":{"value":7}}"# + "\0" + #"{"id":1,"result":{}}"#
        + "\0")
    let result = try fake.connection.send("Runtime.evaluate", sessionID: "S")
    #expect(result == .object(["value": .int(7)]))
    #expect(fake.heardMessages().map { $0.prefix(8) } == [#"{"id":1,"#, #"{"id":2,"#, #"{"id":3,"#])
    #expect(fake.connection.postedCount == 0)
  }

  @Test("a posted command's error is thrown by the send that carried it, after every reply is read")
  func postedError() throws {
    let fake = FakeBrowser()
    fake.connection.post(CDPCommand("Input.imeSetComposition", sessionID: "S"))
    fake.say(
      #"{"id":2,"result":{}}"# + "\0" + #"{"id":1,"error":{"code":-32000,"message":"no focused element"}}"#
        + "\0" + #"{"id":3,"result":{"fresh":true}}"# + "\0")
    #expect(
      throws: ChromiumError.commandFailed(
        method: "Input.imeSetComposition", code: -32000, message: "no focused element")
    ) {
      try fake.connection.send("Runtime.evaluate", sessionID: "S")
    }
    // Reply 2 was read with the batch, so the next command gets its own reply, not a stale one.
    let next = try fake.connection.send("Browser.getVersion")
    #expect(next == .object(["fresh": .bool(true)]))
  }
}
