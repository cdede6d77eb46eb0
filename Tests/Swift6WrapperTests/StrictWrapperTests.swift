import InputSimTesting
import Testing

@Suite("a Swift 6 mode wrapper with UIKit's @MainActor isolation")
struct StrictWrapperTests {
  @Test("compiles against the shim's isolation and keeps the text-field contract off the main thread")
  func contractOffMainThread() throws {
    let results = try expectContract(.textField) { StrictField(text: $0) }
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.status == .passed })
  }

  @Test("and on the main actor")
  @MainActor func contractOnMainActor() throws {
    let results = try expectContract(.textField) { StrictField(text: $0) }
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.status == .passed })
  }
}
