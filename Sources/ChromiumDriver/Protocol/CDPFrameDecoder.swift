/// Splits the bytes read from the browser's pipe into messages: each DevTools message is one
/// JSON text ended by a NUL byte, and a read(2) may return part of a message, several
/// messages, or the end of one and the start of the next.
///
///     var decoder = CDPFrameDecoder()
///     decoder.append(Array("{\"id\":1}\0{\"id\"".utf8))   // → one frame: {"id":1}
///     decoder.append(Array(":2}\0".utf8))                  // → one frame: {"id":2}
public struct CDPFrameDecoder: Sendable {
  /// The largest message accepted, in bytes; a browser sending more is treated as broken.
  public var maximumFrameBytes: Int

  private var buffer: [UInt8] = []
  /// Where the current (unfinished) frame starts in `buffer`.
  private var frameStart = 0
  /// Where the search for the next NUL resumes: bytes before it are known not to be NUL, so
  /// a large message arriving in many reads is scanned once, not once per read.
  private var scanStart = 0

  public init(maximumFrameBytes: Int = 256 << 20) {
    self.maximumFrameBytes = maximumFrameBytes
  }

  /// The bytes received that do not yet form a whole message.
  public var pendingByteCount: Int { buffer.count - frameStart }

  /// Adds bytes read from the pipe and returns the messages they complete, in order.
  public mutating func append(_ bytes: some Collection<UInt8>) throws(ChromiumError) -> [[UInt8]] {
    buffer.append(contentsOf: bytes)
    var frames: [[UInt8]] = []
    while let end = buffer[scanStart...].firstIndex(of: 0) {
      frames.append(Array(buffer[frameStart..<end]))
      frameStart = end + 1
      scanStart = frameStart
    }
    scanStart = buffer.count
    if pendingByteCount > maximumFrameBytes {
      throw .messageTooLarge(byteCount: pendingByteCount)
    }
    // Drop consumed bytes once they are at least half of the buffer: amortized linear.
    if frameStart > 0 && frameStart * 2 >= buffer.count {
      buffer.removeFirst(frameStart)
      scanStart -= frameStart
      frameStart = 0
    }
    return frames
  }
}
