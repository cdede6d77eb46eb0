// (a) Notification-driven: the shape of many first wrappers. The coordinator listens for
// UITextField.textDidChangeNotification and copies the text into the binding; updateUIView
// puts the binding back into the field on every render.
//
// Its bug is the わ/た drop: the notification arrives while わ is still marked, the binding
// changes, SwiftUI renders, and `uiView.text = text` assigns わ over the composition. The
// keyboard forgets わ, so た starts a new composition that replaces it.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

public struct NotifyingTextField: UIViewRepresentable {
  @Binding var text: String
  var placeholder: String

  public init(text: Binding<String>, placeholder: String = "") {
    _text = text
    self.placeholder = placeholder
  }

  public final class Coordinator: NSObject {
    var text: Binding<String>
    var observer: NSObjectProtocol?

    init(text: Binding<String>) {
      self.text = text
    }
  }

  public func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  public func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.placeholder = placeholder
    textField.borderStyle = .roundedRect
    textField.clearButtonMode = .whileEditing
    textField.setContentHuggingPriority(.defaultHigh, for: .vertical)
    let coordinator = context.coordinator
    coordinator.observer = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: textField, queue: nil
    ) { [weak textField] _ in
      coordinator.text.wrappedValue = textField?.text ?? ""
    }
    return textField
  }

  public func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.text = $text
    uiView.text = text
  }

  public static func dismantleUIView(_ uiView: UITextField, coordinator: Coordinator) {
    if let observer = coordinator.observer {
      NotificationCenter.default.removeObserver(observer)
    }
  }
}
