import Foundation
import InputModel
import InputSimUIKit
import Testing

/// A text field wrapper that logs, in order, every delegate call, control action and
/// notification it gets; the binding follows committed text only.
struct RecordingField: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: RecordingField
    var log: [String] = []
    var tokens: [NSObjectProtocol] = []
    init(parent: RecordingField) { self.parent = parent }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      log.append("shouldEnd")
      return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      log.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
      return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("shouldReturn")
      return true
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    field.delegate = coordinator
    let events: [(UIControl.Event, String)] = [
      (.editingChanged, "editingChanged"), (.editingDidBegin, "editingDidBegin"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
      (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in events {
      field.addAction(UIAction { _ in coordinator.log.append(name) }, for: event)
    }
    let notifications: [(Notification.Name, String)] = [
      (UITextField.textDidBeginEditingNotification, "beginNotification"),
      (UITextField.textDidChangeNotification, "changeNotification"),
      (UITextField.textDidEndEditingNotification, "endNotification"),
    ]
    for (name, label) in notifications {
      coordinator.tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
          coordinator.log.append(label + (field.markedTextRange == nil ? "" : " (marked)"))
          if field.markedTextRange == nil { coordinator.parent.text = field.text ?? "" }
        })
    }
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.markedTextRange == nil, uiView.text != text { uiView.text = text }
  }

  static func dismantleUIView(_ uiView: UITextField, coordinator: Coordinator) {
    for token in coordinator.tokens { NotificationCenter.default.removeObserver(token) }
  }
}

/// One case of the documented callback-order table: the steps before, the step whose
/// callbacks are compared, and the callbacks the table lists for it.
struct CallbackOrderCase: CustomTestStringConvertible, Sendable {
  var name: String
  var inputMethod: InputMethodKind
  var before: [SessionStep]
  var step: SessionStep
  var expected: [String]
  var testDescription: String { name }
}

@Suite("UIKit's callback order, case by case, as docs/your-own-code.md tables it")
struct CallbackOrderTests {
  static let cases: [CallbackOrderCase] = [
    CallbackOrderCase(
      name: "keystroke that inserts text", inputMethod: .direct, before: [], step: .type("a"),
      expected: ["shouldChange 0,0 \"a\"", "editingChanged", "changeNotification", "didChangeSelection"]),
    CallbackOrderCase(
      name: "keystroke that sets marked text", inputMethod: .romaji, before: [], step: .type("k"),
      expected: ["editingChanged", "changeNotification (marked)", "didChangeSelection"]),
    CallbackOrderCase(
      name: "keystroke that changes marked text, caret moving", inputMethod: .romaji, before: [.type("ka")],
      step: .type("k"), expected: ["editingChanged", "changeNotification (marked)", "didChangeSelection"]),
    CallbackOrderCase(
      name: "keystroke that changes marked text, caret staying (k → か)", inputMethod: .romaji,
      before: [.type("k")], step: .type("a"), expected: ["editingChanged", "changeNotification (marked)"]),
    CallbackOrderCase(
      name: "commit of marked text", inputMethod: .romaji, before: [.type("ka")], step: .action(.commit),
      expected: ["editingChanged", "changeNotification", "didChangeSelection"]),
    CallbackOrderCase(
      name: "deleteBackward inside marked text", inputMethod: .romaji, before: [.type("kak")],
      step: .key(.backspace, count: 1),
      expected: ["editingChanged", "changeNotification (marked)", "didChangeSelection"]),
    CallbackOrderCase(
      name: "deleteBackward outside marked text", inputMethod: .direct, before: [.type("ab")],
      step: .key(.backspace, count: 1),
      expected: ["shouldChange 1,1 \"\"", "editingChanged", "changeNotification", "didChangeSelection"]),
    CallbackOrderCase(
      name: "forward delete: the text changes, neither range moves", inputMethod: .direct,
      before: [.type("ab"), .key(.left, count: 1)], step: .key(.delete, count: 1),
      expected: ["shouldChange 1,1 \"\"", "editingChanged", "changeNotification"]),
    CallbackOrderCase(
      name: "programmatic text = without marked text", inputMethod: .direct, before: [],
      step: .set("x", deferred: false),
      expected: []),
    CallbackOrderCase(
      name: "programmatic text = with marked text", inputMethod: .romaji, before: [.type("ka")],
      step: .set("x", deferred: false), expected: []),
    CallbackOrderCase(
      name: "focus out", inputMethod: .direct, before: [.type("a")], step: .blur,
      expected: ["didEnd", "endNotification", "editingDidEnd"]),
    CallbackOrderCase(
      name: "focus in", inputMethod: .direct, before: [.blur], step: .focus,
      expected: ["didBegin", "beginNotification", "editingDidBegin"]),
    CallbackOrderCase(
      name: "return key without marked text", inputMethod: .direct, before: [.type("a")],
      step: .key(.enter, count: 1),
      expected: [
        "shouldReturn", "primaryActionTriggered", "editingDidEndOnExit", "shouldEnd", "didEnd",
        "endNotification",
        "editingDidEnd",
      ]),
  ]

  @Test("the recorded callbacks are the table's, in its order", arguments: cases)
  func order(_ testCase: CallbackOrderCase) throws {
    let bridge = RepresentableBridge(name: "recording") { RecordingField(text: $0) }
    let session = Session(inputMethod: testCase.inputMethod.make(), bridge: bridge)
    for step in testCase.before { try session.perform(step) }
    let start = bridge.coordinator?.log.count ?? 0
    try session.perform(testCase.step)
    let log = Array((bridge.coordinator?.log ?? []).dropFirst(start))
    #expect(log == testCase.expected)
  }

  @Test("becomeFirstResponder from the app asks textFieldShouldBeginEditing first")
  func appFocusAsksDelegate() throws {
    let bridge = RepresentableBridge(name: "recording") { RecordingField(text: $0) }
    let session = Session(inputMethod: InputMethodKind.direct.make(), bridge: bridge)
    try session.perform(.blur)
    let start = bridge.coordinator?.log.count ?? 0
    bridge.uiView?.becomeFirstResponder()
    #expect(Array((bridge.coordinator?.log ?? []).dropFirst(start)).first == "shouldBegin")
    #expect(bridge.uiView?.isFirstResponder == true)
  }
}
