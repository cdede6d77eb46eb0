import InputModel
import Testing

@testable import InputSimMozc

/// A scenario's keys: readings converted, candidates picked beyond the page, segments moved
/// and resized, committed; `きょう` too, which would offer today's date if date conversion
/// were on.
private let scenario: [InputAction] =
  typed("kanji") + [.convert, .selectCandidate(index: 12), .commit]
  + typed("watashihanihongowobenkyoushiteimasu")
  + [.convert, .key(.named(.right)), .nextCandidate, .key(.named(.shiftLeft)), .commit]
  + typed("kyou") + [.convert, .convert, .nextCandidate, .nextCandidate, .commit]
  + typed("hashi") + [.convert, .selectCandidate(index: 3), .commit]
  + typed("kishagakishanikishashita") + [.convert, .commit]

/// Keys that would teach a learning Mozc to prefer rare candidates.
private let teaching: [InputAction] =
  (typed("kanji") + [.convert, .selectCandidate(index: 9), .commit]
    + typed("hashi") + [.convert, .selectCandidate(index: 4), .commit]
    + typed("kyou") + [.convert, .selectCandidate(index: 6), .commit]) + typed("kanji") + [.convert, .commit]

private func typed(_ text: String) -> [InputAction] { text.map { .key(.typed(String($0))) } }

/// Replays `actions` on a new session of `server` and writes down, after each action, the
/// field and everything Mozc said (preedit, window, full candidate list).
private func transcript(of actions: [InputAction], on server: MozcServer) throws -> [String] {
  let typist = try Typist(server: server)
  return try actions.map { action in
    try typist.keyboard.perform(action, client: typist.client)
    return "\(action) → \(typist.field) \(typist.keyboard.lastOutput)"
  }
}

@Suite("Mozc runs are repeatable: fresh or warm server, in either order")
struct MozcDeterminismTests {
  @Test(
    "a scenario gives byte-identical replies on a fresh server, the same server after teaching, and another")
  func freshAndWarm() throws {
    let first = try startPrivateServer()
    defer { first.stop() }
    let fresh = try transcript(of: scenario, on: first)
    // Commit rare candidates, several times, on sessions of the same server.
    for _ in 0..<3 { _ = try transcript(of: teaching, on: first) }
    let warm = try transcript(of: scenario, on: first)
    expectSame(fresh, warm, "the same server after teaching")

    let second = try startPrivateServer()
    defer { second.stop() }
    _ = try transcript(of: teaching, on: second)
    let otherOrder = try transcript(of: scenario, on: second)
    expectSame(fresh, otherOrder, "another server that was taught first")

    let shared = try transcript(of: scenario, on: MozcServer.shared())
    expectSame(fresh, shared, "the process's shared server, warm from other tests")
  }

  /// Compares two transcripts line by line, naming the first action where they differ.
  private func expectSame(
    _ expected: [String], _ actual: [String], _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(expected.count == actual.count, sourceLocation: sourceLocation)
    if let index = expected.indices.first(where: { $0 < actual.count && expected[$0] != actual[$0] }) {
      Issue.record(
        "\(what): differs at action \(index + 1)\n  − \(expected[index])\n  + \(actual[index])",
        sourceLocation: sourceLocation)
    }
  }
}
