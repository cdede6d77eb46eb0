/// The `input` events a commit of the composition fires (`commit-input=`): one that replaces
/// the composition with the committed text, or one that deletes the composition and one that
/// inserts the committed text, so a page writing its value on every `input` sees the text
/// without the composition in between.
///
///     naive page, "[お|]" Enter:
///       replace:            input "お"                  onChange per write: none
///       delete-then-insert: input "", then input "お"   onChange per write: "お" -> "", "" -> "お"
public enum CommitInput: String, Hashable, Sendable, CaseIterable {
  /// One change: the committed text takes the composition's place (Chromium 156 on Linux,
  /// Chrome and Safari in the reports; every built-in profile but WebKitGTK's and Firefox's on
  /// Linux).
  case replace
  /// Two changes: the composition is removed (`deleteCompositionText`), then the committed text
  /// is inserted (`insertFromComposition`), both with `isComposing` true, before
  /// `compositionend` (measured in WebKitGTK 2.50 through fcitx5 5.0.21 for Mozc's Enter and
  /// typing on after a conversion, a Hangul syllable, Pinyin's Space). In the model the
  /// composition ends with the deletion (the field holds no empty composition; the page is
  /// told it is still composing until the held `compositionend`), and the committed text is
  /// inserted at the caret. A composition starting over a selection removes the selection
  /// first the same way (`deleteByComposition`, already composing).
  case deleteThenInsert = "delete-then-insert"
  /// One change, as `replace`, and after `compositionend` a second `input` (`isComposing`
  /// false) that changes nothing itself: the page's handler runs again on the field as it is
  /// by then (measured in Firefox 153 through fcitx5 5.0.21 for Mozc's Enter and for a
  /// Backspace that empties the reading; not after a composition the page's own write ended).
  /// A controlled input whose stale render wrote over the field in the first handler reads
  /// that write back in the second.
  ///
  ///     controlled-late page, "[い|]" Backspace:
  ///       replace:          input "" (stale render "い"), render ""        →  "|"
  ///       input-after-end:  input "" (stale render "い"), input "い",
  ///                         render "い"                                    →  "い|"
  case inputAfterEnd = "input-after-end"
}
