import Foundation

/// The WebSocket framing (RFC 6455 §5) the page channel needs: the handshake's accept key,
/// text frames from the browser (always masked), text and close frames to it (never masked),
/// ping answered with pong.
///
///     WebSocketFrame.acceptKey(for: "dGhlIHNhbXBsZSBub25jZQ==")  →  "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
///     WebSocketFrame.text("{}").bytes                            →  81 02 7b 7d
struct WebSocketFrame: Equatable, Sendable {
  enum Opcode: UInt8, Sendable {
    case continuation = 0x0
    case text = 0x1
    case binary = 0x2
    case close = 0x8
    case ping = 0x9
    case pong = 0xA
  }

  var final: Bool
  var opcode: Opcode
  var payload: [UInt8]

  static func text(_ text: String) -> WebSocketFrame {
    WebSocketFrame(final: true, opcode: .text, payload: Array(text.utf8))
  }

  /// The `Sec-WebSocket-Accept` value for a client's `Sec-WebSocket-Key`.
  static func acceptKey(for key: String) -> String {
    let magic = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
    return Data(SHA1.digest(Array((key + magic).utf8))).base64EncodedString()
  }

  /// The frame as the server sends it: no mask.
  var bytes: [UInt8] {
    var output: [UInt8] = [(final ? 0x80 : 0) | opcode.rawValue]
    let count = payload.count
    if count < 126 {
      output.append(UInt8(count))
    } else if count <= 0xFFFF {
      output += [126, UInt8(count >> 8), UInt8(count & 0xFF)]
    } else {
      output.append(127)
      for shift in stride(from: 56, through: 0, by: -8) {
        output.append(UInt8(truncatingIfNeeded: count >> shift))
      }
    }
    return output + payload
  }

  /// Why bytes from the browser are not a frame we take.
  enum ParseError: Error, Equatable {
    case unknownOpcode(UInt8)
    case tooLarge(Int)
  }

  /// The largest message the channel takes (a page's state is a few kilobytes).
  static let maximumPayload = 16 << 20

  /// Parses one frame from the start of `buffer`: the frame and how many bytes it took, or
  /// `nil` when more bytes are needed.
  static func parse(_ buffer: ArraySlice<UInt8>) throws(ParseError) -> (frame: WebSocketFrame, length: Int)? {
    let start = buffer.startIndex
    guard buffer.count >= 2 else { return nil }
    let first = buffer[start]
    let second = buffer[start + 1]
    guard let opcode = Opcode(rawValue: first & 0x0F) else { throw .unknownOpcode(first & 0x0F) }
    let masked = second & 0x80 != 0
    var length = Int(second & 0x7F)
    var offset = 2
    if length == 126 {
      guard buffer.count >= 4 else { return nil }
      length = Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
      offset = 4
    } else if length == 127 {
      guard buffer.count >= 10 else { return nil }
      length = 0
      for index in 2..<10 { length = length << 8 | Int(buffer[start + index]) }
      offset = 10
    }
    guard length >= 0, length <= maximumPayload else { throw .tooLarge(length) }
    let maskLength = masked ? 4 : 0
    guard buffer.count >= offset + maskLength + length else { return nil }
    let mask = masked ? Array(buffer[(start + offset)..<(start + offset + 4)]) : [0, 0, 0, 0]
    let body = start + offset + maskLength
    var payload = Array(buffer[body..<(body + length)])
    if masked { for index in payload.indices { payload[index] ^= mask[index % 4] } }
    return (
      WebSocketFrame(final: first & 0x80 != 0, opcode: opcode, payload: payload), offset + maskLength + length
    )
  }
}
