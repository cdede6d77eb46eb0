import Testing

@testable import ChromiumDriver

@Suite("DevTools pipe framing")
struct CDPFrameDecoderTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("a message split over three reads comes out once, whole, after its NUL")
  func partialReads() throws {
    var decoder = CDPFrameDecoder()
    #expect(try decoder.append(bytes("{\"id\":")) == [])
    #expect(try decoder.append(bytes("1,\"result\"")) == [])
    #expect(decoder.pendingByteCount == 16)
    #expect(try decoder.append(bytes(":{}}") + [0]) == [bytes("{\"id\":1,\"result\":{}}")])
    #expect(decoder.pendingByteCount == 0)
  }

  @Test("several messages in one read come out in order, the unfinished tail stays pending")
  func severalMessagesInOneRead() throws {
    var decoder = CDPFrameDecoder()
    let frames = try decoder.append(bytes("{\"id\":1}\0{\"method\":\"A\"}\0{\"id\":2}\0{\"id\""))
    #expect(frames == [bytes("{\"id\":1}"), bytes("{\"method\":\"A\"}"), bytes("{\"id\":2}")])
    #expect(decoder.pendingByteCount == 5)
    #expect(try decoder.append(bytes(":3}\0")) == [bytes("{\"id\":3}")])
  }

  @Test("a 5 MB message read in 64 KiB chunks arrives intact")
  func largeMessage() throws {
    let payload = String(repeating: "か", count: 5_000_000 / 3)
    let message = JSONValue.object(["id": .int(7), "result": .object(["value": .string(payload)])]).encoded()
    var decoder = CDPFrameDecoder()
    var frames: [[UInt8]] = []
    let stream = message + [0]
    var offset = 0
    while offset < stream.count {
      let end = min(offset + 65536, stream.count)
      frames += try decoder.append(stream[offset..<end])
      offset = end
    }
    #expect(frames.count == 1)
    let decoded = try JSONValue.decode(frames[0])
    #expect(decoded["result"]?["value"]?.stringValue == payload)
    #expect(decoded["id"]?.intValue == 7)
  }

  @Test("a message over the limit is an error, not an ever-growing buffer")
  func tooLarge() {
    var decoder = CDPFrameDecoder(maximumFrameBytes: 10)
    #expect(throws: ChromiumError.messageTooLarge(byteCount: 11)) {
      try decoder.append(Array(repeating: UInt8(ascii: "a"), count: 11))
    }
  }

  @Test("an empty read completes nothing")
  func emptyRead() throws {
    var decoder = CDPFrameDecoder()
    #expect(try decoder.append([UInt8]()) == [])
  }
}

@Suite("JSON values")
struct JSONValueTests {
  @Test("a command encodes with integer ids, sorted keys and escaped control characters")
  func encoding() {
    let command = JSONValue.object([
      "method": .string("Input.insertText"), "id": .int(3),
      "params": .object(["text": .string("a\"\\\n\u{0}ん")]),
    ])
    #expect(
      String(decoding: command.encoded(), as: UTF8.self)
        == #"{"id":3,"method":"Input.insertText","params":{"text":"a\"\\\u000a\u0000ん"}}"#
        .replacingOccurrences(of: "\\n", with: "\\u000a"))
  }

  @Test("decoding keeps booleans, integers, doubles, nulls and nesting apart")
  func decoding() throws {
    let value = try JSONValue.decode(Array(#"{"a":true,"b":2,"c":2.5,"d":null,"e":["x"]}"#.utf8))
    #expect(
      value
        == .object([
          "a": .bool(true), "b": .int(2), "c": .double(2.5), "d": .null, "e": .array([.string("x")]),
        ]))
  }

  @Test("text that is not JSON is a malformed message")
  func malformed() {
    #expect(throws: ChromiumError.malformedMessage("{nope")) { try JSONValue.decode(Array("{nope".utf8)) }
  }
}
