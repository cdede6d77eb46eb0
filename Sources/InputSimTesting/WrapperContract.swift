import Foundation
import InputModel
import InputSimUIKit

/// A contract a wrapper can be held to: scenarios whose expectations hold for any correct
/// wrapper of that kind of view, whatever its binding strategy (writing every change, or only
/// commits). They ship as resources of this module (`Contracts/`), so your package gets them.
///
///     WrapperContract.textView.scenarioPaths(keyboards: .builtIn)
///     // common/conversion.scenario, …, textView/return-newline.scenario
///
/// Both: romaji, flick わ/た, 12-key, conversion, an unrelated render during composition, a
/// programmatic clear; Korean and pinyin when `InputSimHangul` / `InputSimRime` are in the
/// keyboards. `.textField`: Return commits, then acts without a newline. `.textView`: Return
/// commits, then breaks the line — or changes nothing when the delegate refuses `"\n"`.
public enum WrapperContract: String, CaseIterable, Sendable {
  case textField
  case textView

  /// The folder of bundled contract scenarios.
  public static var folder: URL? { Bundle.module.url(forResource: "Contracts", withExtension: nil) }

  /// The scenario files this contract replays with `keyboards`, sorted by path; for a text
  /// view, the Return file is `return-newline.scenario` (its refused variant is chosen by the
  /// replay, `textViewReturnRefused`).
  public func scenarioPaths(keyboards: InputMethodRegistry) -> [String] {
    guard let folder = Self.folder else { return [] }
    var folders = ["common", rawValue]
    if keyboards.names.contains("hangul") { folders.append("hangul") }
    if keyboards.names.contains("pinyin") { folders.append("pinyin") }
    var paths: [String] = []
    for name in folders {
      let url = folder.appendingPathComponent(name)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      paths += files.filter { $0.hasSuffix(".scenario") && $0 != Self.textViewReturnRefused }
        .map { url.appendingPathComponent($0).path }
    }
    return paths.sorted()
  }

  /// The text view's Return file for a delegate that refuses the line break.
  public static let textViewReturnRefused = "return-refused.scenario"

  /// What the view the contract drives must be.
  func accepts(_ type: (any SimulatedTextInputView.Type)?) -> Bool {
    switch self {
    case .textField: return type is UITextField.Type
    case .textView: return type is UITextView.Type
    }
  }
}
