/// A violation's sentence as kept: written out, or written when read from the snapshot the
/// violation keeps, for sentences that quote its whole texts.
///
///     .settledBindingDiffers, snapshot binding "AB", field "ab|"
///       →  settled with the binding "AB" but the field showing "ab"
enum ViolationMessage: Sendable {
  case text(String)
  /// `binding-mismatch`: the settled binding is not the field's text.
  case settledBindingDiffers

  /// The sentence, for a violation that kept `snapshot`.
  func text(snapshot: KeptSnapshot) -> String {
    switch self {
    case .text(let text):
      return text
    case .settledBindingDiffers:
      let state = snapshot.snapshot
      return Self.settledBindingDiffers(binding: state.binding, field: state.field.text)
    }
  }

  static func settledBindingDiffers(binding: String, field: String) -> String {
    settledBindingDiffers(quotedBinding: Quoting.quoted(binding), quotedField: Quoting.quoted(field))
  }

  /// The sentence with both texts already quoted (a timeline's, around its caret).
  static func settledBindingDiffers(quotedBinding: String, quotedField: String) -> String {
    "settled with the binding \(quotedBinding) but the field showing \(quotedField)"
  }
}
