import SwiftUI

// A view whose own @State the representable inside writes: the commits counted so far, shown
// in the field's placeholder and above it.

struct CountingBar: View {
  @Binding var text: String
  @State private var commits = 0

  var body: some View {
    VStack {
      if commits > 0 {
        Text("\(commits) sent")
      }
      CommitCountingField(text: $text, commits: $commits)
    }
  }
}

struct CommitCountingField: UIViewRepresentable {
  @Binding var text: String
  @Binding var commits: Int

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    uiView.placeholder = "\(commits)"
    if uiView.markedTextRange == nil, uiView.text != text { uiView.text = text }
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: CommitCountingField
    init(_ parent: CommitCountingField) { self.parent = parent }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      guard textField.markedTextRange == nil, parent.text != textField.text else { return }
      parent.text = textField.text ?? ""
      parent.commits += 1
    }
  }
}
