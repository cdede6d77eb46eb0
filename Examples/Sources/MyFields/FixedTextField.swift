// (e) The fix: composition is the keyboard's business until it commits.
//
// - field → binding: only when nothing is marked. The commit (Enter, a candidate, focus loss)
//   sends .editingChanged with markedTextRange == nil, so the committed text arrives then.
// - binding → field: only when nothing is marked and the two differ. A render while the user
//   composes leaves the field alone; the binding catches up at the commit.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

public struct FixedTextField: UIViewRepresentable {
  @Binding var text: String

  public init(text: Binding<String>) {
    _text = text
  }

  public final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: FixedTextField

    init(parent: FixedTextField) {
      self.parent = parent
    }

    func editingChanged(_ textField: UITextField) {
      guard textField.markedTextRange == nil else { return }
      let current = textField.text ?? ""
      if parent.text != current {
        parent.text = current
      }
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      true
    }
  }

  public func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  public func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.delegate = context.coordinator
    let coordinator = context.coordinator
    textField.addAction(
      UIAction { [weak textField] _ in
        guard let textField else { return }
        coordinator.editingChanged(textField)
      }, for: .editingChanged)
    return textField
  }

  public func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }
}
