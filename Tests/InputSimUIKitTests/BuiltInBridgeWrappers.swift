#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

/// The `naive` and `swiftui13` bridges' logic as UIKit wrappers: write the binding on every
/// change notification (marked text included); `assignAlways` assigns on every render, as
/// SwiftUI 1's field did, else only when the two differ.
struct ChangeFollowingField: UIViewRepresentable {
  @Binding var text: String
  var assignAlways: Bool

  final class Coordinator: NSObject {
    var parent: ChangeFollowingField
    init(parent: ChangeFollowingField) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    field.addAction(UIAction { _ in coordinator.parent.text = field.text ?? "" }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if assignAlways || uiView.text != text { uiView.text = text }
  }
}

/// The `guarded` bridge's logic as a wrapper: push only committed text, never assign while
/// marked text exists.
struct CommitOnlyField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: CommitOnlyField
    init(parent: CommitOnlyField) { self.parent = parent }
    func textFieldDidEndEditing(_ textField: UITextField) { push(textField) }
    func push(_ field: UITextField) {
      guard field.markedTextRange == nil, parent.text != field.text ?? "" else { return }
      parent.text = field.text ?? ""
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    let coordinator = context.coordinator
    field.addAction(UIAction { _ in coordinator.push(field) }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }
}
