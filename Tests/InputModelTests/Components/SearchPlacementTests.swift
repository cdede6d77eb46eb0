import Testing

@testable import InputModel

@Suite("SearchPlacement: where .searchable puts the field")
struct SearchPlacementTests {
  @Test(
    "each platform and navigation structure",
    arguments: [
      (SearchPlatform.iOS, NavigationStructure.stack, SearchPlacement.navigationBarDrawer),
      (.iOS, .twoColumn, .sidebar),
      (.iOS, .threeColumn, .sidebar),
      (.iOS, .tabs, .navigationBarDrawer),
      (.iPadOS, .stack, .navigationBarDrawer),
      (.iPadOS, .twoColumn, .sidebar),
      (.iPadOS, .threeColumn, .sidebar),
      (.iPadOS, .tabs, .navigationBarDrawer),
      (.macOS, .stack, .toolbarTrailing),
      (.macOS, .twoColumn, .toolbarTrailing),
      (.macOS, .threeColumn, .toolbarTrailing),
      (.macOS, .tabs, .toolbarTrailing),
      (.watchOS, .stack, .top),
      (.watchOS, .tabs, .top),
      (.tvOS, .stack, .searchTab),
      (.tvOS, .tabs, .searchTab),
    ])
  func placement(platform: SearchPlatform, navigation: NavigationStructure, expected: SearchPlacement) {
    #expect(SearchPlacement.resolve(platform: platform, navigation: navigation) == expected)
  }

  @Test("every combination resolves, and only iOS/iPadOS split views use the sidebar")
  func total() {
    for platform in SearchPlatform.allCases {
      for navigation in NavigationStructure.allCases {
        let placement = SearchPlacement.resolve(platform: platform, navigation: navigation)
        let isSplit = navigation == .twoColumn || navigation == .threeColumn
        let isPhoneOrPad = platform == .iOS || platform == .iPadOS
        #expect((placement == .sidebar) == (isSplit && isPhoneOrPad), "\(platform) \(navigation)")
      }
    }
  }
}
