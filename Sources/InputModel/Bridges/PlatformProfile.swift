/// What the platform under the text field does in the situations that decide these bugs.
///
/// Each built-in profile is a set of rules; every rule can also be set on its own in a
/// scenario (`use assign-during-composition=replace-keep`). docs/bridges-and-platforms.md says
/// what each rule models and where the behaviour was reported.
public struct PlatformProfile: Equatable, Sendable {
  /// The profile's name (`uikit`, `web-safari`, …).
  public var name: String
  /// What assigning the field's text does while marked text exists.
  public var assignDuringComposition: AssignmentPolicy
  /// What the keyboard does when the app changes the text under its composition.
  public var imeOnAssign: CompositionReaction
  /// Per keyboard family: what it does when that change comes in a later task, not in the
  /// `input` handler (`ime-on-late-assign`).
  public var imeOnLateAssign: PerKeyboard<LateAssignReaction>
  /// Whether marked-text changes post "text did change" to the app.
  public var markedTextNotifies: Bool
  /// What losing focus does to marked text.
  public var focusLoss: FocusLossPolicy
  /// How the Enter that commits marked text reaches the app.
  public var enterOrder: EnterKeyOrder
  /// Per keyboard family: when an Enter that commits and acts commits (`enter-commit`).
  public var enterCommit: PerKeyboard<EnterCommit>
  /// Per keyboard family: what focus loss does to the composition (`blur-composition`).
  public var blurComposition: PerKeyboard<BlurComposition>
  /// Per keyboard family: whether the composition restarts per syllable
  /// (`composition-restart`).
  public var compositionRestart: PerKeyboard<CompositionRestart>
  /// Whether the `direct` keyboard keeps the current Latin word marked until space
  /// (`latin-composition`).
  public var latinComposition: LatinComposition
  /// What Backspace deletes outside marked text (`backspace`).
  public var backspace: BackspaceUnit
  /// Whether assigning the text the field already holds is an assignment (`assign-equal`).
  public var equalAssignment: EqualAssignment
  /// When the app's render pass runs during a step's keys (`render-timing`).
  public var renderTiming: RenderTiming
  /// How the page sees the selection inside a preedit (`preedit-selection`).
  public var preeditSelection: PreeditSelection
  /// Per keyboard family: where the input method's cursor is in its preedit
  /// (`preedit-cursor`).
  public var preeditCursor: PerKeyboard<PreeditCursor>
  /// When a late-rendering bridge's render runs during a step of several keys (`late-render`).
  public var lateRender: LateRenderTiming
  /// The `input` events a commit of the composition fires (`commit-input`).
  public var commitInput: CommitInput
  /// What the platform tells the input method about the text before the caret
  /// (`surrounding-text`).
  public var surroundingText: SurroundingText

  public init(
    name: String, assignDuringComposition: AssignmentPolicy, imeOnAssign: CompositionReaction,
    markedTextNotifies: Bool, focusLoss: FocusLossPolicy, enterOrder: EnterKeyOrder,
    enterCommit: PerKeyboard<EnterCommit> = Self.nativeEnterCommit,
    blurComposition: PerKeyboard<BlurComposition> = PerKeyboard(all: .asFocusLoss),
    compositionRestart: PerKeyboard<CompositionRestart> = Self.hangulRestarts,
    latinComposition: LatinComposition = .none,
    backspace: BackspaceUnit = .cluster,
    equalAssignment: EqualAssignment = .assigns,
    renderTiming: RenderTiming = .perStep,
    imeOnLateAssign: PerKeyboard<LateAssignReaction> = PerKeyboard(all: .asInHandler),
    preeditSelection: PreeditSelection = .keyboard,
    preeditCursor: PerKeyboard<PreeditCursor> = PerKeyboard(all: .keyboard),
    lateRender: LateRenderTiming = .withStep,
    commitInput: CommitInput = .replace,
    surroundingText: SurroundingText = .none
  ) {
    self.latinComposition = latinComposition
    self.name = name
    self.assignDuringComposition = assignDuringComposition
    self.imeOnAssign = imeOnAssign
    self.markedTextNotifies = markedTextNotifies
    self.focusLoss = focusLoss
    self.enterOrder = enterOrder
    self.enterCommit = enterCommit
    self.blurComposition = blurComposition
    self.compositionRestart = compositionRestart
    self.backspace = backspace
    self.equalAssignment = equalAssignment
    self.renderTiming = renderTiming
    self.imeOnLateAssign = imeOnLateAssign
    self.preeditSelection = preeditSelection
    self.preeditCursor = preeditCursor
    self.lateRender = lateRender
    self.commitInput = commitInput
    self.surroundingText = surroundingText
  }

  /// UIKit's `UITextField` with a software keyboard: assigning `text` while marked text
  /// exists replaces the text and clears the marked range, and the keyboard, told the text
  /// changed, treats its composition as committed and starts afresh — also when the assigned
  /// value equals the text (RxSwift#649, Instagram DM, IceCubesApp#345, Flashes#101/#123,
  /// hermex#202: docs/evidence.md §3.1). `ime-on-assign=keep` models hardware keyboards and
  /// iOS ≤ 11 (Bond#64, emojica#6, GrowingTextView#2); `replace-keep` replays the model before
  /// the evidence. Marked-text edits post `editingChanged`. Resigning first responder commits.
  /// The confirming Enter never reaches `textFieldShouldReturn`. Chinese keyboards drop
  /// unconfirmed letters on blur (vuejs/vue#5020, iOS).
  ///
  ///     "[k|]"  assign "k", then o  →  "k[お|]"   (Flashes#123: kお)
  public static let uikit = PlatformProfile(
    name: "uikit", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .commit,
    markedTextNotifies: true, focusLoss: .commit, enterOrder: .imeConsumes,
    blurComposition: PerKeyboard(japanese: .asFocusLoss, korean: .asFocusLoss, chinese: .discard))

  /// AppKit's `NSTextField`: assigning `stringValue` ends the editing session's marked text
  /// and the input context discards its composition. Focus loss commits.
  public static let appkit = PlatformProfile(
    name: "appkit", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .dropBuffer,
    markedTextNotifies: true, focusLoss: .commit, enterOrder: .imeConsumes)

  /// A browser `<input>` (Chrome, Firefox): setting `value` during a composition replaces the
  /// text and ends the DOM composition, but the OS keyboard keeps its buffer and re-sends it
  /// with the next key (duplicated characters). `input` events fire for composition updates.
  /// Enter's `keydown` (with `isComposing`) precedes `compositionend`. Blur commits and
  /// leaves a conversion's focused segment selected; Backspace deletes a combining mark on
  /// its own; a key that commits and starts a new composition fires the commit's events
  /// before the next `compositionstart`, and the page's handlers run in between, for every
  /// keyboard (`composition-restart=per-syllable`); assigning the value the field already
  /// holds does nothing (`assign-equal=ignored`); a page that renders in its `input` handler
  /// renders after each key, before the next one (`render-timing=per-event`) (all five
  /// measured in Chromium 156).
  /// A Korean Enter reaches the page's keydown before the last syllable is committed
  /// (element-web#12181, OpenMMO#2, hermes-webui#7348).
  public static let web = PlatformProfile(
    name: "web", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .keep,
    markedTextNotifies: true, focusLoss: .commitKeepingSelection, enterOrder: .keyDownFirst,
    enterCommit: PerKeyboard(japanese: .consumed, korean: .afterKeyDown, chinese: .consumed),
    compositionRestart: PerKeyboard(all: .perSyllable), backspace: .codePoint, equalAssignment: .ignored,
    renderTiming: .perEvent)

  /// Safari: as `web`, but `compositionend` fires before the Enter `keydown`, whose
  /// `isComposing` is then false. Blur commits Japanese and Korean marked text; Chinese
  /// letters are dropped on blur — the only report of a discard is pinyin's (vuejs/vue#5020,
  /// docs/evidence.md §3.3). Korean commits before the Enter keydown. Assigning the value the
  /// field already holds is an assignment (`assign-equal=assigns`: sveltejs/svelte#4179), so a
  /// page writing its own value back on every `input` event doubles kana:
  ///
  ///     romaji, assign=always: type a, type i  →  "ああい|"   (IgniteUI/igniteui-angular#2316)
  public static let webSafari = PlatformProfile(
    name: "web-safari", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .keep,
    markedTextNotifies: true, focusLoss: .commit, enterOrder: .compositionEndFirst,
    blurComposition: PerKeyboard(japanese: .asFocusLoss, korean: .asFocusLoss, chinese: .discard))

  /// Android's `EditText` with an `InputConnection`: replacing the text restarts input, the
  /// keyboard commits what it composed, and the composing region is gone. Focus loss commits
  /// (`finishComposingText`). The `direct` keyboard is Gboard with suggestions: it keeps the
  /// current Latin word marked until space (`latin-composition=word`: slate#725,
  /// ElemeFE/element#14746, EaglerMobile#13; `none` is SwiftKey or suggestions off).
  ///
  ///     ime=direct: type "hi"  →  "[hi|]"     key space  →  "hi |"
  public static let android = PlatformProfile(
    name: "android", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .commit,
    markedTextNotifies: true, focusLoss: .commit, enterOrder: .imeConsumes, latinComposition: .word)

  /// Firefox (Gecko): as `web` for Japanese and Chinese — the committing Enter's `keydown`
  /// comes first, flagged composing (`key="Process"`, ppy/osu-web#10719) — but a Korean
  /// Enter commits the syllable first and then reaches the page as ordinary key events
  /// (masayuki in w3c/uievents#202), so a handler that sends on Enter sends the whole text.
  ///
  ///     hangul [요|] key enter  →  web: keydown (isComposing), 요 lost from the message
  ///                                web-firefox: 요 committed, then a plain Enter sends it all
  public static let webFirefox = PlatformProfile(
    name: "web-firefox", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .keep,
    markedTextNotifies: true, focusLoss: .commit, enterOrder: .keyDownFirst,
    enterCommit: PerKeyboard(japanese: .consumed, korean: .beforeKeyDown, chinese: .consumed),
    equalAssignment: .ignored)

  /// Chromium on Linux, typed into through fcitx5 (measured, issue 27: Chromium 156, fcitx5
  /// 5.0.21 with Mozc 2.28, Hangul 5.0.10 and Pinyin; docs/browser.md's rule × browser table):
  /// as `web`, but when the page assigns `value` during a composition Mozc drops its buffer and
  /// the next key starts a new composition (`ime-on-assign=drop`), and a Korean Enter with a
  /// syllable open commits it first and then reaches the page as a plain Enter (keyCode 13), so
  /// a form or a `key === 'Enter'` handler sends the whole text (`enter-commit` Korean
  /// `before-keydown`). The confirming Enter's keydown says `key: "Process"` (229) here, not
  /// macOS's `"Enter"`.
  ///
  /// An assignment in a later task (a script's `set`) lets Mozc keep its buffer and re-send it
  /// (`ime-on-late-assign` Japanese `keep`; Hangul and Pinyin are not measured there). The page sees a caret at the engine's cursor inside
  /// the preedit, not a selected segment (`preedit-selection=caret`: `[|今日]` while
  /// converting), and fcitx5's Pinyin puts that cursor at the preedit's start
  /// (`preedit-cursor` Chinese `start`). A page whose render lands late (a `setTimeout(0)`
  /// task) renders after each key, before the next (`late-render=before-next-key`).
  ///
  ///     naive page, max-length=2, type kansi  →  web: かん, then かんし re-sent at the caret
  ///                                              web-chromium-linux: かん, then a new い
  public static let webChromiumLinux = PlatformProfile(
    name: "web-chromium-linux", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .dropBuffer,
    markedTextNotifies: true, focusLoss: .commitKeepingSelection, enterOrder: .keyDownFirst,
    enterCommit: PerKeyboard(japanese: .consumed, korean: .beforeKeyDown, chinese: .consumed),
    compositionRestart: PerKeyboard(all: .perSyllable), backspace: .codePoint, equalAssignment: .ignored,
    renderTiming: .perEvent,
    imeOnLateAssign: PerKeyboard(japanese: .keep, korean: .asInHandler, chinese: .asInHandler),
    preeditSelection: .caret,
    preeditCursor: Self.fcitxPreeditCursor, lateRender: .beforeNextKey)

  /// Firefox on Linux, typed into through fcitx5 (measured, issue 27: Firefox ESR 153): as
  /// `web-firefox`, but the page renders inside each `input` event (`render-timing=per-event`)
  /// and sees a caret at the engine's cursor inside the preedit (`preedit-selection=caret`,
  /// Pinyin's at the start), as Chromium on Linux. When the page assigns `value` during a
  /// composition, Firefox fires `compositionend` inside the assignment but the engine keeps
  /// composing: its next keys arrive as flagged keydowns only, nothing shows, and its commit
  /// is lost (`ime-on-assign=detach`); a script's `blur()` commits a Mozc composition, and
  /// after `focus()` the same happens (`blur-composition` Japanese `commit-detach`). Unseen
  /// composing ends when a composition ends, not at a key that composes nothing (an Enter after
  /// the assignment is a line break, and the next composition is unseen too). A late render
  /// lands before the next key (`late-render=before-next-key`), as in Chromium. Backspace
  /// deletes a combining mark on its own (`backspace=code-point`, measured: `xｶﾞ` → `xｶ`,
  /// `xé` (e + U+0301) → `xe`, `x👍🏽` → `x`). A key that commits and starts a new composition
  /// ends the first, and the page's `compositionend` handlers run, before the second starts,
  /// for Mozc as for Hangul (`composition-restart` all `per-syllable`, measured: a length
  /// limit's rewrite of `図m` in the guarded page's `compositionend` lands before `あ`
  /// composes: `図[あ|]`). Firefox reports the field's text before the caret to the input
  /// method and a page's write resets the engine's context, so Mozc drops a context the field
  /// does not end with (`surrounding-text=reset-on-write`, measured: `、` typed on, then `eyo`
  /// → `得よ`; Chromium keeps `絵よ`). A commit's `input` comes after `compositionend`, a second
  /// one with no change of its own, so a stale render written in the first handler is read back
  /// in the second (`commit-input=input-after-end`, measured: controlled-late page, `i`,
  /// Backspace → `い`).
  ///
  ///     naive page, [きょう|] set "了解です", type ha, Enter  →  "了解です|"
  ///     naive page, [い|] set "a", Enter, type sso, Enter, type ka  →  "a[か|]"
  public static let webFirefoxLinux = PlatformProfile(
    name: "web-firefox-linux", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .detach,
    markedTextNotifies: true, focusLoss: .commit, enterOrder: .keyDownFirst,
    enterCommit: PerKeyboard(japanese: .consumed, korean: .beforeKeyDown, chinese: .consumed),
    blurComposition: PerKeyboard(japanese: .commitDetach, korean: .asFocusLoss, chinese: .asFocusLoss),
    compositionRestart: PerKeyboard(all: .perSyllable), backspace: .codePoint, equalAssignment: .ignored,
    renderTiming: .perEvent, preeditSelection: .caret,
    preeditCursor: Self.fcitxPreeditCursor, lateRender: .beforeNextKey, commitInput: .inputAfterEnd,
    surroundingText: .resetOnWrite)

  /// fcitx5's engines' preedit cursor: Mozc's is the model Mozc's (its caret, or the focused
  /// segment's start), Hangul's the syllable's end, Pinyin's (5.0.16) the preedit's start.
  public static let fcitxPreeditCursor = PerKeyboard(
    japanese: PreeditCursor.keyboard, korean: .keyboard, chinese: .start)

  /// WebKitGTK on Linux, typed into through fcitx5 (measured, issue 27: MiniBrowser 2.50): as
  /// `web` — the page's assignment leaves Mozc's buffer, which the next key re-sends whole
  /// (`ime-on-assign=keep`) — but a Korean Enter commits first and then reaches the page as a
  /// plain Enter. A script `blur()` during a Mozc composition keeps the text marked with no
  /// `compositionend`, and the next composition replaces it (`blur-composition` Japanese
  /// `keep-marked`). Inside a preedit the page sees the character after the engine's cursor
  /// selected, and only when the preedit's text changes (`preedit-selection=next-character`:
  /// `[{今}日]` while converting, `[{n}i hao]` in Pinyin). A commit (Mozc's Enter, typing on
  /// after a conversion, a Hangul syllable, Pinyin's Space) fires two `input` events, the
  /// composition deleted and then the committed text inserted, so a page writing on every
  /// `input` sees `"お" -> ""`, `"" -> "お"` (`commit-input=delete-then-insert`). The page renders inside each `input` event, before the next key (`per-event`, measured:
  /// a Korean word's page reports one change per syllable).
  /// A late render lands between two keys of one step, as in Chromium, and also between a key's
  /// commit and its next preedit, which WebKitGTK delivers as two key events
  /// (`late-render=before-next-message`). A preedit is reported only when its text changes, so
  /// after the page's assignment took a kept reading out of the field, a key that re-sends it
  /// unchanged (a caret move, a conversion to the same text) shows nothing.
  /// A write in a later task (a script's `set`) during a composition leaves a stale
  /// composition: nothing the engine types shows in the field again, and each key it takes
  /// puts the caret at 0, until the engine commits and the page writes the value again or the
  /// field is blurred and focused (`ime-on-late-assign=stale-composition`, all three engines);
  /// a guarded page's `blur()` and `focus()` before its write end nothing, so its write does
  /// the same. The text before the caret is reported to the input method as the keyboard's
  /// edits leave it, and usually not after a page's write (`surrounding-text=keyboard-edits`:
  /// 9 runs of 12; the write's report races the next key), so Mozc drops its context after a
  /// conversion typed on (`、` then `eyo` → `得よ`). Backspace deletes a whole grapheme cluster
  /// (`backspace=cluster`, measured: `xｶﾞ`, `xé` with U+0301, `xか` with U+3099 → `x`), where
  /// Chromium and Firefox delete the last code point.
  ///
  ///     controlled-late, type o, Space, type a  →  "尾尾あ|"     type n, type o, Left  →  "の|"
  ///     naive page, [きょう|] set "了解です", type h  →  "|了解です"
  ///
  /// WebKitGTK shares WebKit's editing code with Safari, not its macOS input method path: this
  /// profile says nothing about Safari's Enter order (`web-safari`).
  public static let webWebKitGTK = PlatformProfile(
    name: "web-webkitgtk", assignDuringComposition: .replaceAndClearMarked, imeOnAssign: .keep,
    markedTextNotifies: true, focusLoss: .commitKeepingSelection, enterOrder: .keyDownFirst,
    enterCommit: PerKeyboard(japanese: .consumed, korean: .beforeKeyDown, chinese: .consumed),
    blurComposition: PerKeyboard(japanese: .keepMarked, korean: .asFocusLoss, chinese: .asFocusLoss),
    compositionRestart: PerKeyboard(all: .perSyllable), backspace: .cluster, equalAssignment: .ignored,
    renderTiming: .perEvent, imeOnLateAssign: PerKeyboard(all: .staleComposition),
    preeditSelection: .nextCharacter, preeditCursor: Self.fcitxPreeditCursor,
    lateRender: .beforeNextMessage, commitInput: .deleteThenInsert, surroundingText: .keyboardEdits)

  /// Every built-in profile, in documentation order.
  public static let builtIn: [PlatformProfile] = [
    .uikit, .appkit, .web, .webSafari, .android, .webFirefox, .webChromiumLinux, .webWebKitGTK,
    .webFirefoxLinux,
  ]

  /// Whether the browser itself parts from the input method during a composition
  /// (`ime-on-assign=detach`, `ime-on-late-assign=stale-composition`, or a `blur-composition`
  /// of `keep-marked` or `commit-detach`, as
  /// measured for Firefox and WebKitGTK on Linux): there even a correct (guarded) app loses a
  /// composition, so a campaign that expects a correct bridge to find nothing leaves such a
  /// profile out.
  ///
  ///     PlatformProfile.webWebKitGTK.partsFromInputMethod   // true (a blur keeps the text marked)
  ///     PlatformProfile.webChromiumLinux.partsFromInputMethod  // false
  public var partsFromInputMethod: Bool {
    imeOnAssign == .detach
      || KeyboardFamily.allCases.contains { imeOnLateAssign[$0] == .staleComposition }
      || KeyboardFamily.allCases.contains { [.keepMarked, .commitDetach].contains(blurComposition[$0]) }
  }

  /// The profiles `fuzz --platform any` draws from: those before `web-firefox`, so default
  /// campaigns stay as they were; the newer profiles are fuzzed when named.
  public static let fuzzedByDefault: [PlatformProfile] = [.uikit, .appkit, .web, .webSafari, .android]

  /// The built-in profile of that name (`uikit`, `appkit`, `web`, `web-safari`, `android`,
  /// `web-firefox`, `web-chromium-linux`, `web-webkitgtk`, `web-firefox-linux`).
  public static func named(_ name: String) -> PlatformProfile? {
    builtIn.first { $0.name == name }
  }
}
