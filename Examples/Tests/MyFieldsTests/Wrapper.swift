import InputModel
import InputSimUIKit
import MyFields

/// The wrappers of Sources/MyFields, each with what replaying scenarios/ against it shows:
/// the scenario files it fails and, where the bug is an assignment under the composition, the
/// invariant the replay records first.
///
///     .notifying  →  fails 10 of 12 files; first violation composition-overwrite
///     .fixed      →  fails none
enum Wrapper: String, CaseIterable, Sendable, CustomStringConvertible {
  case notifying, delegate, notesView, async, fixed

  var description: String { rawValue }

  /// A fresh bridge around the wrapper, as `expectScenarios(at:bridge:)` wants for each replay.
  func bridge() -> any Bridge {
    switch self {
    case .notifying: RepresentableBridge(name: "notifying") { NotifyingTextField(text: $0) }
    case .delegate: RepresentableBridge(name: "delegate") { DelegateTextField(text: $0) }
    case .notesView: RepresentableBridge(name: "notes-view") { NotesTextView(text: $0) }
    case .async: RepresentableBridge(name: "async") { AsyncTextField(text: $0) }
    case .fixed: RepresentableBridge(name: "fixed") { FixedTextField(text: $0) }
    }
  }

  /// The scenario files (names without `.scenario`) this wrapper fails.
  var failingScenarios: Set<String> {
    let composing: Set = [
      "backspace-in-reading", "conversion-pick-candidate", "conversion-space-enter",
      "enter-commits-then-submits", "flick-wa-ta", "render-while-composing",
      "romaji-key-by-key", "romaji-wa-ta", "twelve-key-wa-ta",
    ]
    switch self {
    // Every composition, and a blur too: the first notification's render assigns over わ.
    case .notifying: return composing.union(["blur-commits"])
    // Typing is fine; a render while composing and a forward delete (the caret stays, so
    // textFieldDidChangeSelection is not called) are not.
    case .delegate: return ["forward-delete", "render-while-composing"]
    // No overwrite, but the binding and onChange see every reading.
    case .notesView: return composing
    // Queued writes land late with old values; even plain typing fires onChange per key.
    case .async: return composing.union(["direct-ascii", "forward-delete"])
    case .fixed: return []
    }
  }

  /// A scenario whose replay must record `invariant` first: the bug the wrapper's file
  /// describes, not merely some difference. `nil` when the bug breaks no invariant (the binding
  /// only sees readings).
  var signature: (scenario: String, invariant: InvariantID)? {
    switch self {
    case .notifying: ("flick-wa-ta", .compositionOverwrite)
    case .delegate: ("render-while-composing", .compositionOverwrite)
    case .notesView: nil
    case .async: ("romaji-wa-ta", .compositionOverwrite)
    case .fixed: nil
    }
  }
}
