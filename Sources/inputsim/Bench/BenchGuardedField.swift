// Imports only what a wrapper's file imports: InputModel declares a `Binding` of its own, so
// the code that drives this wrapper lives in Benchmarks+Representable.swift.
import Foundation
import InputSimUIKit

/// The wrapper `inputsim bench` drives through `RepresentableBridge`: the guarded bridge's rule
/// written as app code (the binding follows only committed text; `updateUIView` never assigns
/// while text is marked), so its keystrokes/s compare with the built-in bridge's on the same
/// steps.
///
///     flick わ, flick た, key enter  →  binding "わた", written once, at the commit
struct BenchGuardedField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: BenchGuardedField
    init(parent: BenchGuardedField) { self.parent = parent }

    func textFieldDidEndEditing(_ textField: UITextField) { push(textField) }

    func push(_ textField: UITextField) {
      guard textField.markedTextRange == nil, parent.text != textField.text ?? "" else { return }
      parent.text = textField.text ?? ""
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.delegate = context.coordinator
    let coordinator = context.coordinator
    textField.addAction(
      UIAction { [weak textField] _ in
        if let textField { coordinator.push(textField) }
      }, for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }
}
