// Wrappers written as app code for iOS, with only the import block switched.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

/// Pushes every change to the binding from the text-did-change notification; assigns the
/// binding back whenever it differs (the wrapper that loses わ).
struct NotifyingField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject {
    var parent: NotifyingField
    var token: NSObjectProtocol?
    init(parent: NotifyingField) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.text = text
    field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let coordinator = context.coordinator
    coordinator.token = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: field, queue: nil
    ) { _ in
      coordinator.parent.text = field.text ?? ""
    }
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.text = text }
  }

  static func dismantleUIView(_ uiView: UITextField, coordinator: Coordinator) {
    if let token = coordinator.token { NotificationCenter.default.removeObserver(token) }
  }
}

/// Writes the binding on the next main-queue turn.
struct AsyncField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject {
    var parent: AsyncField
    init(parent: AsyncField) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    field.addAction(
      UIAction { _ in
        let value = field.text ?? ""
        DispatchQueue.main.async { coordinator.parent.text = value }
      }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.markedTextRange == nil, uiView.text != text { uiView.text = text }
  }
}

/// A text view that counts `textViewDidChangeSelection` and notes whether text was marked then.
struct SelectionCountingView: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextViewDelegate {
    var calls: [Bool] = []
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append(textView.markedTextRange != nil) }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UITextView {
    let view = UITextView()
    view.delegate = context.coordinator
    return view
  }

  func updateUIView(_ uiView: UITextView, context: Context) {}
}
