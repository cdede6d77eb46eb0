/// SwiftUI's result builder for view content: blocks, `if`, `if`/`else`, `if #available`.
///
///     ZStack { Text("a"); if showsHint { Text("b") } }   // TupleView<(Text, Text?)>
@resultBuilder @MainActor
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .first(first))
  }
  public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<
    First, Second
  > {
    ConditionalContent(storage: .second(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in a row, as a `@ViewBuilder` block makes them.
public struct TupleView<T>: PrimitiveView {
  public var value: T
  public init(_ value: T) { self.value = value }
  var childViews: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

/// Nothing.
public struct EmptyView: PrimitiveView {
  nonisolated public init() {}
  var childViews: [any View] { [] }
}

extension Optional: View where Wrapped: View {}
extension Optional: PrimitiveView where Wrapped: View {
  var childViews: [any View] { map { [$0] } ?? [] }
}

/// One of two views, as `if`/`else` in a `@ViewBuilder` makes it.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage
  var childViews: [any View] {
    switch storage {
    case .first(let view): return [view]
    case .second(let view): return [view]
    }
  }
}

/// A view of any type.
public struct AnyView: PrimitiveView {
  let view: any View
  public init<V: View>(_ view: V) { self.view = view }
  public init<V: View>(erasing view: V) { self.view = view }
  var childViews: [any View] { [view] }
}

/// Views grouped without layout.
public struct Group<Content: View>: PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  var childViews: [any View] { [content] }
}
