/// SwiftUI's protocol for wrapping a UIKit view, with the same requirements and defaults.
/// `RepresentableBridge` calls them as SwiftUI does: `makeCoordinator` and `makeUIView` once,
/// `updateUIView` on every render pass with a fresh value, `dismantleUIView` at the end.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// A representable shows its UIKit view; it has no body.
  public var body: Never {
    preconditionFailure("\(Self.self) is a UIViewRepresentable: it has no body")
  }

  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

/// What a representable's methods get: the coordinator (and a transaction-free environment).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
}
