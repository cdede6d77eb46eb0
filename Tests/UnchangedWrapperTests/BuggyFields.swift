import SwiftUI
import UIKit

// Text field wrappers in shapes that break Japanese input, each the way public ones do.

/// Notification-driven; `updateUIView` assigns on every render.
struct AssignEveryRenderField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject {
    var parent: AssignEveryRenderField
    var token: NSObjectProtocol?
    init(_ parent: AssignEveryRenderField) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    coordinator.token = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: field, queue: .main
    ) { _ in
      coordinator.parent.text = field.text ?? ""
    }
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    uiView.text = text
  }
}

/// Delegate-driven with a marked-text guard on the write, none on the assignment.
struct UnguardedAssignField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: UnguardedAssignField
    init(_ parent: UnguardedAssignField) { self.parent = parent }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if textField.markedTextRange == nil {
        parent.text = textField.text ?? ""
      }
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.text = text }
  }
}

/// Writes the binding only when editing ends: Return's commit never reaches it.
struct EndEditingOnlyField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: EndEditingOnlyField
    init(_ parent: EndEditingOnlyField) { self.parent = parent }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
      parent.text = textField.text ?? ""
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.markedTextRange == nil, uiView.text != text { uiView.text = text }
  }
}
