import Foundation
import InputModel
import InputSimTesting
import InputSimUIKit
import Testing

/// A text view that writes every change to the binding and whose `updateUIView` moves the
/// caret past the end of the text: a range UIKit's own API never makes, which the field refuses.
struct CaretPastEndView: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String
  static let callLine = #line + 17

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: CaretPastEndView
    init(parent: CaretPastEndView) { self.parent = parent }
    func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextView {
    let view = UITextView()
    view.delegate = context.coordinator
    return view
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    uiView.selectedRange = NSRange(location: 99, length: 0)
  }
}

@Suite("no silent shim: a call the shim cannot honour fails the scenario")
struct UnhonouredCallTests {
  static let scenario = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenarios/romaji-wa-ta.scenario").path

  @Test("the failure's heading names the call and the wrapper's file and line; the issue is at the step")
  func failsWithCallAndSite() throws {
    let site = "UnhonouredCallTests.swift:\(CaretPastEndView.callLine)"
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectScenarios(
        at: Self.scenario, bridge: { RepresentableBridge { CaretPastEndView(text: $0) } }, timelines: false)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("shim cannot honour selectedTextRange = {99, 0} (\(site))")
        && issue.sourceLocation?.fileID == "scenarios/romaji-wa-ta.scenario"
    }
    let failure = try #require(results.first?.failure)
    #expect(failure.kind == .stepError)
    #expect(failure.heading.hasPrefix("step 1 ("))
    #expect(failure.heading.contains("the field refuses the range"))
  }

  @Test("the call is noted in the trace, where explain shows it")
  func notedInTrace() throws {
    let explanations = try ScenarioRunner().explainFiles(
      at: Self.scenario, bridge: { RepresentableBridge { CaretPastEndView(text: $0) } })
    let result = try #require(explanations.first?.result)
    #expect(result.unhonouredCalls.first?.note.hasPrefix("shim cannot honour selectedTextRange") == true)
    #expect(explanations[0].text().contains("shim cannot honour selectedTextRange = {99, 0}"))
  }
}

@Suite("setMarkedText clamps its selected range into the marked text, as UIKit does")
struct MarkedTextClampTests {
  @Test(
    "a selected range outside the new marked text is clamped, and the marked text is replaced",
    arguments: [
      (NSRange(location: 5, length: 3), "[かな|]"),
      (NSRange(location: 1, length: 9), "[か{な}]"),
      (NSRange(location: 0, length: 0), "[|かな]"),
    ])
  func clamps(_ range: NSRange, _ expected: String) throws {
    for kind in ShimView.allCases {
      let mounted = try #require(kind.mounted())
      mounted.view.setMarkedText("わ", selectedRange: NSRange(location: 1, length: 0))
      mounted.view.setMarkedText("かな", selectedRange: range)
      let field = mounted.session.field
      let pattern = FieldPattern.render(
        text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
      #expect(pattern == expected, "\(kind)")
      #expect(
        mounted.session.trace.allSatisfy { entry in
          !entry.events.contains {
            if case .note(let text) = $0 { return text.hasPrefix("shim cannot") } else { return false }
          }
        })
    }
  }

  @Test("setAttributedMarkedText marks the string with the same clamp")
  func attributed() throws {
    let mounted = try #require(ShimView.textField.mounted())
    let field = try #require(mounted.view as? UITextField)
    field.setAttributedMarkedText(
      NSAttributedString(string: "にほん"), selectedRange: NSRange(location: 7, length: 1))
    #expect(field.text == "にほん")
    #expect(field.text(in: try #require(field.markedTextRange)) == "にほん")
    #expect(field.selectedUTF16Range == NSRange(location: 3, length: 0))
  }
}

extension UITextField {
  /// The selection as an `NSRange` (UITextField has no `selectedRange`).
  fileprivate var selectedUTF16Range: NSRange? {
    guard let range = selectedTextRange else { return nil }
    let start = offset(from: beginningOfDocument, to: range.start)
    return NSRange(location: start, length: offset(from: range.start, to: range.end))
  }
}
