@testable import InputModel

// The built-in bridges as they were hand-written before they became presets of `RuleBridge`
// (issue 15 item 5), kept verbatim as the reference the presets are compared against.

/// The wrapped native field as the seed wrote it: the binding gets the field's text on every
/// change, marked text included, and `updateView` assigns the binding to the field whenever
/// the two differ — also in the middle of a composition.
///
/// Reproduces: an app transform (length limit, uppercase) or a programmatic set during
/// composition assigns over the marked text (`composition-overwrite`).
final class LegacyNaiveBridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  var updatesOnlyOnChangedInputs: Bool { true }
  let name = "naive"

  init() {}

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      context.writeBinding(context.field.text)
    }
  }

  func updateView(context: BridgeContext) {
    if context.binding != context.field.text {
      context.assignField(context.binding)
    }
  }
}

/// SwiftUI's `TextField` on iOS 17 as users observed it: while the field is editing, a binding
/// write made synchronously — inside the field's own update, an `onChange` it caused, or an
/// action such as a suggestion tap — is remembered but not displayed. A write from a later
/// main-queue turn is displayed when it differs from the value the field last saw.
///
/// Reproduces: a formatter's result not shown, a suggestion pick ignored (`binding-mismatch`);
/// the fix is a deferred write (`Task { text = … }`), and when the deferred value may equal the
/// ignored one, the seed's `text += " "` first.
final class LegacySwiftUI17Bridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  var updatesOnlyOnChangedInputs: Bool { true }
  let name = "swiftui17"
  /// The binding value the field last saw, applied or not.
  private var lastSeen: String?

  init() {}

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      let text = context.field.text
      lastSeen = text
      context.writeBinding(text)
    }
  }

  func updateView(context: BridgeContext) {
    let value = context.binding
    guard value != (lastSeen ?? context.field.text) else { return }
    lastSeen = value
    if context.isFocused && !context.bindingWasWrittenByTask {
      context.record(.writeNotDisplayed(bridge: name, value: value))
      return
    }
    if value != context.field.text {
      context.assignField(value)
    }
  }
}

/// A React-style controlled input (or Compose with asynchronous state): the app's value
/// reaches the field one input event late.
///
/// At each input event the handler reads the field's new text, then the render of the
/// previous event's state lands and overwrites the field with that older value; the new text
/// is rendered at the next render pass. For plain typing the field flickers but ends right;
/// during a composition the late render assigns over the marked text, and on `web` the
/// keyboard keeps its buffer and commits it again.
///
/// Reproduces on `web`: romaji `wa` then enter ends as わわ (`composition-overwrite`,
/// `ime-desync`, `lost-input`).
final class LegacyControlledLateBridge: Bridge {
  let name = "controlled-late"
  /// The state value the next render writes into the field.
  private var pendingRender: String?

  init() {}

  var rendersLate: Bool { true }

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    guard case .textDidChange = event else { return }
    let current = context.field.text
    if let stale = pendingRender, stale != current {
      context.assignField(stale)
    }
    pendingRender = current
    context.writeBinding(current)
  }

  func updateView(context: BridgeContext) {
    if context.hasDeliberateWrite {
      pendingRender = context.binding
    }
    if let value = pendingRender, value != context.field.text {
      context.assignField(value)
    }
  }
}

/// The fix every wrapper converges on: never write the field while marked text exists.
///
/// - The binding is written when text changes with no marked text (typing without an IME,
///   deleting), on commit (composition end: the committed text, without any marked text a new
///   composition already holds) and on end of editing — never during composition.
/// - `updateView` never assigns while marked text exists: the binding's value is applied after
///   the commit.
/// - A deliberate app replacement during composition (a programmatic set, a suggestion pick)
///   commits the marked text first, then assigns.
final class LegacyGuardedBridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  var updatesOnlyOnChangedInputs: Bool { true }
  let name = "guarded"

  init() {}

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    switch event {
    case .compositionEnd:
      // Typing during a conversion commits it and starts a new composition in one key press:
      // push what was committed, never the new marked text.
      let committed = context.field.committedText
      if context.binding != committed { context.writeBinding(committed) }
    case .textDidChange, .editingDidEnd:
      // `isComposing`: marked text, or a commit between its two events (WebKitGTK).
      if !context.isComposing && context.binding != context.field.text {
        context.writeBinding(context.field.text)
      }
    default:
      break
    }
  }

  func updateView(context: BridgeContext) {
    guard context.binding != context.field.text else { return }
    if context.isComposing {
      guard context.hasDeliberateWrite else { return }
      context.commitCompositionForWrite()
    }
    context.assignField(context.binding)
  }
}

/// SwiftUI 1.0's `TextField` (iOS 13) as users observed it with Japanese input: the binding
/// follows every change, marked text included, and every render pass assigns the binding's
/// value to the platform field, even when it is already equal.
///
/// On UIKit, assigning keeps the marked range but resets the keyboard's composition, so the
/// next key starts a new composition that replaces the still-marked text: flick わ, flick た
/// leaves only た (`composition-overwrite`, `ime-desync`).
final class LegacySwiftUI13Bridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  var updatesOnlyOnChangedInputs: Bool { true }
  let name = "swiftui13"

  init() {}

  var rendersLate: Bool { true }

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      context.writeBinding(context.field.text)
    }
  }

  func updateView(context: BridgeContext) {
    context.assignField(context.binding)
  }
}

/// SwiftUI 1.0's `TextField` (iOS 13), modeled from the seed's symptom under the evidence-based
/// UIKit rules (docs/evidence.md §3.2): marked text is not written to the binding, but every
/// field change invalidates the view, and that update pass — which assigns the binding to the
/// platform field even when equal — lands when the next edit begins.
///
/// Flick わ: the field shows `[わ]`, the binding stays "", an update is pending. Flick た: the
/// pending update assigns "" first — on `uikit` the marked わ is cleared and the keyboard starts
/// afresh (`composition-overwrite`, `lost-input`) — then た composes on an empty field: only た
/// remains, and the binding still holds "".
///
/// The binding is written when text changes with nothing marked, on commit (the committed
/// text) and at the end of editing. Render passes caused by state writes assign at once.
final class ReferenceSwiftUI13Bridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  var updatesOnlyOnChangedInputs: Bool { true }
  let name = "swiftui13"
  /// A field change invalidated the view; its update pass has not run yet.
  private var updatePending = false

  init() {}

  var rendersLate: Bool { true }

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    switch event {
    case .textDidChange:
      // Without marked text the write renders (or, equal, needs no update).
      updatePending = context.isComposing
      if updatePending {
        context.note("marked text not written to the binding; the update pass waits for the next edit")
      } else {
        context.writeBinding(context.field.text)
      }
    case .compositionEnd:
      context.writeBinding(context.field.committedText)
    case .editingDidEnd:
      if !context.isComposing { context.writeBinding(context.field.text) }
    default:
      break
    }
  }

  func updateView(context: BridgeContext) {
    updatePending = false
    context.assignField(context.binding)
  }

  func editWillBegin(context: BridgeContext) {
    guard updatePending else { return }
    updatePending = false
    context.note("the next edit begins: the pending update pass assigns the binding")
    context.assignField(context.binding)
  }
}
