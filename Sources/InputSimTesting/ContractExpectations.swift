import Foundation
import InputModel
import InputSimUIKit
import Testing

/// Holds a wrapper to a contract inside a Swift Testing test: replays every contract scenario
/// against the view `content` builds (a representable or the component around it, through
/// `ViewBridge`) and records each failure as a test issue at the contract scenario's line,
/// its comment naming the contract and the wrapper.
///
///     @Test func composeBarKeepsTheContract() throws {
///       try expectContract(.textView) { ComposeBar(text: $0) }
///     }
///
/// A text view whose delegate refuses Return's `"\n"` is held to the refused variant of the
/// Return scenario; any other refusal still fails.
///
/// - Parameters:
///   - contract: `.textField` or `.textView`; the first text view found must be of that kind.
///   - keyboards: add `.hangul` / `.pinyin` (with their products) to include Korean and pinyin.
///   - name: the wrapper's name in reports (default: the view's type name).
/// - Returns: every result, for further checks.
@discardableResult
public func expectContract<Content: View>(
  _ contract: WrapperContract, keyboards: InputMethodRegistry = .builtIn, name: String? = nil,
  options: UIKitCallbackOptions = .standard, sourceLocation: SourceLocation = #_sourceLocation,
  _ content: @escaping @MainActor (InputSimUIKit.Binding<String>) -> Content
) throws -> [ScenarioResult] {
  let wrapper = name ?? String(describing: Content.self)
  let paths = contract.scenarioPaths(keyboards: keyboards)
  if paths.isEmpty {
    Issue.record("no contract scenarios found for \(contract.rawValue)", sourceLocation: sourceLocation)
  }
  let runner = ScenarioRunner(keyboards: keyboards)
  var results: [ScenarioResult] = []
  for path in paths {
    var bridges: [ViewBridge<Content>] = []
    let make = {
      let bridge = ViewBridge(name: wrapper, options: options, content)
      bridges.append(bridge)
      return bridge as any Bridge
    }
    var explanations = try runner.explainFiles(at: path, bridge: make)
    if contract == .textView, path.hasSuffix("/return-newline.scenario"),
      explanations.first?.result.trace.contains(where: { entry in
        entry.events.contains { $0 == .note(UITextView.newlineRefusedNote) }
      }) == true
    {
      let refused = URL(fileURLWithPath: path).deletingLastPathComponent()
        .appendingPathComponent(WrapperContract.textViewReturnRefused).path
      bridges = []
      explanations = try runner.explainFiles(at: refused, bridge: make)
    }
    for explanation in explanations {
      let result = explanation.result.withShimDiagnostics(of: explanation.scenario)
      results.append(result)
      let location = SourceLocation(
        fileID: ScenarioIssueLocation.fileID(ofContract: result.path), filePath: result.path,
        line: max(1, result.failure?.line ?? 1), column: max(1, result.failure?.column ?? 1))
      if let bridge = bridges.first, !contract.accepts(bridge.fieldViewType) {
        let found = bridge.fieldViewType.map { String(describing: $0) } ?? "no text view"
        Issue.record(
          "contract \(contract.rawValue) for \(wrapper): the view holds \(found), not a \(contract.viewName)",
          sourceLocation: sourceLocation)
        return results
      }
      guard result.failure != nil else { continue }
      Issue.record(
        Comment(
          rawValue: "contract \(contract.rawValue) for \(wrapper): "
            + ScenarioIssueLocation.comment(for: result)), sourceLocation: location)
    }
  }
  return results
}

extension WrapperContract {
  var viewName: String {
    switch self {
    case .textField: return "UITextField"
    case .textView: return "UITextView"
    }
  }
}

extension ScenarioIssueLocation {
  /// A bundled contract scenario's `fileID`: `contract/FOLDER/FILE`.
  ///
  ///     ".../Contracts/common/flick-wa-ta.scenario"  →  "contract/common/flick-wa-ta.scenario"
  static func fileID(ofContract path: String) -> String {
    "contract/" + path.split(separator: "/").suffix(2).joined(separator: "/")
  }
}
