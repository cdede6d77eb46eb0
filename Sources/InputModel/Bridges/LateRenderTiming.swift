/// When the render of a bridge whose render lands late (`rendersLate`: a controlled input whose
/// state arrives one event late, its render a `setTimeout(0)` task) runs during a step of
/// several keys (`late-render=`). A person who waits for each key's effect gives that task the
/// time to run before the next key.
///
///     controlled-late, Chromium on Linux (Mozc, `ime-on-assign=drop`), type "ltu":
///     with-step:        t's render waits for u  →  stale "ｌｔ" over [う], then "ｌう"  →  "ｌう|"
///     before-next-key:  t's render "ｌｔ" lands, then u composes う        →  "ｌｔう|"
///     before-next-message, WebKitGTK, [{尾}] (the page's stale render kept Mozc's 尾), type "a":
///                       Mozc commits 尾 (one message: 尾尾 after the render), then あ  →  "尾尾あ|"
public enum LateRenderTiming: String, Hashable, Sendable, CaseIterable {
  /// The late render runs once the step's keys are done: the keys of one step outrun it (every
  /// profile but the Linux browsers'; what the reports' scenarios were written with).
  case withStep = "with-step"
  /// The late render runs after each key, before the next one, when the person waits for each
  /// key's effect (measured in Chromium 156 through fcitx5 and Mozc, issue 27). Keys typed on a
  /// clock (`key-interval-ms`) keep `with-step` here: there the order is a race, measured
  /// 2026-12-03 on `controlled-late`, `type "ltu"`, five runs each: `ｌっ` (Mozc, not yet told
  /// of the drop, turns `ltu` into っ) in 5 of 5 at 1, 4 and 8 ms (one `ｌｔ`), 3 of 5 at 15 and
  /// 25 ms, 0 of 5 at 40 ms, 1 of 5 at 60 ms; otherwise `ｌｔう`.
  case beforeNextKey = "before-next-key"
  /// As `before-next-key`, and also between the commit and the next composition of one key:
  /// the browser delivers the input method's commit and its new preedit as two key events (two
  /// keydowns 229), and the page's render task runs between them. Measured in WebKitGTK 2.50
  /// through fcitx5 and Mozc (issue 27, 2026-12-03: `type o`, Space, `type a` on
  /// `controlled-late`: `尾尾あ`, 3 runs of 3; the model's `before-next-key` gives `尾あ`), and
  /// for fcitx5-hangul's syllable commit (`가간가나`, 4 runs of 5: there it races the second
  /// message).
  case beforeNextMessage = "before-next-message"

  /// Whether a late render runs between two keys of one step, for a person typing
  /// `keyIntervalMilliseconds` apart (`nil`: waiting for each key's effect).
  ///
  ///     LateRenderTiming.beforeNextKey.rendersBetweenKeys(keyIntervalMilliseconds: nil)  // true
  ///     LateRenderTiming.beforeNextKey.rendersBetweenKeys(keyIntervalMilliseconds: 40)   // false (a race)
  ///     LateRenderTiming.withStep.rendersBetweenKeys(keyIntervalMilliseconds: nil)       // false
  public func rendersBetweenKeys(keyIntervalMilliseconds: Int?) -> Bool {
    self != .withStep && keyIntervalMilliseconds == nil
  }

  /// Whether a late render also runs between a key's commit and its next composition.
  ///
  ///     LateRenderTiming.beforeNextMessage.rendersAfterCommit(keyIntervalMilliseconds: nil)  // true
  ///     LateRenderTiming.beforeNextKey.rendersAfterCommit(keyIntervalMilliseconds: nil)      // false
  public func rendersAfterCommit(keyIntervalMilliseconds: Int?) -> Bool {
    self == .beforeNextMessage && keyIntervalMilliseconds == nil
  }
}
