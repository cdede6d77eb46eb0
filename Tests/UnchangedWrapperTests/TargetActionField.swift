import SwiftUI
import UIKit

// Target/action as iOS wrappers write it, with the one edit Linux needs per selector:
// `#selector(Coordinator.changed(_:))` → `Selector(Coordinator.changed)`, and no `@objc`.

struct TargetActionField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.addTarget(context.coordinator, action: Selector(Coordinator.changed), for: .editingChanged)
    NotificationCenter.default.addObserver(
      context.coordinator, selector: Selector(Coordinator.didEnd),
      name: UITextField.textDidEndEditingNotification,
      object: textField)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.markedTextRange == nil && uiView.text != text {
      uiView.text = text
    }
  }

  class Coordinator: NSObject {
    var parent: TargetActionField
    var endings = 0

    init(_ parent: TargetActionField) { self.parent = parent }

    func changed(_ sender: UITextField) {
      guard sender.markedTextRange == nil else { return }
      parent.text = sender.text ?? ""
    }

    func didEnd(_ notification: Notification) {
      endings += 1
    }
  }
}

/// A selector by name: there is no runtime to find the method, so the shim reports the call.
struct NamedSelectorField: UIViewRepresentable {
  @Binding var text: String
  static let addTargetLine = #line + 8

  func makeCoordinator() -> TargetActionField.Coordinator {
    TargetActionField.Coordinator(TargetActionField(text: $text))
  }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.addTarget(context.coordinator, action: Selector("changed:"), for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {}
}
