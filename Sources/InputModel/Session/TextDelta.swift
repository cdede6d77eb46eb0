/// A text stored as what it changed from the text before it: the UTF-8 bytes it shares at
/// the start and at the end, and the bytes in between. A keystroke's binding write costs the
/// key, not the text, in a trace that keeps every write.
///
///     TextDelta(from: "hello", to: "help!")  →  prefix 3, suffix 0, middle "p!"
///     .applied(to: "hello")                   →  "help!"
struct TextDelta: Equatable, Sendable {
  var prefixUTF8Count: Int
  var suffixUTF8Count: Int
  var middle: [UInt8]

  init(prefixUTF8Count: Int, suffixUTF8Count: Int, middle: [UInt8]) {
    self.prefixUTF8Count = prefixUTF8Count
    self.suffixUTF8Count = suffixUTF8Count
    self.middle = middle
  }

  init(from old: String, to new: String) {
    // Native strings are contiguous already: no copy is made here.
    var old = old
    var new = new
    old.makeContiguousUTF8()
    new.makeContiguousUTF8()
    (prefixUTF8Count, suffixUTF8Count, middle) = old.withUTF8 { oldBytes in
      new.withUTF8 { newBytes in
        let shorter = min(oldBytes.count, newBytes.count)
        let prefix = String.commonPrefixLength(oldBytes, newBytes, upTo: shorter)
        let suffix = String.commonSuffixLength(oldBytes, newBytes, upTo: shorter - prefix)
        return (prefix, suffix, Array(newBytes[prefix..<(newBytes.count - suffix)]))
      }
    }
  }

  /// `TextDelta(from: old, to: new)` when the first `prefix` and the last `suffix` bytes of
  /// both are already known to be the same (the field's splices between them say so): only
  /// the bytes next to the edit are compared, to find what the full comparison would find,
  /// so the delta is the same one and a key at the end of 1,000,000 characters costs its
  /// edit, not the text.
  ///
  ///     "…abc" → "…abcd", known prefix = count of "…abc", suffix 0  →  0 bytes compared
  init(from old: String, to new: String, knownCommonEnds known: (prefix: Int, suffix: Int)) {
    var old = old
    var new = new
    old.makeContiguousUTF8()
    new.makeContiguousUTF8()
    (prefixUTF8Count, suffixUTF8Count, middle) = old.withUTF8 { oldBytes in
      new.withUTF8 { newBytes in
        let shorter = min(oldBytes.count, newBytes.count)
        let knownPrefix = min(max(0, known.prefix), shorter)
        let prefix =
          knownPrefix
          + String.commonPrefixLength(
            UnsafeBufferPointer(rebasing: oldBytes[knownPrefix...]),
            UnsafeBufferPointer(rebasing: newBytes[knownPrefix...]), upTo: shorter - knownPrefix)
        let limit = shorter - prefix
        let knownSuffix = min(max(0, known.suffix), limit)
        let suffix =
          knownSuffix
          + String.commonSuffixLength(
            UnsafeBufferPointer(rebasing: oldBytes[..<(oldBytes.count - knownSuffix)]),
            UnsafeBufferPointer(rebasing: newBytes[..<(newBytes.count - knownSuffix)]),
            upTo: limit - knownSuffix)
        return (prefix, suffix, Array(newBytes[prefix..<(newBytes.count - suffix)]))
      }
    }
  }

  /// The new text, given the old one it was taken from.
  func applied(to old: String) -> String {
    TextWork.current?.bindingValuesRebuilt += 1
    let oldBytes = old.utf8
    var bytes: [UInt8] = []
    bytes.reserveCapacity(prefixUTF8Count + middle.count + suffixUTF8Count)
    bytes.append(contentsOf: oldBytes.prefix(prefixUTF8Count))
    bytes.append(contentsOf: middle)
    bytes.append(contentsOf: oldBytes.suffix(suffixUTF8Count))
    return String(decoding: bytes, as: UTF8.self)
  }
}
