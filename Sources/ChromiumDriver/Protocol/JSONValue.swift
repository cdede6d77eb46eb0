import Foundation

/// A JSON value as the DevTools protocol sends it: commands are built from it and replies and
/// events are read through it, so no `Any` crosses the driver's API.
///
///     JSONValue.object(["id": .int(1), "method": .string("Browser.close")]).encoded()
///     // {"id":1,"method":"Browser.close"}
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A whole number; kept apart from `double` so command ids go out as `1`, not `1.0`.
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The member `key` of an object, or `nil` for a missing key or a value that is no object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var intValue: Int? {
    switch self {
    case .int(let value): value
    case .double(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
    default: nil
    }
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The value as UTF-8 JSON text.
  public func encoded() -> [UInt8] {
    var output: [UInt8] = []
    append(to: &output)
    return output
  }

  private func append(to output: inout [UInt8]) {
    switch self {
    case .null: output += Array("null".utf8)
    case .bool(let value): output += Array((value ? "true" : "false").utf8)
    case .int(let value): output += Array(String(value).utf8)
    case .double(let value):
      // JSON has no NaN or infinity; the protocol never needs them.
      output += Array((value.isFinite ? "\(value)" : "null").utf8)
    case .string(let value): JSONValue.appendString(value, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.append(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      // Sorted keys keep the bytes sent for a command reproducible.
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONValue.appendString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        members[key, default: .null].append(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func appendString(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0..<0x20:
        // Control characters (NUL above all: it ends a frame) are always escaped.
        let hex = Array("0123456789abcdef".utf8)
        output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Parses UTF-8 JSON text; malformed text throws `ChromiumError.malformedMessage`.
  public static func decode(_ bytes: [UInt8]) throws(ChromiumError) -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch {
      throw .malformedMessage(String(decoding: bytes.prefix(200), as: UTF8.self))
    }
  }
}

extension JSONValue: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // The order matters: the decoder reads `true` only as a Bool and `1.5` only as a Double.
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
