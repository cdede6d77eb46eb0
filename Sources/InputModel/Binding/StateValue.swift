/// A state's value as the store keeps it: the value itself, or, for the binding of a text
/// field, a reference to the field's text at one edit (`fieldText`) that becomes a `String`
/// only when read (`resolved`).
///
///     StateValue(value: "ab")                                 resolved  →  "ab"
///     StateValue(value: "", fieldText: field "abc" (edits 3))  resolved  →  "abc"
struct StateValue<Value> {
  /// The value; while `fieldText` is set, the value before it (not the state's value).
  var storedValue: Value
  /// The field's text this value is, when a bridge wrote it without making a `String`.
  var fieldText: FieldTextReference?

  init(value: Value, fieldText: FieldTextReference? = nil) {
    self.storedValue = value
    self.fieldText = fieldText
  }

  /// The value, made into a `String` now when it is a reference to the field's text.
  var resolved: Value {
    if let fieldText, let string = fieldText.value as? Value { return string }
    return storedValue
  }
}

extension StateValue where Value == String {
  /// True when both are the same text object: the same reference, or `String`s that share
  /// their storage (whose bytes are then the same, without comparing them).
  ///
  ///     reference r  vs  reference r            →  true
  ///     "abc" (made by r)  vs  reference r      →  true
  ///     "abc"  vs  another "abc"                 →  false (not known without comparing)
  func isIdentical(to other: StateValue<String>) -> Bool {
    switch (fieldText, other.fieldText) {
    case (let mine?, let theirs?):
      if mine === theirs { return true }
      guard let mineString = mine.string, let theirString = theirs.string else { return false }
      return mineString.sharesStorage(with: theirString)
    case (let mine?, nil):
      return mine.string.map { $0.sharesStorage(with: other.storedValue) } ?? false
    case (nil, let theirs?):
      return theirs.string.map { $0.sharesStorage(with: storedValue) } ?? false
    case (nil, nil):
      return storedValue.sharesStorage(with: other.storedValue)
    }
  }

  /// The text's length in UTF-8 bytes, known without making a `String`.
  var utf8Count: Int { fieldText?.utf8Count ?? storedValue.utf8.count }
}

extension StateValue where Value: Equatable {
  /// `resolved == other.resolved` (through `isSameText(as:)` for text), read from the field's
  /// splices without making a `String` when both are the same field's text and `other` is its
  /// text now.
  ///
  ///     reference (edits 4) to "ab"  vs  reference (edits 5, now) to "abc"  →  false
  ///     "ab"  vs  "ab"                                                      →  true
  func isSame(as other: StateValue<Value>) -> Bool {
    if let mine = fieldText, let theirs = other.fieldText, let same = mine.isSameText(asTextNow: theirs) {
      return same
    }
    return AnyStateSlot.isSame(resolved, other.resolved)
  }
}
