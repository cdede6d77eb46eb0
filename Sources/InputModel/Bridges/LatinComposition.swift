/// Whether a keyboard that types plain Latin letters (`ime=direct`) composes them
/// (`latin-composition=`).
///
///     none:  type "hi"       →  "hi|"       (every letter inserted at once)
///     word:  type "hi"       →  "[hi|]"     (the word stays marked)
///            key space       →  "hi |"      (space, punctuation or Enter commits it)
public enum LatinComposition: String, Hashable, Sendable, CaseIterable {
  /// Every character is inserted at once (a hardware keyboard, SwiftKey, Gboard with
  /// suggestions off or a `visible-password` field: slate#725, EaglerMobile#13,
  /// react-native#20361's workaround).
  case none
  /// The current word stays marked until a space, punctuation or Enter commits it (Gboard
  /// with suggestions: slate#725, ElemeFE/element#14746, EaglerMobile#13).
  case word
}
