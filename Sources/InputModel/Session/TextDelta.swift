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
    let measured = old.utf8.withContiguousStorageIfAvailable { oldBytes in
      new.utf8.withContiguousStorageIfAvailable { newBytes in
        let shorter = min(oldBytes.count, newBytes.count)
        let prefix = String.commonPrefixLength(oldBytes, newBytes, upTo: shorter)
        let suffix = String.commonSuffixLength(oldBytes, newBytes, upTo: shorter - prefix)
        return TextDelta(
          prefixUTF8Count: prefix, suffixUTF8Count: suffix,
          middle: Array(newBytes[prefix..<(newBytes.count - suffix)]))
      }
    }
    if let measured = measured ?? nil {
      self = measured
      return
    }
    let oldBytes = Array(old.utf8)
    let newBytes = Array(new.utf8)
    var prefix = 0
    let shorter = min(oldBytes.count, newBytes.count)
    while prefix < shorter && oldBytes[prefix] == newBytes[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && oldBytes[oldBytes.count - 1 - suffix] == newBytes[newBytes.count - 1 - suffix]
    {
      suffix += 1
    }
    prefixUTF8Count = prefix
    suffixUTF8Count = suffix
    middle = Array(newBytes[prefix..<(newBytes.count - suffix)])
  }

  /// The new text, given the old one it was taken from.
  func applied(to old: String) -> String {
    let oldBytes = old.utf8
    var bytes: [UInt8] = []
    bytes.reserveCapacity(prefixUTF8Count + middle.count + suffixUTF8Count)
    bytes.append(contentsOf: oldBytes.prefix(prefixUTF8Count))
    bytes.append(contentsOf: middle)
    bytes.append(contentsOf: oldBytes.suffix(suffixUTF8Count))
    return String(decoding: bytes, as: UTF8.self)
  }
}
