/// The code between a text field and the app's state: when field edits are written to the
/// binding, and when the binding is written back into the field.
///
/// Built-in bridges model SwiftUI's text fields, a hand-written `UIViewRepresentable`, a React
/// controlled input and the fix. Write your own by conforming to this protocol and pass it to
/// `Session`: it is driven and checked exactly like the built-in ones.
///
/// Every call gets a `BridgeContext`, the bridge's only way to read and change the world:
/// `context.field`, `context.binding`, `context.writeBinding(_:)`, `context.assignField(_:)`,
/// `context.unmarkField()`, `context.enqueue(_:_:)`.
public protocol Bridge: AnyObject {
  /// The name scenario files and reports use.
  var name: String { get }

  /// The field posted an event (delivered synchronously, as UIKit delegates and DOM events
  /// are). Events caused by the bridge's own field writes are not delivered.
  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext)

  /// A render pass: reconcile the binding into the field (`updateUIView`).
  func updateView(context: BridgeContext)

  /// The session ended (a scenario's replay finished): release what the bridge made
  /// (`dismantleUIView`). Optional; built-in bridges have nothing to release.
  func sessionDidEnd(context: BridgeContext)

  /// The keyboard is about to act on the field (the next edit begins): a bridge whose update
  /// pass lands late runs it here, before the key reaches the field. Optional.
  ///
  ///     "[わ|]", binding "", update pending  →  flick た: editWillBegin assigns ""  →  "[た|]"
  func editWillBegin(context: BridgeContext)

  /// True when the bridge's render lands later than the field event that caused it (a
  /// controlled input whose state arrives one event late, an update pass queued for the next
  /// turn or edit). `render-timing=per-event` then leaves the bridge's renders where they
  /// are, at the end of the step. Optional; `false` by default.
  ///
  ///     naive (false), per-event:            type "gu"  →  render after g, render after u
  ///     controlled-late (true), per-event:   type "gu"  →  one render, after u
  var rendersLate: Bool { get }

  /// True when the framework calls `updateView` only for render passes whose inputs changed
  /// since the bridge's last update (SwiftUI's render diffing, `update-view=changed-inputs`).
  /// Optional; `false` by default: every pass calls it.
  ///
  ///     binding "abcde" → "abcdef" → "abcde" before a pass  →  true: no updateView call
  var updatesOnlyOnChangedInputs: Bool { get }
}

extension Bridge {
  public func sessionDidEnd(context: BridgeContext) {}
  public func editWillBegin(context: BridgeContext) {}
  public var rendersLate: Bool { false }
  public var updatesOnlyOnChangedInputs: Bool { false }
}
