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

  @Test("a started command goes out at once; its reply, arriving among others, waits for result(of:)")
  func startedCommandReplyIsKept() throws {
    let fake = FakeBrowser()
    let spare = try fake.connection.start(CDPCommand("Target.createTarget", ["url": .string("about:blank")]))
    #expect(
      fake.heardMessages() == [#"{"id":1,"method":"Target.createTarget","params":{"url":"about:blank"}}"#])
    // The tab's reply comes while another command is awaited.
    fake.say(#"{"id":1,"result":{"targetId":"T2"}}"# + "\0" + #"{"id":2,"result":{"value":3}}"# + "\0")
    #expect(try fake.connection.send("Runtime.evaluate", sessionID: "S") == .object(["value": .int(3)]))
    #expect(try fake.connection.result(of: spare) == .object(["targetId": .string("T2")]))
    // An error reply is thrown when the result is taken.
    let failing = try fake.connection.start(CDPCommand("Target.createTarget"))
    fake.say(#"{"id":3,"error":{"code":-32000,"message":"no"}}"# + "\0")
    #expect(throws: ChromiumError.commandFailed(method: "Target.createTarget", code: -32000, message: "no")) {
      try fake.connection.result(of: failing)
    }
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

  @Test("a read that waits for the input goes in the same write as the input; no nudge when it answers")
  func foldedReadNoNudge() throws {
    let fake = FakeBrowser()
    fake.connection.post(CDPCommand("Input.imeSetComposition", ["text": .string("か")], sessionID: "S"))
    fake.connection.post(CDPCommand("Input.dispatchKeyEvent", ["type": .string("keyUp")], sessionID: "S"))
    // The read's reply may come before or after the input's: ids 3, 1, 2.
    fake.say(
      #"{"id":3,"result":{"result":{"value":"か"}}}"# + "\0" + #"{"id":1,"result":{}}"# + "\0"
        + #"{"id":2,"result":{}}"# + "\0")
    let (result, nudged) = try fake.connection.sendAwaitingEffects(
      CDPCommand("Runtime.evaluate", ["expression": .string("read")], sessionID: "S"),
      nudgingAfter: 2000,
      with: CDPCommand("Runtime.evaluate", ["expression": .string("release")], sessionID: "S"))
    #expect(result == .object(["result": .object(["value": .string("か")])]))
    #expect(!nudged)
    #expect(
      fake.heardMessages().map { $0.prefix(8) } == [#"{"id":1,"#, #"{"id":2,"#, #"{"id":3,"#])
    #expect(fake.connection.postedCount == 0)
  }

  @Test("a read still waiting after the input's replies and the grace period is nudged, then answers")
  func foldedReadNudged() throws {
    let fake = FakeBrowser()
    fake.connection.post(CDPCommand("Input.dispatchKeyEvent", ["type": .string("keyUp")], sessionID: "S"))
    fake.say(#"{"id":1,"result":{}}"# + "\0")
    // "Chromium" answers the read (id 2) only once it has heard the nudge (id 3).
    let answered = DispatchSemaphore(value: 0)
    let descriptor = fake.fromConnection[0]
    let answerDescriptor = fake.toConnection[1]
    let reader = Thread {
      var heard = ""
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !heard.contains(#""id":3"#) {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        heard += String(decoding: buffer.prefix(count), as: UTF8.self)
      }
      let answer = Array(
        (#"{"id":3,"result":{}}"# + "\0" + #"{"id":2,"result":{"result":{"value":"released"}}}"# + "\0").utf8)
      _ = answer.withUnsafeBytes { write(answerDescriptor, $0.baseAddress, $0.count) }
      answered.signal()
    }
    reader.start()
    let (result, nudged) = try fake.connection.sendAwaitingEffects(
      CDPCommand("Runtime.evaluate", ["expression": .string("read")], sessionID: "S"),
      nudgingAfter: 50,
      with: CDPCommand("Runtime.evaluate", ["expression": .string("release")], sessionID: "S"))
    answered.wait()
    #expect(result == .object(["result": .object(["value": .string("released")])]))
    #expect(nudged)
  }
}
