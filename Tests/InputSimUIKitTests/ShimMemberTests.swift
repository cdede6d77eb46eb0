import Foundation
import InputModel
import InputSimUIKit
import Testing

/// The text-input members `UITextField` and `UITextView` share, so one table covers both.
protocol SharedTextInput: AnyObject {
  var plainText: String { get set }
  var markedTextRange: UITextRange? { get }
  var selectedTextRange: UITextRange? { get set }
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  var hasText: Bool { get }
  var isFirstResponder: Bool { get }
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func text(in range: UITextRange) -> String?
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  func unmarkText()
  func insertText(_ text: String)
  func deleteBackward()
  func becomeFirstResponder() -> Bool
  func resignFirstResponder() -> Bool
}

extension UITextField: SharedTextInput {
  var plainText: String {
    get { text ?? "" }
    set { text = newValue }
  }
}

extension UITextView: SharedTextInput {
  var plainText: String {
    get { text ?? "" }
    set { text = newValue }
  }
}

/// Wrappers that only make the view: the members are driven from the test.
struct PlainTextField: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String
  func makeUIView(context: Context) -> UITextField { UITextField(frame: .zero) }
  func updateUIView(_ uiView: UITextField, context: Context) {}
}

struct PlainTextView: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String
  func makeUIView(context: Context) -> UITextView { UITextView(frame: .zero) }
  func updateUIView(_ uiView: UITextView, context: Context) {}
}

/// A session and its view; reaching the view through this object keeps the session (which
/// the view's field belongs to) alive for as long as the test uses the view.
final class MountedView {
  let session: Session
  let view: any SharedTextInput
  init(session: Session, view: any SharedTextInput) {
    self.session = session
    self.view = view
  }
}

enum ShimView: String, CaseIterable, Sendable {
  case textField, textView

  /// A session on the romaji keyboard whose field is this kind of view.
  func mounted() -> MountedView? {
    switch self {
    case .textField:
      let bridge = RepresentableBridge(name: "plain") { PlainTextField(text: $0) }
      let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
      return bridge.uiView.map { MountedView(session: session, view: $0) }
    case .textView:
      let bridge = RepresentableBridge(name: "plain") { PlainTextView(text: $0) }
      let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
      return bridge.uiView.map { MountedView(session: session, view: $0) }
    }
  }
}

@Suite("the shim's text-input members, on UITextField and UITextView alike")
struct ShimMemberTests {
  @Test("text set and get are the session field's text", arguments: ShimView.allCases)
  func textRoundTrip(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    mounted.view.plainText = "a👍b"
    #expect(mounted.view.plainText == "a👍b")
    #expect(mounted.session.field.text == "a👍b")
    #expect(mounted.view.hasText)
    mounted.view.plainText = ""
    #expect(!mounted.view.hasText)
  }

  @Test("positions, offsets, ranges and text(in:) count UTF-16 units", arguments: ShimView.allCases)
  func positionsAndRanges(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    mounted.view.plainText = "a👍b"
    #expect(mounted.view.offset(from: mounted.view.beginningOfDocument, to: mounted.view.endOfDocument) == 4)
    let start = try #require(mounted.view.position(from: mounted.view.beginningOfDocument, offset: 1))
    let end = try #require(mounted.view.position(from: start, offset: 2))
    #expect(mounted.view.position(from: mounted.view.endOfDocument, offset: 1) == nil)
    let range = try #require(mounted.view.textRange(from: start, to: end))
    #expect(mounted.view.text(in: range) == "👍")
  }

  @Test("selectedTextRange set then get gives the same range", arguments: ShimView.allCases)
  func selection(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    mounted.view.plainText = "abcd"
    let start = try #require(mounted.view.position(from: mounted.view.beginningOfDocument, offset: 1))
    let end = try #require(mounted.view.position(from: mounted.view.beginningOfDocument, offset: 3))
    mounted.view.selectedTextRange = mounted.view.textRange(from: start, to: end)
    let selected = try #require(mounted.view.selectedTextRange)
    #expect(mounted.view.offset(from: mounted.view.beginningOfDocument, to: selected.start) == 1)
    #expect(mounted.view.offset(from: mounted.view.beginningOfDocument, to: selected.end) == 3)
  }

  @Test("setMarkedText marks, unmarkText commits and keeps the text", arguments: ShimView.allCases)
  func markedText(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    #expect(mounted.view.markedTextRange == nil)
    mounted.view.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    let marked = try #require(mounted.view.markedTextRange)
    #expect(mounted.view.text(in: marked) == "かな")
    mounted.view.unmarkText()
    #expect(mounted.view.markedTextRange == nil)
    #expect(mounted.view.plainText == "かな")
    #expect(mounted.session.field.text == "かな")
  }

  @Test("insertText and deleteBackward edit at the caret", arguments: ShimView.allCases)
  func insertAndDelete(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    mounted.view.insertText("ab")
    mounted.view.insertText("c")
    #expect(mounted.view.plainText == "abc")
    mounted.view.deleteBackward()
    #expect(mounted.view.plainText == "ab")
  }

  @Test("resign and become first responder change isFirstResponder", arguments: ShimView.allCases)
  func firstResponder(_ kind: ShimView) throws {
    let mounted = try #require(kind.mounted())
    #expect(mounted.view.isFirstResponder == mounted.session.field.isFocused)
    #expect(mounted.view.resignFirstResponder())
    #expect(!mounted.view.isFirstResponder)
    #expect(mounted.view.becomeFirstResponder())
    #expect(mounted.view.isFirstResponder)
  }

  @Test("addAction and sendActions run the actions registered for the event")
  func actions() {
    let field = UITextField()
    var fired: [String] = []
    field.addAction(UIAction { _ in fired.append("changed") }, for: .editingChanged)
    field.addAction(UIAction { _ in fired.append("value") }, for: .valueChanged)
    field.sendActions(for: .valueChanged)
    field.sendActions(for: .editingChanged)
    #expect(fired == ["value", "changed"])
  }

  @Test("appearance and keyboard properties keep the value they are given")
  func storedProperties() {
    let field = UITextField()
    field.placeholder = "phone"
    field.keyboardType = .numberPad
    field.returnKeyType = .done
    field.isSecureTextEntry = true
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.autocorrectionType = .no
    #expect(field.placeholder == "phone")
    #expect(field.keyboardType == .numberPad)
    #expect(field.returnKeyType == .done)
    #expect(field.isSecureTextEntry)
    #expect(field.borderStyle == .roundedRect)
    #expect(field.clearButtonMode == .whileEditing)
    #expect(field.autocorrectionType == .no)
    let view = UITextView()
    view.isScrollEnabled = false
    view.isEditable = false
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    view.textContainer.maximumNumberOfLines = 1
    #expect(!view.isScrollEnabled)
    #expect(!view.isEditable)
    #expect(view.textContainerInset == .zero)
    #expect(view.textContainer.lineFragmentPadding == 0)
    #expect(view.textContainer.maximumNumberOfLines == 1)
  }
}

@Suite("a view that outlives its session")
struct ViewOutlivesSessionTests {
  /// The view only: the session that made it is gone when this returns.
  static func orphanedField() -> UITextField? {
    let bridge = RepresentableBridge(name: "plain") { PlainTextField(text: $0) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    session.field.focus()
    return withExtendedLifetime(session) { bridge.uiView }
  }

  @Test("reads see the field as the session left it, and writes do nothing; nothing traps")
  func orphanedViewIsInert() throws {
    let field = try #require(Self.orphanedField())
    #expect(field.text == "")
    field.insertText("a")
    field.text = "b"
    field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
    field.unmarkText()
    field.deleteBackward()
    _ = field.becomeFirstResponder()
    #expect(field.text == "")
    #expect(field.markedTextRange == nil)
  }
}
