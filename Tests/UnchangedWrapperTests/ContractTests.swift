import InputModel
import InputSimHangul
import InputSimRime
import InputSimTesting
import Testing
import UIKit

/// The invariants broken anywhere in `results`.
private func violated(_ results: [ScenarioResult]) -> Set<InvariantID> {
  Set(results.flatMap { $0.trace.flatMap { $0.violations.map(\.invariant) } })
}

/// The contract files that failed, by file name.
private func failedFiles(_ results: [ScenarioResult]) -> Set<String> {
  Set(results.filter { $0.status == .failed }.map { URL(fileURLWithPath: $0.path).lastPathComponent })
}

/// Whether an issue is a contract failure: at a bundled contract scenario, naming the wrapper.
private func isContractIssue(_ issue: Issue, wrapper: String) -> Bool {
  issue.sourceLocation?.fileID.hasPrefix("contract/") == true
    && issue.comments.contains { $0.rawValue.contains("for \(wrapper):") }
}

@Suite("the UITextField contract")
struct TextFieldContractTests {
  @Test("a subclass with target/action and both guards keeps the contract, Korean and pinyin included")
  func correctFieldPasses() throws {
    let results = try expectContract(.textField, keyboards: .builtIn + [.hangul, .pinyin]) {
      SearchField(text: $0)
    }
    #expect(results.count == 9)
    #expect(results.allSatisfy { $0.status == .passed })
  }

  @Test("assigning on every render breaks every composition: composition-overwrite")
  func assignEveryRender() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectContract(.textField) { AssignEveryRenderField(text: $0) }
    } matching: {
      isContractIssue($0, wrapper: "AssignEveryRenderField")
    }
    #expect(violated(results).contains(.compositionOverwrite))
    #expect(failedFiles(results).contains("flick-wa-ta.scenario"))
  }

  @Test("an unguarded assignment survives typing but not a render during composition")
  func unguardedAssign() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectContract(.textField) { UnguardedAssignField(text: $0) }
    } matching: {
      isContractIssue($0, wrapper: "UnguardedAssignField")
    }
    #expect(failedFiles(results) == ["render-while-composing.scenario"])
    #expect(violated(results) == [.compositionOverwrite, .lostInput])
  }

  @Test("a binding written only at end of editing misses every commit; the app's clear then changes nothing")
  func endEditingOnly() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectContract(.textField) { EndEditingOnlyField(text: $0) }
    } matching: {
      isContractIssue($0, wrapper: "EndEditingOnlyField")
    }
    #expect(failedFiles(results).count == 7)
    let headings = results.compactMap { $0.failure?.heading }
    #expect(headings.filter { $0.hasPrefix("binding does not match") }.count == 6, "\(headings)")
    #expect(headings.contains("field does not match after step 3 (set \"\")"), "\(headings)")
  }

  @Test("a text view held to the field contract is named, not replayed")
  func wrongKind() throws {
    try withKnownIssue {
      _ = try expectContract(.textField) { ChatBox(text: $0) }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("holds UITextView, not a UITextField") }
    }
  }
}

@Suite("the UITextView contract")
struct TextViewContractTests {
  @Test("the growing text view inside its compose bar keeps the contract; Return breaks the line")
  func composeBarPasses() throws {
    let results = try expectContract(.textView) { ComposeBar(text: $0) }
    #expect(results.count == 7)
    #expect(results.allSatisfy { $0.status == .passed })
    #expect(results.contains { $0.path.hasSuffix("return-newline.scenario") })
  }

  @Test("a chat box that refuses the newline is held to the refused Return")
  func chatBoxPasses() throws {
    let results = try expectContract(.textView, keyboards: .builtIn + [.hangul]) { ChatBox(text: $0) }
    #expect(results.allSatisfy { $0.status == .passed })
    #expect(results.contains { $0.path.hasSuffix("return-refused.scenario") })
  }

  @Test("re-assigning highlighted attributedText during composition: composition-overwrite")
  func highlighter() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectContract(.textView) { HighlightingEditor(text: $0) }
    } matching: {
      isContractIssue($0, wrapper: "HighlightingEditor")
    }
    #expect(violated(results).contains(.compositionOverwrite))
    #expect(failedFiles(results).contains("romaji-wa-ta.scenario"))
  }

  @Test("an unguarded assignment in updateUIView fails the render during composition")
  func unguardedNotes() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectContract(.textView) { UnguardedNotes(text: $0) }
    } matching: {
      isContractIssue($0, wrapper: "UnguardedNotes")
    }
    #expect(failedFiles(results) == ["render-while-composing.scenario"])
    #expect(violated(results) == [.compositionOverwrite, .lostInput])
  }
}
