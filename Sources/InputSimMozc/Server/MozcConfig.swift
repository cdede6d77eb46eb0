/// The Mozc settings the driver writes into the private profile (`.mozc/config1.db`, a
/// serialized `mozc.config.Config` protocol buffer the server reads when it starts). The
/// defaults make runs repeatable: nothing is learned, nothing suggested from history or the
/// dictionary while typing, no realtime conversion, no date or time candidates (`きょう` does
/// not offer today's date). Measured: with these, two fresh servers give the same full
/// candidate lists for 112 of 112 common words (FACTS.md).
///
///     MozcConfig.repeatable.protobufBytes
///       →  A0 01 01  90 03 02  80 05 00  A0 06 00  A8 06 00  B0 06 00
///          (incognito_mode 20 = true, history_learning_level 50 = NO_HISTORY, use_date_conversion 80,
///           use_history_suggest 100, use_dictionary_suggest 101, use_realtime_conversion 102 = false)
public struct MozcConfig: Hashable, Sendable {
  /// `incognito_mode` (field 20): nothing typed is remembered.
  public var incognitoMode = true
  /// `history_learning_level` (field 50): `NO_HISTORY` (2).
  public var historyLearningLevel = HistoryLearningLevel.noHistory
  /// `use_date_conversion` (field 80): date and time candidates (`きょう` → today's date).
  public var useDateConversion = false
  /// `use_history_suggest` (field 100).
  public var useHistorySuggest = false
  /// `use_dictionary_suggest` (field 101).
  public var useDictionarySuggest = false
  /// `use_realtime_conversion` (field 102).
  public var useRealtimeConversion = false

  /// `mozc.config.Config.HistoryLearningLevel`.
  public enum HistoryLearningLevel: Int, Hashable, Sendable {
    case defaultHistory = 0
    case readOnly = 1
    case noHistory = 2
  }

  public init() {}

  /// The settings every scenario runs with.
  public static let repeatable = MozcConfig()

  /// The protocol buffer, fields in number order (varint fields only: bools and an enum).
  public var protobufBytes: [UInt8] {
    var writer = ProtobufWriter()
    writer.appendVarint(field: 20, incognitoMode ? 1 : 0)
    writer.appendVarint(field: 50, UInt64(historyLearningLevel.rawValue))
    writer.appendVarint(field: 80, useDateConversion ? 1 : 0)
    writer.appendVarint(field: 100, useHistorySuggest ? 1 : 0)
    writer.appendVarint(field: 101, useDictionarySuggest ? 1 : 0)
    writer.appendVarint(field: 102, useRealtimeConversion ? 1 : 0)
    return writer.bytes
  }
}

/// Just enough of the protocol buffer wire format for `MozcConfig`: varint fields.
///
///     appendVarint(field: 50, 2)  →  90 03 02   (key (50 << 3 | 0) = 400 as a varint, then 2)
struct ProtobufWriter {
  private(set) var bytes: [UInt8] = []

  mutating func appendVarint(field: Int, _ value: UInt64) {
    appendRawVarint(UInt64(field) << 3)  // wire type 0: varint
    appendRawVarint(value)
  }

  private mutating func appendRawVarint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }
}
