import InputModel

/// Adapts a `UIViewRepresentable` whose view is a `UITextField` or `UITextView` (or a
/// subclass) into a `Bridge`, so your own wrapper replays scenario files.
///
///     let bridge = RepresentableBridge(name: "my-field") { text in MyField(text: text) }
///     ScenarioRunner().run(scenario, bridge: { bridge })
///
/// As SwiftUI does: the coordinator and the view are made once, when the session starts;
/// every render pass builds a fresh representable from the current binding and calls
/// `updateUIView`; `dismantleUIView` runs when the session ends. The view is the session's
/// own field, so every write the wrapper makes goes through the platform's rules and the
/// invariants like a built-in bridge's. The binding's writes are the bridge's.
public final class RepresentableBridge<Representable: UIViewRepresentable>: Bridge
where Representable.UIViewType: SimulatedTextInputView {
  public let name: String
  public let options: UIKitCallbackOptions
  private let make: @MainActor (Binding<String>) -> Representable
  private var mounted: (view: Representable.UIViewType, coordinator: Representable.Coordinator)?
  /// The representable value of the latest render pass.
  private var latest: Representable?
  /// The window the mounted view reports (`uiView.window`).
  private var window: UIWindow?

  /// - Parameters:
  ///   - name: the name reports use (default: the representable's type name).
  ///   - make: builds the representable from the binding, as the parent view's `body` does.
  public init(
    name: String? = nil, options: UIKitCallbackOptions = .standard,
    _ make: @escaping @MainActor (Binding<String>) -> Representable
  ) {
    self.name = name ?? String(describing: Representable.self)
    self.options = options
    self.make = make
  }

  /// The view `makeUIView` returned (`nil` before the session starts).
  public var uiView: Representable.UIViewType? { mounted?.view }

  /// The coordinator `makeCoordinator` returned (`nil` before the session starts).
  public var coordinator: Representable.Coordinator? { mounted?.coordinator }

  // Each callback runs the wrapper's main-actor code on the main actor (`onSimulatedMainActor`)
  // while the session's thread waits for it; the bridge and its context are used by one thread
  // at a time, which is what `nonisolated(unsafe)` asserts here.

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    nonisolated(unsafe) let bridge = self
    nonisolated(unsafe) let context = context
    SimulationThread.run(with: context) {
      onSimulatedMainActor { bridge.mount(context).deliver(event) }
    }
  }

  public func updateView(context: BridgeContext) {
    nonisolated(unsafe) let bridge = self
    nonisolated(unsafe) let context = context
    SimulationThread.run(with: context) {
      onSimulatedMainActor { bridge.render(bridge.mount(context), context: context) }
    }
  }

  public func sessionDidEnd(context: BridgeContext) {
    nonisolated(unsafe) let bridge = self
    SimulationThread.run(with: context) {
      onSimulatedMainActor { bridge.dismantle() }
    }
  }

  @MainActor private func dismantle() {
    guard let mounted else { return }
    Representable.dismantleUIView(mounted.view, coordinator: mounted.coordinator)
    mounted.view.detachFromSession()
    mounted.view.mountedWindow = nil
    self.mounted = nil
  }

  /// The view, made on first use: `makeCoordinator`, `makeUIView`, then the first
  /// `updateUIView`, as SwiftUI mounts a representable.
  @MainActor private func mount(_ context: BridgeContext) -> Representable.UIViewType {
    if let mounted { return mounted.view }
    let representable = make(binding(context))
    let coordinator = representable.makeCoordinator()
    let view = representable.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator))
    mounted = (view, coordinator)
    let window = self.window ?? UIWindow(frame: .zero)
    self.window = window
    view.mountedWindow = window
    view.attachToSession(context, options: options)
    latest = representable
    representable.updateUIView(view, context: UIViewRepresentableContext(coordinator: coordinator))
    return view
  }

  @MainActor private func render(_ view: Representable.UIViewType, context: BridgeContext) {
    guard let coordinator = mounted?.coordinator else { return }
    let representable = make(binding(context))
    latest = representable
    representable.updateUIView(view, context: UIViewRepresentableContext(coordinator: coordinator))
  }

  private func binding(_ context: BridgeContext) -> Binding<String> {
    Binding(
      get: { [weak context] in context?.binding ?? "" },
      set: { [weak context] value in context?.writeBinding(value) })
  }
}
