// (d) An async write: "Modifying state during view update" warnings push people to write the
// binding from DispatchQueue.main.async. The closure captures the text of the moment it was
// scheduled, and updateUIView assigns whenever the field and the binding differ.
//
// Its bug is a race: keys typed before the main queue runs leave several writes queued, each
// with an older text. When the first one lands the binding is behind the field, the render
// assigns it, and the composition is overwritten with a reading the user already typed past.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

public struct AsyncTextField: UIViewRepresentable {
  @Binding var text: String

  public init(text: Binding<String>) {
    _text = text
  }

  public final class Coordinator: NSObject {
    var parent: AsyncTextField

    init(parent: AsyncTextField) {
      self.parent = parent
    }

    func textChanged(_ textField: UITextField) {
      let typed = textField.text ?? ""
      DispatchQueue.main.async {
        self.parent.text = typed
      }
    }
  }

  public func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  public func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    let coordinator = context.coordinator
    textField.addAction(
      UIAction { [weak textField] _ in
        guard let textField else { return }
        coordinator.textChanged(textField)
      }, for: .editingChanged)
    return textField
  }

  public func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text {
      uiView.text = text
    }
  }
}
