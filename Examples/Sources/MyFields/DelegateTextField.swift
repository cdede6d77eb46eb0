// (b) Delegate-driven, with the usual marked-text guard: the coordinator is the field's
// delegate and copies the text into the binding only when nothing is marked.
//
// The guard fixes typing, but only half of the wrapper: updateUIView still assigns whenever
// the field and the binding differ. While わ is marked they do differ (the binding waits for the
// commit), so any render that happens then (a timer, a parent's state, a `render` step)
// assigns the stale binding over the composition. And textFieldDidChangeSelection only runs
// when the caret or the marked range moves: a forward delete changes the text without either,
// and the binding never hears of it.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

public struct DelegateTextField: UIViewRepresentable {
  @Binding var text: String
  var onSubmit: () -> Void

  public init(text: Binding<String>, onSubmit: @escaping () -> Void = {}) {
    _text = text
    self.onSubmit = onSubmit
  }

  public final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: DelegateTextField

    init(parent: DelegateTextField) {
      self.parent = parent
    }

    public func textFieldDidChangeSelection(_ textField: UITextField) {
      if textField.markedTextRange == nil {
        parent.text = textField.text ?? ""
      }
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
      parent.text = textField.text ?? ""
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      parent.onSubmit()
      return false
    }
  }

  public func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  public func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.delegate = context.coordinator
    textField.returnKeyType = .send
    textField.autocorrectionType = .no
    return textField
  }

  public func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text {
      uiView.text = text
    }
  }
}
