/// One DOM event the injected listener saw on the field, in dispatch order, or an `assign`:
/// the page setting the field's `value` from script (what a controlled input's re-render does).
///
///     compositionupdate data="かん" isComposing=true
///     beforeinput inputType=insertCompositionText data="かん" isComposing=true
///     assign data="か"                       ← the page wrote "か" into the field
public struct DOMEvent: Equatable, Sendable, CustomStringConvertible {
  /// `compositionstart`, `compositionupdate`, `compositionend`, `beforeinput`, `input`,
  /// `keydown`, `keyup`, or `assign`.
  public var type: String
  public var inputType: String?
  /// The event's `data` (the assigned value for `assign`).
  public var data: String?
  public var isComposing: Bool?
  public var key: String?
  public var keyCode: Int?

  public init(
    type: String, inputType: String? = nil, data: String? = nil, isComposing: Bool? = nil,
    key: String? = nil, keyCode: Int? = nil
  ) {
    self.type = type
    self.inputType = inputType
    self.data = data
    self.isComposing = isComposing
    self.key = key
    self.keyCode = keyCode
  }

  init(json: JSONValue) {
    self.init(
      type: json["type"]?.stringValue ?? "?", inputType: json["inputType"]?.stringValue,
      data: json["data"]?.stringValue, isComposing: json["isComposing"]?.boolValue,
      key: json["key"]?.stringValue, keyCode: json["keyCode"]?.intValue)
  }

  public var description: String {
    var parts = [type]
    if let inputType { parts.append("inputType=\(inputType)") }
    if let key { parts.append("key=\(key)") }
    if let keyCode { parts.append("keyCode=\(keyCode)") }
    if let data { parts.append("data=\"\(data)\"") }
    if let isComposing { parts.append("isComposing=\(isComposing)") }
    return parts.joined(separator: " ")
  }
}
