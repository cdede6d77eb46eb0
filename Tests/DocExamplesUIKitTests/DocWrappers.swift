// The wrappers of README.md and docs/your-own-code.md: code written for iOS, with the imports
// those docs show (`import SwiftUI`, which on Linux is the shim under SwiftUI's module name;
// the `import` lines are here, as the user's file has them). This file imports nothing else, as
// a wrapper's file does: InputModel also declares a `Binding`, so the tests that replay these
// wrappers live in UIKitDocExamples.swift.
import SwiftUI

// example: README.md #1
struct ChatField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: ChatField
    init(parent: ChatField) { self.parent = parent }

    func textViewDidChange(_ textView: UITextView) {
      // Wait for the commit: while text is marked, the keyboard owns it.
      guard textView.markedTextRange == nil else { return }
      parent.text = textView.text
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      text != "\n"  // Return sends the message instead of breaking the line.
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    textView.isScrollEnabled = false
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.parent = self
    if uiView.markedTextRange == nil, uiView.text != text { uiView.text = text }
  }
}
// end: README.md #1

// example: docs/your-own-code.md #1
struct MessageField: UIViewRepresentable {
  @Binding var text: String
  var onSend: () -> Void = {}

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: MessageField
    init(parent: MessageField) { self.parent = parent }

    func editingChanged(_ textField: UITextField) {
      // Marked text is the keyboard's until it commits; the commit sends
      // .editingChanged again with markedTextRange == nil.
      guard textField.markedTextRange == nil, parent.text != textField.text else { return }
      parent.text = textField.text ?? ""
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      parent.onSend()
      return false
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.delegate = context.coordinator
    field.returnKeyType = .send
    let coordinator = context.coordinator
    field.addAction(
      UIAction { [weak field] _ in
        if let field { coordinator.editingChanged(field) }
      }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    // Never assign over marked text: a render while the user composes leaves it alone.
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }
}
// end: docs/your-own-code.md #1

// example: docs/your-own-code.md #7
struct ComposeBar: View {
  @Binding var text: String

  var body: some View {
    ZStack(alignment: .topLeading) {
      if text.isEmpty {
        Text("Message").foregroundColor(.secondary)
      }
      ChatField(text: $text)
    }
    .padding(8)
  }
}
// end: docs/your-own-code.md #7
