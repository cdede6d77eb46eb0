import SwiftUI

// Text view wrappers: a chat box that sends on Return (correct), and two that break input.

/// Sends on Return: the delegate refuses the newline.
struct ChatBox: UIViewRepresentable {
  @Binding var text: String
  var onSend: () -> Void = {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView(frame: .zero, textContainer: nil)
    textView.returnKeyType = .send
    textView.keyboardDismissMode = .interactive
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.parent = self
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: ChatBox
    init(_ parent: ChatBox) { self.parent = parent }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    {
      guard text == "\n" else { return true }
      parent.onSend()
      return false
    }

    func textViewDidChange(_ textView: UITextView) {
      guard textView.markedTextRange == nil else { return }
      parent.text = textView.text
    }
  }
}

/// Highlights #tags by re-assigning `attributedText` on every change, marked text included.
struct HighlightingEditor: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.attributedText = Coordinator.highlighted(text) }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: HighlightingEditor
    init(_ parent: HighlightingEditor) { self.parent = parent }

    static func highlighted(_ text: String) -> NSAttributedString {
      let style = NSMutableParagraphStyle()
      style.lineSpacing = 4
      let result = NSMutableAttributedString(
        string: text, attributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: style])
      for word in text.split(separator: " ") where word.hasPrefix("#") {
        let range = NSRange(word.startIndex..<word.endIndex, in: text)
        result.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: range)
      }
      return result
    }

    func textViewDidChange(_ textView: UITextView) {
      parent.text = textView.text
      let selection = textView.selectedRange
      textView.attributedText = Coordinator.highlighted(textView.text)
      textView.selectedRange = selection
    }
  }
}

/// Copies committed text to the binding, but assigns whenever the two differ.
struct UnguardedNotes: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: UnguardedNotes
    init(_ parent: UnguardedNotes) { self.parent = parent }

    func textViewDidChange(_ textView: UITextView) {
      if textView.markedTextRange == nil { parent.text = textView.text }
    }
  }
}
