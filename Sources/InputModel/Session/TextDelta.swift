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

  /// Changes the bytes of the old text into the new one's in place: a run of deltas rebuilt in
  /// one buffer moves the bytes after each change, and makes no text per delta.
  ///
  ///     "abc" (prefix 2, suffix 0, "Z")  →  "abZ"
  func apply(to bytes: inout [UInt8]) {
    let lower = min(prefixUTF8Count, bytes.count)
    let upper = max(lower, bytes.count - suffixUTF8Count)
    bytes.replaceSubrange(lower..<upper, with: middle)
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
