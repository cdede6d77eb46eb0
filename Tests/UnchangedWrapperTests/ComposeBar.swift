import SwiftUI

// The component an app ships around its text view, as published: a placeholder over the
// growing text view, a counter under it. Nothing in it knows about Linux.

struct ComposeBar: View {
  @Binding var text: String
  @State private var renders = 0
  var limit: Int = 140

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ZStack(alignment: .topLeading) {
        if text.isEmpty {
          Text("Message")
            .foregroundColor(Color(UIColor.placeholderText))
            .padding(.horizontal, 4)
            .allowsHitTesting(false)
        }
        GrowingTextView(text: $text)
          .frame(minHeight: 36, maxHeight: 120)
      }
      HStack {
        Spacer()
        Text("\(text.count)/\(limit)")
          .font(.caption)
          .foregroundColor(text.count > limit ? .red : .secondary)
      }
    }
    .padding()
  }
}

final class GrowingUITextView: UITextView {
  override var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
  }
}

struct GrowingTextView: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> GrowingUITextView {
    let textView = GrowingUITextView(frame: .zero, textContainer: nil)
    textView.isScrollEnabled = false
    textView.backgroundColor = .clear
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.textContainer.lineBreakMode = .byWordWrapping
    textView.font = UIFont(descriptor: UIFont.systemFont(ofSize: 16).fontDescriptor, size: 0)
    textView.delegate = context.coordinator
    textView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    return textView
  }

  func updateUIView(_ uiView: GrowingUITextView, context: Context) {
    context.coordinator.parent = self
    if uiView.markedTextRange == nil, uiView.text != text {
      uiView.text = text
    }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: GrowingTextView
    init(_ parent: GrowingTextView) { self.parent = parent }

    func textViewDidChange(_ textView: UITextView) {
      guard textView.markedTextRange == nil else { return }
      parent.text = textView.text
    }
  }
}

struct ComposeBar_Previews: PreviewProvider {
  static var previews: some View {
    ComposeBar(text: .constant(""))
  }
}
