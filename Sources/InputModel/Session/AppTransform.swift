/// An app `onChange(of: text)` handler that rewrites the binding — the usual trigger of
/// composition breakage (length limits, formatters, filters).
public struct AppTransform: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// Keep at most this many grapheme clusters (ICU boundaries).
    case maxLength(Int)
    /// Uppercase ASCII letters (what a code or ticket field does).
    case uppercase
    /// Keep ASCII digits only.
    case digitsOnly
    /// A rewrite written in Swift (`AppTransform(named:…) { … }`); a scenario file cannot
    /// spell it.
    case custom(CustomTransform)
  }

  public var kind: Kind
  /// Write the result on the next main-queue turn (`Task { @MainActor in text = … }`)
  /// instead of inside the handler.
  public var deferred: Bool
  /// Which value the handler acts on (`reads=`); `nil` takes the session's `handler-reads`,
  /// or `current` for a `deferred` transform (its task reads the text when it runs).
  public var reads: AppHandlerOptions.Reads?
  /// When its write lands (`runs=`); `nil` takes the session's `handler-runs`. `deferred` is
  /// `next-turn` whatever this says.
  public var runs: AppHandlerOptions.Runs?

  public init(
    _ kind: Kind, deferred: Bool = false, reads: AppHandlerOptions.Reads? = nil,
    runs: AppHandlerOptions.Runs? = nil
  ) {
    self.kind = kind
    self.deferred = deferred
    self.reads = reads
    self.runs = runs
  }

  /// A transform whose rule is your own Swift closure, named for traces and reports. The
  /// closure returns the text the handler writes; returning its input writes nothing.
  ///
  ///     AppTransform(named: "phone-hyphens") { hyphenated($0) }
  ///     // "0901" → "090-1"; described as `swift=phone-hyphens`
  public init(
    named name: String, deferred: Bool = false, reads: AppHandlerOptions.Reads? = nil,
    runs: AppHandlerOptions.Runs? = nil, _ rewrite: @escaping @Sendable (String) -> String
  ) {
    self.init(
      .custom(CustomTransform(name: name, rewrite: rewrite)), deferred: deferred, reads: reads, runs: runs)
  }

  /// What the handler reads under the session's `defaults`.
  ///
  ///     max-length=5, defaults param            →  param
  ///     uppercase deferred, defaults param      →  current
  ///     max-length=5 reads=captured             →  captured
  public func effectiveReads(_ defaults: AppHandlerOptions) -> AppHandlerOptions.Reads {
    reads ?? (deferred ? .current : defaults.reads)
  }

  /// When the handler's write lands under the session's `defaults`.
  public func effectiveRuns(_ defaults: AppHandlerOptions) -> AppHandlerOptions.Runs {
    deferred ? .nextTurn : runs ?? defaults.runs
  }

  /// The rewritten text, or `nil` when the text already satisfies the transform.
  ///
  ///     maxLength(3):  "あいうえ" → "あいう"
  ///     uppercase:     "abc" → "ABC"
  ///     digitsOnly:    "a1b2" → "12"
  public func apply(to text: String) -> String? {
    let result: String
    switch kind {
    case .maxLength(let limit):
      // This runs on every change of the binding: a text of at most `limit` bytes has at most
      // `limit` clusters, and a longer one is segmented only as far as the limit.
      if text.utf8.count <= max(0, limit) { return nil }
      guard let end = Self.utf16Offset(afterClusters: max(0, limit), ofLongerText: text) else {
        return nil
      }
      result = text.substring(utf16Range: UTF16Range(location: 0, length: end))
    case .uppercase:
      // Only ASCII lowercase letters change, byte for byte: in UTF-8 their bytes appear
      // nowhere else, so the other scalars keep their bytes.
      // One pass over one buffer (indexing the array checked it was unshared at every byte),
      // and no comparison after: a changed ASCII letter is never canonically equivalent to
      // the old one.
      var bytes = Array(text.utf8)
      let changed = bytes.withUnsafeMutableBufferPointer { buffer in
        var changed = false
        for index in buffer.indices where buffer[index] &- 0x61 < 26 {
          buffer[index] -= 0x20
          changed = true
        }
        return changed
      }
      return changed ? String(decoding: bytes, as: UTF8.self) : nil
    case .digitsOnly:
      result = String(String.UnicodeScalarView(text.unicodeScalars.filter { ("0"..."9").contains($0) }))
    case .custom(let custom):
      result = custom.rewrite(text)
    }
    return result == text ? nil : result
  }

  /// The UTF-16 offset after the first `clusterCount` grapheme clusters of `text`, or `nil`
  /// when the text has no more clusters than that.
  ///
  ///     3, "あいうえ"  →  3;    3, "a👍b"  →  nil;    1, "👍🏽x"  →  4
  private static func utf16Offset(afterClusters clusterCount: Int, ofLongerText text: String) -> Int? {
    if let length = SingleUnitClusters.utf16Length(ifOnlySingleUnitClusters: text) {
      return length > clusterCount ? clusterCount : nil
    }
    var boundaryIndex = 0
    var offset: Int?
    var isLonger = false
    GraphemeSegmenter.withShared { segmenter in
      segmenter.forEachBoundary(of: text, fromUTF16Offset: 0) { boundary in
        if boundaryIndex == clusterCount { offset = boundary }
        isLonger = boundaryIndex > clusterCount
        boundaryIndex += 1
        return !isLonger
      }
    }
    return isLonger ? offset : nil
  }

  /// The transform as a `transform` line spells it (`max-length=5 deferred`).
  public var description: String { ScenarioWriter.words(of: self) }
}
