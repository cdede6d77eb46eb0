import Foundation

/// A view with a modifier applied: the content, the views the modifier adds (an overlay, a
/// background) and the modifier's name. Layout and appearance modifiers are stored and inert.
///
///     Text("a").padding().overlay(NoteEditor(text: $text))   // children: Text, NoteEditor
public struct ModifiedContent<Content: View>: PrimitiveView {
  public let content: Content
  /// The modifier, as written (`padding`, `frame`, `overlay`…).
  public let modifier: String
  let attached: [any View]
  var childViews: [any View] { [content] + attached }
}

extension View {
  func modified(_ name: String, attaching attached: [any View] = []) -> ModifiedContent<Self> {
    ModifiedContent(content: self, modifier: name, attached: attached)
  }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self>
  { modified("frame") }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self> { modified("frame") }

  public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self> { modified("padding") }
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self> {
    modified("padding")
  }
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> ModifiedContent<Self>
  { modified("background", attaching: [background]) }
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> ModifiedContent<Self> { modified("background", attaching: [content()]) }
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<
    Self
  > {
    modified("overlay", attaching: [overlay])
  }
  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
    -> ModifiedContent<Self>
  { modified("overlay", attaching: [content()]) }
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self> { modified("foregroundColor") }
  public func font(_ font: Font?) -> ModifiedContent<Self> { modified("font") }
  public func opacity(_ opacity: Double) -> ModifiedContent<Self> { modified("opacity") }
  public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self> { modified("cornerRadius") }
  public func fixedSize() -> ModifiedContent<Self> { modified("fixedSize") }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self> { modified("fixedSize") }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
    modified("multilineTextAlignment")
  }
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self> { modified("lineLimit") }
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self> { modified("allowsHitTesting") }
  public func disabled(_ disabled: Bool) -> ModifiedContent<Self> { modified("disabled") }
  public func clipped() -> ModifiedContent<Self> { modified("clipped") }
  public func layoutPriority(_ value: Double) -> ModifiedContent<Self> { modified("layoutPriority") }
  public func accessibilityLabel(_ label: String) -> ModifiedContent<Self> { modified("accessibilityLabel") }
  /// Stored, not run: nothing appears or disappears in a scenario.
  public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self> { modified("onAppear") }
  public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self> {
    modified("onDisappear")
  }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self> {
    modified("onTapGesture")
  }
}
