import Foundation

/// Overlapping views (a placeholder `Text` over the text view); layout is not simulated.
public struct ZStack<Content: View>: PrimitiveView {
  public let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  var childViews: [any View] { [content] }
}

/// Views side by side.
public struct HStack<Content: View>: PrimitiveView {
  public let alignment: VerticalAlignment
  public let spacing: CGFloat?
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  var childViews: [any View] { [content] }
}

/// Views one above the other.
public struct VStack<Content: View>: PrimitiveView {
  public let alignment: HorizontalAlignment
  public let spacing: CGFloat?
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  var childViews: [any View] { [content] }
}

/// Flexible space.
public struct Spacer: PrimitiveView {
  public let minLength: CGFloat?
  nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  var childViews: [any View] { [] }
}

/// A line between views.
public struct Divider: PrimitiveView {
  nonisolated public init() {}
  var childViews: [any View] { [] }
}

/// What `GeometryReader` hands its content: a zero size (nothing is laid out).
public struct GeometryProxy {
  public let size: CGSize
}

/// Content built from the proposed size, evaluated with a zero size on every render pass.
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  var childViews: [any View] { [content(GeometryProxy(size: .zero))] }
}

/// A button: its label is evaluated; it is never tapped (scenarios type, they do not tap).
public struct Button<Label: View>: PrimitiveView {
  let label: Label
  public let action: () -> Void
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  var childViews: [any View] { [label] }
}

extension Button where Label == Text {
  public init(_ title: String, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}
