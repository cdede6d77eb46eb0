import Foundation
import Testing

/// Every ```swift block of README.md and docs/*.md stands, word for word, in DocExamples.swift,
/// which the compiler checks: so no example in the docs calls an API that does not exist.
@Suite("Doc examples: every Swift block in the docs is compiled")
struct DocExamplesMatchTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The documents whose Swift blocks are checked, as paths from the package root.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("docs").path
    )
    .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md"] + docs
  }

  /// `FILE #N` → the N-th ```swift block of FILE, without its `import` lines.
  static func blocks() throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for document in try documents() {
      let text = try String(
        contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
      var current: [String]?
      var count = 0
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
          current = []
        } else if var lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
          count += 1
          lines.removeAll { $0.hasPrefix("import ") }
          result["\(document) #\(count)"] = trimmed(lines)
          current = nil
        } else if current != nil {
          current?.append(String(line))
        }
      }
    }
    return result
  }

  /// The files holding compiled regions: Swift 6 examples here, wrapper code written for iOS
  /// and its tests in the Swift 5 target that links InputSimUIKit.
  static let regionFiles = [
    "Tests/DocExamplesTests/DocExamples.swift", "Tests/DocExamplesUIKitTests/DocWrappers.swift",
    "Tests/DocExamplesUIKitTests/UIKitDocExamples.swift",
  ]

  /// `FILE #N` → the lines of the region `// example: FILE #N` … `// end: FILE #N` in any of
  /// `regionFiles`, dedented to their least indentation.
  static func regions() throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for file in regionFiles {
      let source = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
      result.merge(regions(in: source)) { first, _ in first }
    }
    return result
  }

  static func regions(in source: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    var name: String?
    var lines: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let stripped = line.trimmingCharacters(in: .whitespaces)
      if stripped.hasPrefix("// example: ") {
        name = String(stripped.dropFirst("// example: ".count))
        lines = []
      } else if let current = name, stripped == "// end: \(current)" {
        result[current] = trimmed(dedented(lines))
        name = nil
      } else if name != nil {
        lines.append(String(line))
      }
    }
    return result
  }

  static func dedented(_ lines: [String]) -> [String] {
    let indent =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
  }

  static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The expected lines with `−`, the actual with `+`, common lines indented.
  static func diff(expected: [String], actual: [String]) -> String {
    var out: [String] = []
    let count = max(expected.count, actual.count)
    for index in 0..<count {
      let left = index < expected.count ? expected[index] : nil
      let right = index < actual.count ? actual[index] : nil
      if left == right {
        out.append("    " + (left ?? ""))
      } else {
        if let left { out.append("  − " + left) }
        if let right { out.append("  + " + right) }
      }
    }
    return out.joined(separator: "\n")
  }

  @Test("the docs have Swift examples to check")
  func docsHaveExamples() throws {
    #expect(try Self.blocks().count >= 4)
  }

  @Test("every Swift block in the docs is a compiled region of DocExamples.swift, word for word")
  func everyBlockIsCompiled() throws {
    let blocks = try Self.blocks()
    let regions = try Self.regions()
    for name in blocks.keys.sorted() {
      guard let region = regions[name] else {
        Issue.record(
          """
          \(name) has no compiled copy
          to fix: copy the block into Tests/DocExamplesTests/DocExamples.swift (wrapper code for \
          iOS: Tests/DocExamplesUIKitTests/UIKitDocExamples.swift) between \
          `// example: \(name)` and `// end: \(name)` (inside a function if it is statements)
          """)
        continue
      }
      let block = blocks[name] ?? []
      #expect(
        region == block,
        """
        \(name) differs from its compiled copy in DocExamples.swift

        \(Self.diff(expected: block, actual: region))

          (docs: −, DocExamples.swift: +)
          to fix: make both say the same; the compiled copy is what the API accepts
        """)
    }
  }

  @Test("every compiled region still has its block in the docs")
  func noStaleRegion() throws {
    let blocks = try Self.blocks()
    let stale = try Self.regions().keys.filter { blocks[$0] == nil }.sorted()
    #expect(
      stale.isEmpty,
      "regions with no Swift block in the docs: \(stale); to fix: delete them or renumber them")
  }
}
