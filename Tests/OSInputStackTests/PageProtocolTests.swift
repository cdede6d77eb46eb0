import Testing

@testable import OSInputStack

@Suite("The page channel's protocol pieces: SHA-1, WebSocket frames, HTTP request heads")
struct PageProtocolTests {
  private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
      .joined()
  }

  @Test(
    "SHA-1 of FIPS 180's examples",
    arguments: [
      ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
      ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
      ),
    ])
  func sha1(input: String, digest: String) {
    #expect(hex(SHA1.digest(Array(input.utf8))) == digest)
  }

  @Test("the handshake's accept key is RFC 6455's example")
  func acceptKey() {
    #expect(WebSocketFrame.acceptKey(for: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
  }

  @Test("a masked text frame from the browser is unmasked; a partial one waits for more bytes")
  func maskedFrame() throws {
    // RFC 6455 §5.7: a single-frame masked text message "Hello".
    let bytes: [UInt8] = [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
    let parsed = try #require(try WebSocketFrame.parse(bytes[...]))
    #expect(parsed.frame == WebSocketFrame(final: true, opcode: .text, payload: Array("Hello".utf8)))
    #expect(parsed.length == bytes.count)
    #expect(try WebSocketFrame.parse(bytes.dropLast()) == nil)
  }

  @Test("frames to the browser carry 7-bit, 16-bit and 64-bit lengths", arguments: [5, 300, 70_000])
  func lengths(count: Int) throws {
    let frame = WebSocketFrame(final: true, opcode: .text, payload: [UInt8](repeating: 0x61, count: count))
    let parsed = try #require(try WebSocketFrame.parse(frame.bytes[...]))
    #expect(parsed.frame == frame)
    #expect(parsed.length == frame.bytes.count)
  }

  @Test("an unknown opcode is an error, not a guess")
  func unknownOpcode() {
    #expect(throws: WebSocketFrame.ParseError.unknownOpcode(0x3)) {
      try WebSocketFrame.parse([0x83, 0x00][...])
    }
  }

  @Test("a request head: method, path, query, lower-cased headers; incomplete until the blank line")
  func requestHead() throws {
    let text =
      "GET /inputsim/channel?token=ab%2012 HTTP/1.1\r\nUpgrade: websocket\r\nSec-WebSocket-Key: k\r\n\r\n"
    let parsed = try #require(HTTPRequest.parse(Array(text.utf8)))
    #expect(parsed.request.path == "/inputsim/channel")
    #expect(parsed.request.queryValue("token") == "ab 12")
    #expect(parsed.request.headers["upgrade"] == "websocket")
    #expect(parsed.length == text.utf8.count)
    #expect(HTTPRequest.parse(Array(text.dropLast(2).utf8)) == nil)
  }

  @Test("the recorder goes at the end of the page, the timer counter after its charset")
  func injection() {
    let page = "<!doctype html>\n<meta charset=\"utf-8\">\n<input id=\"field\">"
    let injected = String(
      decoding: RecorderScript.inject(into: Array(page.utf8), token: "t1", fieldSelector: "#field"),
      as: UTF8.self)
    #expect(
      injected.hasPrefix(
        "<!doctype html>\n<meta charset=\"utf-8\"><script src=\"/inputsim/timers.js\"></script>\n"))
    #expect(injected.hasSuffix("<script src=\"/inputsim/recorder.js?token=t1&field=%23field\"></script>\n"))
  }
}
