import SwiftUI
import UIKit

// A UITextField subclass with target/action, wrapped, in the common public shape: an inset
// field that reports edits through `.editingChanged` and submits on Return.

final class InsetTextField: UITextField {
  var onReturn: () -> Void = {}

  override init(frame: CGRect) {
    super.init(frame: frame)
    borderStyle = .none
    layer.cornerRadius = 8
    clipsToBounds = true
    returnKeyType = .search
    addAction(UIAction { [weak self] _ in self?.onReturn() }, for: .primaryActionTriggered)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 36)
  }
}

struct SearchField: UIViewRepresentable {
  @Binding var text: String
  var onSearch: () -> Void = {}

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> InsetTextField {
    let field = InsetTextField(frame: .zero)
    field.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.placeholderText])
    field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 15), .kern: 0.2]
    field.onReturn = onSearch
    let coordinator = context.coordinator
    field.addAction(UIAction { _ in coordinator.changed(field) }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: InsetTextField, context: Context) {
    context.coordinator.text = $text
    guard uiView.markedTextRange == nil, uiView.text != text else { return }
    uiView.text = text
  }

  final class Coordinator: NSObject {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }

    func changed(_ field: UITextField) {
      // The keyboard's reading is not the user's text yet.
      guard field.markedTextRange == nil else { return }
      text.wrappedValue = field.text ?? ""
    }
  }
}
