import SwiftUI

// A wrapper file as apps publish it: SwiftUI's import alone (it re-exports UIKit), nothing
// for Linux. It compiles here byte for byte against the shim's module names.

struct NoteEditor: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.isScrollEnabled = false
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    // The keyboard owns marked text; leave it alone until it commits.
    if uiView.markedTextRange == nil && uiView.text != text {
      uiView.text = text
    }
  }

  class Coordinator: NSObject, UITextViewDelegate {
    @Binding var text: String

    init(text: Binding<String>) {
      _text = text
    }

    func textViewDidChange(_ textView: UITextView) {
      if textView.markedTextRange == nil {
        text = textView.text
      }
    }
  }
}
