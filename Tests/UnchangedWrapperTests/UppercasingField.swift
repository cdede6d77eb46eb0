import SwiftUI

// A field that rewrites what is typed from its action, as formatting wrappers do.

/// Upper-cases what is typed from its `.editingChanged` action, marked text included.
struct UppercasingField: UIViewRepresentable {
  @Binding var text: String

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.addAction(
      UIAction { [weak field] _ in
        guard let field, let typed = field.text else { return }
        field.text = typed.uppercased() + "!"
      }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {}
}
