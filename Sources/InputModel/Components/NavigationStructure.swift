/// The navigation container a `.searchable` modifier is attached to.
public enum NavigationStructure: String, Equatable, Hashable, Sendable, CaseIterable {
  /// A `NavigationStack`: one column.
  case stack
  /// A `NavigationSplitView` with a sidebar and a detail column.
  case twoColumn
  /// A `NavigationSplitView` with a sidebar, a content and a detail column.
  case threeColumn
  /// A `TabView`.
  case tabs
}
