/// Simpler forms of one step, simplest first, for the shrinker's second phase: shorter typed
/// text, fewer key repeats, shorter app values, a smaller candidate position, fewer ticks.
///
///     type "kya"          → type "k", type "y", type "a", type "ky", type "ka", type "ya"
///     key backspace x3    → key backspace, key backspace x2
///     set "かな" deferred  → set "" deferred, set "か" deferred, set "な" deferred, set "かな"
public enum StepSimplifier {
  public static func simplerForms(of step: SessionStep) -> [SessionStep] {
    switch step {
    case .type(let text):
      return shorterTexts(text).filter { !$0.isEmpty }.map { .type($0) }
    case .key(let key, let count):
      guard count > 1 else { return [] }
      return Array(Set([1, count - 1])).sorted().map { .key(key, count: $0) }
    case .set(let text, let deferred):
      var forms = shorterTexts(text).map { SessionStep.set($0, deferred: deferred) }
      if deferred { forms.append(.set(text, deferred: false)) }
      return forms
    case .action(.selectCandidate(let position)) where position > 1:
      return [.action(.selectCandidate(index: 1)), .action(.selectCandidate(index: position - 1))]
    case .action(.previousCandidate):
      return [.action(.nextCandidate)]
    case .tick(let count?) where count > 1:
      return [.tick(1), .tick(count - 1)]
    case .tick(nil):
      return [.tick(1)]
    default:
      return []
    }
  }

  /// Shorter versions of `text` by whole grapheme clusters: the empty text, each single
  /// cluster, then the text without one cluster (last first).
  ///
  ///     "abc" → "", "a", "b", "c", "ab", "ac", "bc"
  static func shorterTexts(_ text: String) -> [String] {
    let boundaries = GraphemeBoundaries(text)
    let clusters = boundaries.clusterRanges.map { text.substring(utf16Range: $0) }
    guard !clusters.isEmpty else { return [] }
    var forms: [String] = [""]
    guard clusters.count > 1 else { return forms }
    forms += clusters
    if clusters.count > 2 {
      for removed in clusters.indices.reversed() {
        var kept = clusters
        kept.remove(at: removed)
        forms.append(kept.joined())
      }
    }
    var seen = Set<String>()
    return forms.filter { $0 != text && seen.insert($0).inserted }
  }
}
