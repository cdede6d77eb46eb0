internal import CICU

/// Decodes bytes in a legacy encoding (EUC-JP for SKK dictionaries) through ICU's converters.
///
/// Owns one ICU converter, reused for every call (open it once, decode many lines).
///
///     let decoder = try LegacyTextDecoder(encoding: "EUC-JP")
///     try decoder.decode([0xA4, 0xA2])   // "あ"
public final class LegacyTextDecoder {
  /// The encoding name as given (ICU accepts aliases: "EUC-JP", "euc-jp", "eucjp").
  public let encoding: String
  private let converter: OpaquePointer
  private var buffer: [UInt16] = []

  /// Opens a converter; throws `unknownEncoding` when ICU has none of that name.
  public init(encoding: String) throws(TextDecodingError) {
    var status = CICU_U_ZERO_ERROR
    let opened = cicu_ucnv_open(encoding, &status)
    guard status <= 0, let opened else { throw .unknownEncoding(encoding) }
    var callbackStatus = CICU_U_ZERO_ERROR
    cicu_ucnv_stop_on_error(opened, &callbackStatus)
    self.encoding = encoding
    self.converter = opened
  }

  deinit { cicu_ucnv_close(converter) }

  /// Decodes `bytes` as a whole; the first invalid sequence is reported with its byte offset
  /// and its line and column within `bytes`.
  public func decode(_ bytes: some Collection<UInt8>) throws(TextDecodingError) -> String {
    let contiguous = Array(bytes)
    cicu_ucnv_reset(converter)
    // Every supported legacy encoding yields at most 2 UTF-16 units per input byte.
    let capacity = contiguous.count * 2 + 2
    if buffer.count < capacity { buffer = [UInt16](repeating: 0, count: capacity) }
    var status = CICU_U_ZERO_ERROR
    var errorOffset: Int32 = 0
    let written = contiguous.withUnsafeBufferPointer { source in
      buffer.withUnsafeMutableBufferPointer { target in
        source.withMemoryRebound(to: CChar.self) { chars in
          cicu_ucnv_to_utf16(
            converter, target.baseAddress, Int32(capacity), chars.baseAddress,
            Int32(chars.count), &errorOffset, &status)
        }
      }
    }
    if status > 0 {
      let offset = max(0, Int(errorOffset))
      let (line, column) = TextDecodingError.location(of: offset, in: contiguous)
      throw .invalidByte(encoding: encoding, byteOffset: offset, line: line, column: column)
    }
    // Decoding from a buffer pointer takes the standard library's fast path (an ArraySlice
    // goes through the generic one, a third of an SKK dictionary's load time).
    return buffer.withUnsafeBufferPointer { units in
      String(decoding: UnsafeBufferPointer(rebasing: units[0..<Int(written)]), as: UTF16.self)
    }
  }
}
