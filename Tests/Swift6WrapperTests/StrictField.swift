import SwiftUI

// A wrapper written for Swift 6 mode, as it compiles against UIKit there: the coordinator is
// explicitly @MainActor and conforms to the @MainActor delegate protocol, a UIAction handler
// and a main-queue block touch views and the binding. It compiles here only because the
// shim's views, delegate protocols and representable protocol carry UIKit's isolation, and it
// runs only because the session runs it on the main actor: its closures check that at run time.

struct StrictField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.delegate = context.coordinator
    let coordinator = context.coordinator
    field.addAction(UIAction { _ in coordinator.edited(field) }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    // Wrappers assert where UIKit runs them; here too, whichever thread drives the session.
    dispatchPrecondition(condition: .onQueue(.main))
    context.coordinator.text = $text
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }

  @MainActor
  final class Coordinator: NSObject, UITextFieldDelegate {
    var text: Binding<String>
    private(set) var returns = 0

    init(text: Binding<String>) { self.text = text }

    func edited(_ field: UITextField) {
      guard field.markedTextRange == nil else { return }
      // A main-actor closure handed to the standard library: Swift 6 mode checks at run time
      // that it runs on the main actor.
      text.wrappedValue = field.text.map { String($0) } ?? ""
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      DispatchQueue.main.async { self.returns += 1 }
      return true
    }
  }
}
