// A wrapper file gated to iOS, with the one line it needs on Linux: `#if os(iOS)` became
// `#if os(iOS) || os(Linux)` (docs/your-own-code.md, "Module names"). Everything else is as
// published: both imports, a coordinator that is the delegate and observes a notification.
#if os(iOS) || os(Linux)
  import UIKit
  import SwiftUI

  struct IOSOnlyField: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String = ""

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: UIViewRepresentableContext<IOSOnlyField>) -> UITextField {
      let field = UITextField(frame: .zero)
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.delegate = context.coordinator
      context.coordinator.observe(field)
      return field
    }

    func updateUIView(_ uiView: UITextField, context: UIViewRepresentableContext<IOSOnlyField>) {
      context.coordinator.parent = self
      guard uiView.markedTextRange == nil, uiView.text != text else { return }
      uiView.text = text
    }

    static func dismantleUIView(_ uiView: UITextField, coordinator: Coordinator) {
      coordinator.stopObserving()
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
      var parent: IOSOnlyField
      private var token: NSObjectProtocol?

      init(_ parent: IOSOnlyField) { self.parent = parent }

      func observe(_ field: UITextField) {
        token = NotificationCenter.default.addObserver(
          forName: UITextField.textDidChangeNotification, object: field, queue: nil
        ) { [weak self] note in
          guard let field = note.object as? UITextField, field.markedTextRange == nil else { return }
          self?.parent.text = field.text ?? ""
        }
      }

      func stopObserving() {
        if let token { NotificationCenter.default.removeObserver(token) }
      }

      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
      }
    }
  }
#endif
