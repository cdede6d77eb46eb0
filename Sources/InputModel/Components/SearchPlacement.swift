/// Where the system puts a search field for `.searchable` with automatic placement.
public enum SearchPlacement: String, Equatable, Hashable, Sendable, CaseIterable {
  /// In the navigation bar, in a drawer that appears when the list is pulled down.
  case navigationBarDrawer
  /// At the top of the split view's sidebar column.
  case sidebar
  /// At the trailing edge of the window's toolbar.
  case toolbarTrailing
  /// At the top of the screen, above the content.
  case top
  /// On a dedicated search tab.
  case searchTab

  /// The placement for a platform and a navigation structure.
  ///
  ///     iOS, iPadOS  twoColumn/threeColumn → sidebar;  stack/tabs → navigationBarDrawer
  ///     macOS        any → toolbarTrailing
  ///     watchOS      any → top
  ///     tvOS         any → searchTab
  public static func resolve(platform: SearchPlatform, navigation: NavigationStructure) -> SearchPlacement {
    switch (platform, navigation) {
    case (.iOS, .twoColumn), (.iOS, .threeColumn), (.iPadOS, .twoColumn), (.iPadOS, .threeColumn):
      .sidebar
    case (.iOS, _), (.iPadOS, _):
      .navigationBarDrawer
    case (.macOS, _):
      .toolbarTrailing
    case (.watchOS, _):
      .top
    case (.tvOS, _):
      .searchTab
    }
  }
}

/// The platforms whose `.searchable` placement rules `SearchPlacement.resolve` knows.
public enum SearchPlatform: String, Equatable, Hashable, Sendable, CaseIterable {
  case iOS
  case iPadOS
  case macOS
  case watchOS
  case tvOS
}

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
