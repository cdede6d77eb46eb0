import InputModel

/// Drives the component your app ships, not only its representable: any SwiftUI `View` built
/// from the binding (a `ZStack` with a placeholder `Text` over the text view, a toolbar, a
/// counter). Every render pass evaluates its `body` anew, finds the `UIViewRepresentable`s in
/// it and updates them; the first whose view is a `UITextField` or `UITextView` is the
/// session's field.
///
///     struct ComposeBar: View {
///       @Binding var text: String
///       var body: some View {
///         ZStack(alignment: .topLeading) {
///           if text.isEmpty { Text("Message") }
///           NoteEditor(text: $text)
///         }
///       }
///     }
///     ScenarioRunner().runFiles(at: "scenarios", bridge: { ViewBridge { ComposeBar(text: $0) } })
///
/// As SwiftUI does: representables are made once (`makeCoordinator`, `makeUIView`, a first
/// `updateUIView`) and kept by their place in the tree; a different type at that place is
/// dismantled and the new one mounted; `@State` in your views lasts across passes. Layout is
/// not simulated: `GeometryReader` sees a zero size, modifiers are stored.
public final class ViewBridge<Content: View>: Bridge {
  public let name: String
  public let options: UIKitCallbackOptions
  private let make: @MainActor (Binding<String>) -> Content
  private var mounted: [any MountedRepresentable] = []
  /// Index in `mounted` of the session's field.
  private var fieldIndex: Int?
  private var states: [String: AnyObject] = [:]
  private var window: UIWindow?

  /// - Parameters:
  ///   - name: the name reports use (default: the view's type name).
  ///   - make: builds the view from the binding, as its parent's `body` does.
  public init(
    name: String? = nil, options: UIKitCallbackOptions = .standard,
    _ make: @escaping @MainActor (Binding<String>) -> Content
  ) {
    self.name = name ?? String(describing: Content.self)
    self.options = options
    self.make = make
  }

  /// The views the representables made, in tree order (empty before the session starts).
  public var uiViews: [UIView] {
    nonisolated(unsafe) let bridge = self
    return onSimulatedMainActor { bridge.mounted.map(\.uiView) }
  }

  /// The type of the view attached as the session's field, kept after the session ends
  /// (`nil` when the tree held no `UITextField` or `UITextView`).
  public private(set) var fieldViewType: (any SimulatedTextInputView.Type)?

  /// The session's field: the first text view found.
  public var fieldView: (any SimulatedTextInputView)? {
    nonisolated(unsafe) let bridge = self
    return onSimulatedMainActor {
      bridge.fieldIndex.flatMap { bridge.mounted[$0].uiView as? any SimulatedTextInputView }
    }
  }

  // Each callback runs the views' main-actor code on the main actor (`onSimulatedMainActor`)
  // while the session's thread waits for it; the bridge and its context are used by one thread
  // at a time, which is what `nonisolated(unsafe)` asserts here.

  public func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    nonisolated(unsafe) let bridge = self
    nonisolated(unsafe) let context = context
    SimulationThread.run(with: context) {
      onSimulatedMainActor {
        if bridge.mounted.isEmpty { bridge.render(context) }
        bridge.fieldIndex.flatMap { bridge.mounted[$0].uiView as? any SimulatedTextInputView }?.deliver(event)
      }
    }
  }

  public func updateView(context: BridgeContext) {
    nonisolated(unsafe) let bridge = self
    nonisolated(unsafe) let context = context
    SimulationThread.run(with: context) {
      onSimulatedMainActor { bridge.render(context) }
    }
  }

  public func sessionDidEnd(context: BridgeContext) {
    nonisolated(unsafe) let bridge = self
    SimulationThread.run(with: context) {
      onSimulatedMainActor { bridge.dismantleAll() }
    }
  }

  @MainActor private func dismantleAll() {
    for mount in mounted { mount.dismantle() }
    for mount in mounted {
      (mount.uiView as? any SimulatedTextInputView)?.detachFromSession()
      mount.uiView.mountedWindow = nil
    }
    mounted = []
    fieldIndex = nil
  }

  /// One render pass: the tree evaluated, each representable found updated (or mounted).
  @MainActor private func render(_ context: BridgeContext) {
    let binding = Binding<String>(
      get: { [weak context] in context?.binding ?? "" },
      set: { [weak context] value in context?.writeBinding(value) })
    let tree = ViewTree(make(binding), states: &states)
    for (index, representable) in tree.representables.enumerated() {
      if index < mounted.count, mounted[index].update(with: representable) { continue }
      if index < mounted.count {
        // Another type at this place: the old view goes, as SwiftUI replaces it.
        mounted[index].dismantle()
        (mounted[index].uiView as? any SimulatedTextInputView)?.detachFromSession()
        mounted[index].uiView.mountedWindow = nil
        if index == fieldIndex { fieldIndex = nil }
      }
      let mount = openAndMount(representable)
      if index < mounted.count { mounted[index] = mount } else { mounted.append(mount) }
      let window = self.window ?? UIWindow(frame: .zero)
      self.window = window
      mount.uiView.mountedWindow = window
      if fieldIndex == nil, let field = mount.uiView as? any SimulatedTextInputView {
        field.attachToSession(context, options: options)
        fieldIndex = index
        fieldViewType = type(of: field)
      }
      _ = mount.update(with: representable)
    }
  }

  @MainActor private func openAndMount(_ view: any View) -> any MountedRepresentable {
    // `ViewTree` collects only representables.
    guard let representable = view as? any UIViewRepresentable else {
      preconditionFailure("ViewTree collected \(type(of: view)), which is not a UIViewRepresentable")
    }
    return mount(representable)
  }
}
