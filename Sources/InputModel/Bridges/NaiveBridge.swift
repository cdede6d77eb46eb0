/// The wrapped native field as the seed wrote it: the binding gets the field's text on every
/// change, marked text included, and `updateView` assigns the binding to the field whenever
/// the two differ — also in the middle of a composition.
///
/// Reproduces: an app transform (length limit, uppercase) or a programmatic set during
/// composition assigns over the marked text (`composition-overwrite`).
public final class NaiveBridge: Bridge {
  /// SwiftUI updates it only when its inputs changed (`update-view=changed-inputs`).
  public var updatesOnlyOnChangedInputs: Bool { true }
  public let name = "naive"

  public init() {}

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      context.writeFieldTextToBinding()
    }
  }

  public func updateView(context: BridgeContext) {
    if !context.bindingMatchesField {
      context.assignField(context.binding)
    }
  }
}
