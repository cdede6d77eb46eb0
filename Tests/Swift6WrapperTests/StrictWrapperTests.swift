import Foundation
import InputModel
import InputSimTesting
import SwiftUI
import Testing

@Suite("a Swift 6 mode wrapper with UIKit's @MainActor isolation runs on the main actor")
struct StrictWrapperTests {
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenarios").path

  @Test("from a test off the main actor it keeps the text-field contract")
  func contractOffMainActor() throws {
    let results = try expectContract(.textField) { StrictField(text: $0) }
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.status == .passed })
  }

  @Test("from a @MainActor test it keeps the text-field contract")
  @MainActor func contractOnMainActor() throws {
    let results = try expectContract(.textField) { StrictField(text: $0) }
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.status == .passed })
  }

  @Test("a bridge built in the test from a closure literal runs it on the main actor too")
  func bridgeClosureOffMainActor() throws {
    let results = try ScenarioRunner().runFiles(at: Self.scenarios) {
      RepresentableBridge(name: "strict") { StrictField(text: $0) }
    }
    #expect(!results.isEmpty)
    #expect(results.contains { $0.path.hasSuffix("romaji-wa-ta.scenario") && $0.status == .passed })
  }
}
