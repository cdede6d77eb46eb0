// (c) UITextView-based: a multi-line notes editor. textViewDidChange copies every change into
// the binding, marked text included; updateUIView only assigns when the two differ, so it never
// overwrites the composition by itself.
//
// Its bug is quieter: the binding (and every onChange, counter or validation hanging off it)
// sees the reading while it is typed: romaji letters "ky", then "きょ", then "きょう", and only
// later the text the user meant. With conversion the binding holds a reading the user never
// committed.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

public struct NotesTextView: UIViewRepresentable {
  @Binding var text: String

  public init(text: Binding<String>) {
    _text = text
  }

  public final class Coordinator: NSObject, UITextViewDelegate {
    var text: Binding<String>

    init(text: Binding<String>) {
      self.text = text
    }

    public func textViewDidChange(_ textView: UITextView) {
      text.wrappedValue = textView.text
    }
  }

  public func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  public func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    textView.isScrollEnabled = false
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.backgroundColor = .clear
    return textView
  }

  public func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.text = $text
    if uiView.text != text {
      uiView.text = text
    }
  }
}
