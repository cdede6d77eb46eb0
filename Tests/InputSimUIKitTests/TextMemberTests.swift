import Foundation
import InputModel
import InputSimUIKit
import Testing

/// A field whose delegate records `textFieldDidEndEditing(_:reason:)`.
final class EndReasonRecorder: NSObject, UITextFieldDelegate {
  var reasons: [UITextField.DidEndEditingReason] = []
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    reasons.append(reason)
  }
}

struct RecordingEndField: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String
  let recorder: EndReasonRecorder
  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = recorder
    return field
  }
  func updateUIView(_ uiView: UITextField, context: Context) {}
}

@Suite("members that touch text: attributed text, replace, key-value coding, end reason, window")
struct TextMemberTests {
  @Test(
    "attributedText = is an assignment: over marked text it breaks the composition",
    arguments: ShimView.allCases)
  func attributedTextAssigns(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    try mounted.session.perform(.type("wa"))
    #expect(mounted.session.field.markedRange != nil)
    let bold = NSAttributedString(string: "わ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
    switch mounted.view {
    case let field as UITextField: field.attributedText = bold
    case let view as UITextView: view.attributedText = bold
    default: Issue.record("unexpected view")
    }
    #expect(mounted.session.field.markedRange == nil)
    #expect(mounted.session.violations.map(\.invariant).contains(.compositionOverwrite))
  }

  @Test("attributes are handed back while the text is unchanged; after the keyboard's edit, the defaults")
  func attributesKept() throws {
    let mounted = try #require(ShimView.textView.mounted())
    let view = try #require(mounted.view as? UITextView)
    view.typingAttributes = [.kern: 0.5]
    view.attributedText = NSAttributedString(string: "a", attributes: [.kern: 2.0])
    #expect(view.attributedText.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 2.0)
    try mounted.session.perform(.type("b"))
    #expect(view.attributedText.string == "ab")
    #expect(view.attributedText.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 0.5)
  }

  @Test("replace(_:withText:) replaces the range and leaves the caret after it", arguments: ShimView.allCases)
  func replace(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    mounted.view.plainText = "abcd"
    let start = try #require(mounted.view.position(from: mounted.view.beginningOfDocument, offset: 1))
    let end = try #require(mounted.view.position(from: start, offset: 2))
    let range = try #require(mounted.view.textRange(from: start, to: end))
    switch mounted.view {
    case let field as UITextField: field.replace(range, withText: "X")
    case let view as UITextView: view.replace(range, withText: "X")
    default: Issue.record("unexpected view")
    }
    #expect(mounted.view.plainText == "aXd")
    #expect(mounted.session.field.selectedRange == UTF16Range(location: 2, length: 0))
  }

  @Test("setValue(_:forKey: \"text\") is text =; other keys are stored", arguments: ShimView.allCases)
  func keyValueCoding(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    let view = try #require(mounted.view as? UIView)
    view.setValue("かな", forKey: "text")
    #expect(mounted.session.field.text == "かな")
    #expect(view.value(forKey: "text") as? String == "かな")
    view.setValue(UIColor.gray, forKeyPath: "placeholderLabel.textColor")
    #expect(view.value(forKeyPath: "placeholderLabel.textColor") as? UIColor == UIColor.gray)
  }

  @Test("blur calls textFieldDidEndEditing(_:reason:) with .committed")
  func endReason() throws {
    let recorder = EndReasonRecorder()
    let bridge = RepresentableBridge { RecordingEndField(text: $0, recorder: recorder) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    try session.perform(.focus)
    try session.perform(.type("a"))
    try session.perform(.blur)
    #expect(recorder.reasons == [.committed])
  }

  @Test("a mounted view has a window; one made by hand, or dismantled, has none")
  func window() throws {
    #expect(UITextField().window == nil)
    let bridge = RepresentableBridge { PlainTextField(text: $0) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    let field = try #require(bridge.uiView)
    #expect(field.window != nil)
    session.end()
    #expect(field.window == nil)
  }

  @Test("UITextView(frame:textContainer:) keeps the container it is given")
  func designatedInitializer() {
    let container = NSTextContainer(size: CGSize(width: 100, height: 0))
    container.lineBreakMode = .byCharWrapping
    let view = UITextView(frame: .zero, textContainer: container)
    #expect(view.textContainer === container)
    #expect(UITextView().textContainer.lineBreakMode == .byWordWrapping)
  }

  @Test("fonts from descriptors keep size and traits; UIFont() is 17 points")
  func fonts() throws {
    #expect(UIFont().pointSize == 17)
    let descriptor = try #require(UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold))
    let bold = UIFont(descriptor: descriptor, size: 0)
    #expect(bold.pointSize == 15)
    #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(UIColor(Color.red) == UIColor.red)
    #expect(UIColor().name == "clear")
  }
}
