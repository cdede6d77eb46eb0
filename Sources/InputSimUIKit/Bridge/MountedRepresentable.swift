/// One `UIViewRepresentable` a `ViewBridge` found in the view tree and mounted: its view and
/// coordinator, made once, updated with each render pass's fresh value.
@MainActor
protocol MountedRepresentable: AnyObject {
  var uiView: UIView { get }
  /// Calls `updateUIView` with `value` when it is this representable's type; `false` when the
  /// tree holds another type at this place now (the bridge then dismantles and mounts anew).
  func update(with value: any View) -> Bool
  func dismantle()
}

@MainActor
final class RepresentableMount<Representable: UIViewRepresentable>: MountedRepresentable {
  let view: Representable.UIViewType
  let coordinator: Representable.Coordinator
  var uiView: UIView { view }

  /// `makeCoordinator`, `makeUIView`, as SwiftUI mounts a representable (the first
  /// `updateUIView` is the caller's, once the view is attached).
  init(_ representable: Representable) {
    coordinator = representable.makeCoordinator()
    view = representable.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator))
  }

  func update(with value: any View) -> Bool {
    guard let representable = value as? Representable else { return false }
    representable.updateUIView(view, context: UIViewRepresentableContext(coordinator: coordinator))
    return true
  }

  func dismantle() {
    Representable.dismantleUIView(view, coordinator: coordinator)
  }
}

/// Mounts a representable found as `any View` (the existential opened for its type).
@MainActor
func mount<Representable: UIViewRepresentable>(_ representable: Representable) -> any MountedRepresentable {
  RepresentableMount(representable)
}
