/// Work done by a field's edits that would grow with the text if edits were not local: UTF-8
/// bytes walked to find string indices and UTF-16 units handed to ICU. The scale tests
/// compare it between a short and a long text.
///
///     type "a" at the end of 100,000 ASCII characters  →  0 bytes walked, 0 units segmented
struct EditCost: Equatable, Sendable {
  /// UTF-8 bytes stepped over to turn UTF-16 offsets into string indices.
  var utf8BytesWalked = 0
  /// UTF-16 units copied into ICU to update the boundaries.
  var utf16UnitsSegmented = 0
  /// UTF-16 units of marked texts segmented to check a `setMarkedText` (the whole marked
  /// text each time it changes; nothing when the same text is marked again).
  var markedUTF16UnitsSegmented = 0
}
