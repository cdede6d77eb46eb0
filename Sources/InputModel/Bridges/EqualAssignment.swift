/// What the platform's text setter does when the app assigns the text the field already
/// holds (`assign-equal=`).
///
///     ignored:  "[か|]"  assign "か"  →  "[か|]"   (nothing happens: the composition goes on)
///     assigns:  "[か|]"  assign "か"  →  "か|"     (an assignment like any other: the marked
///                                                  text goes as `assign-during-composition`
///                                                  says and the caret goes to the end)
public enum EqualAssignment: String, Hashable, Sendable, CaseIterable {
  /// The setter does nothing for an equal value: Chromium (measured: a page that sets
  /// `input.value = input.value` on every `input` event keeps the composition) and Firefox
  /// (sveltejs/svelte#4179, #3449: only Safari moves the caret on an equal value).
  case ignored
  /// The setter assigns even an equal value: UIKit's `text` (RxSwift#649) and Safari's
  /// `value` (sveltejs/svelte#4179, #1699; the doubled characters of
  /// IgniteUI/igniteui-angular#2316 and sveltejs/svelte#7027).
  case assigns
}
