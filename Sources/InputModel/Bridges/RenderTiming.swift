/// When the app's render pass runs during a step whose keys the field turns into events
/// (`render-timing=`).
///
///     naive, uppercase:  type "i", type "gu"
///     per-step:   g, u, then one render   →  "[いぐ|]"      (nothing left to uppercase)
///     per-event:  g, render "いG", then u →  "いG[いぐ|]"   (the render ended the composition;
///                                                          the keyboard re-sent いぐ)
public enum RenderTiming: String, Hashable, Sendable, CaseIterable {
  /// One render pass when the step's keys are done, as SwiftUI renders once per run-loop turn
  /// (a `type "gu"` step's two keys share it).
  case perStep = "per-step"
  /// A render pass after each batch of events the field posts (each key, and a commit inside
  /// a key before the next composition starts), as a React controlled input re-renders inside
  /// every DOM `input` event (measured in Chromium 156: `conform --fuzz`, docs/browser.md
  /// mechanism 5). A bridge whose render lands late (`late=yes`, an `assign-timing` other than
  /// `immediate`) keeps its own timing; so does `settle=manual`, which renders on `render`
  /// and `tick` steps only.
  ///
  ///     guarded, max-length=4, 12-key:  "[{らたらさな}]"  key 7 (commits, then marks ま)
  ///     per-step:   commit, mark ま, render: unmark ま, cut   →  "らたらさ|"
  ///     per-event:  commit, render cuts to "らたらさ", mark ま  →  "らたらさ[ま|]"
  case perEvent = "per-event"
}
