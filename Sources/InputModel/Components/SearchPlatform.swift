/// The platforms whose `.searchable` placement rules `SearchPlacement.resolve` knows.
public enum SearchPlatform: String, Equatable, Hashable, Sendable, CaseIterable {
  case iOS
  case iPadOS
  case macOS
  case watchOS
  case tvOS
}
