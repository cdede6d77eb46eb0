/// SwiftUI's view: a value whose `body` describes what it shows. `ViewBridge` evaluates `body`
/// on every render pass, down to the `UIViewRepresentable`s inside, and drives those.
///
///     struct ComposeBar: View {
///       @Binding var text: String
///       var body: some View { ZStack { Text("Message"); NoteEditor(text: $text) } }
///     }
@preconcurrency @MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { self }
}

/// A view the shim provides itself (a stack, `Text`, a modifier): the bridge reads its
/// children instead of a `body`.
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// The views inside, in order (a stack's content, a modifier's content and its overlay).
  var childViews: [any View] { get }
}

extension PrimitiveView {
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view: it has no body")
  }
}

/// Xcode's previews: compiled, never shown.
@preconcurrency @MainActor
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}
