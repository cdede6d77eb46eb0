/// Turning the helper's S-expressions into typed replies. Every value is checked: a missing
/// entry, a value of the wrong kind or an offset outside the preedit is a
/// `MozcProtocolError` naming the entry's path; entries this driver does not use are ignored.
extension MozcHelperLine {
  /// Reads and decodes one complete line.
  ///
  ///     #"((emacs-event-id . 1)(emacs-session-id . 1)(output . ()))"#  →  .reply(event 1, session 1, empty output)
  public static func parse(_ bytes: [UInt8]) throws(MozcProtocolError) -> MozcHelperLine {
    try decode(SExpressionParser.parse(bytes))
  }

  /// Decodes one top-level expression.
  public static func decode(_ expression: SExpression) throws(MozcProtocolError) -> MozcHelperLine {
    let root = try Fields(expression, path: "reply")
    if root.has("mozc-emacs-helper") {
      return .greeting(version: try root.optionalString("version") ?? "unknown")
    }
    if root.has("error") {
      let kind = try root.atom("error")
      let message = try root.optionalString("message") ?? ""
      return .error(kind: kind.symbolText, message: message)
    }
    let eventID = try root.integer("emacs-event-id")
    let sessionID = try root.integer("emacs-session-id")
    let output = try MozcOutput(try root.fields("output"))
    return .reply(MozcReply(eventID: eventID, sessionID: sessionID, output: output))
  }
}

extension MozcOutput {
  fileprivate init(_ fields: Fields) throws(MozcProtocolError) {
    self.init()
    consumed = try fields.optionalBoolean("consumed") ?? false
    if fields.has("result") { result = try fields.fields("result").string("value") }
    if fields.has("preedit") { preedit = try MozcPreedit(try fields.fields("preedit")) }
    if fields.has("candidates") { candidateWindow = try MozcCandidateWindow(try fields.fields("candidates")) }
    if fields.has("all-candidate-words") {
      allCandidates = try MozcCandidateList(try fields.fields("all-candidate-words"))
    }
    if fields.has("mode") { mode = try fields.atom("mode").symbolText }
  }
}

extension MozcPreedit {
  fileprivate init(_ fields: Fields) throws(MozcProtocolError) {
    var segments: [MozcSegment] = []
    for (index, element) in try fields.lists("segment").enumerated() {
      let segment = try Fields(element, path: fields.path + ".segment[\(index)]")
      let annotationName = try segment.optionalAtom("annotation")?.symbolText ?? "none"
      guard let annotation = MozcSegmentAnnotation(rawValue: annotationName) else {
        throw .unexpectedValue(
          path: segment.path + ".annotation", expected: "underline, highlight or none", found: annotationName)
      }
      segments.append(
        MozcSegment(
          value: try segment.string("value"), reading: try segment.optionalString("key") ?? "",
          annotation: annotation))
    }
    let codePointCount = segments.reduce(0) { $0 + $1.value.unicodeScalars.count }
    self.init(
      segments: segments,
      cursorCodePointOffset: try fields.offset("cursor", upTo: codePointCount),
      highlightedCodePointOffset: fields.has("highlighted-position")
        ? try fields.offset("highlighted-position", upTo: codePointCount) : nil)
  }
}

extension MozcCandidateWindow {
  fileprivate init(_ fields: Fields) throws(MozcProtocolError) {
    let candidates = try MozcCandidate.list(try fields.lists("candidate"), path: fields.path + ".candidate")
    self.init(
      focusedIndex: try fields.optionalInteger("focused-index"), size: try fields.integer("size"),
      pageSize: try fields.optionalInteger("page-size"), candidates: candidates)
  }
}

extension MozcCandidateList {
  fileprivate init(_ fields: Fields) throws(MozcProtocolError) {
    let candidates = try MozcCandidate.list(try fields.lists("candidates"), path: fields.path + ".candidates")
    let focusedIndex = try fields.optionalInteger("focused-index")
    if let focusedIndex, !candidates.contains(where: { $0.index == focusedIndex }) {
      throw .unexpectedValue(
        path: fields.path + ".focused-index", expected: "the index of a listed candidate",
        found: String(focusedIndex))
    }
    self.init(
      focusedIndex: focusedIndex, candidates: candidates,
      category: try fields.optionalAtom("category")?.symbolText)
  }
}

extension MozcCandidate {
  fileprivate static func list(_ elements: [SExpression], path: String) throws(MozcProtocolError)
    -> [MozcCandidate]
  {
    var candidates: [MozcCandidate] = []
    candidates.reserveCapacity(elements.count)
    for (position, element) in elements.enumerated() {
      let fields = try Fields(element, path: path + "[\(position)]")
      candidates.append(MozcCandidate(index: try fields.integer("index"), value: try fields.string("value")))
    }
    return candidates
  }
}

extension SExpression {
  /// A symbol's name, or the expression written out (for messages).
  fileprivate var symbolText: String {
    if case .symbol(let name) = self { return name }
    return description
  }
}

/// An association list and the path that led to it, with typed, checked accessors.
private struct Fields {
  let path: String
  private let entries: [SExpression]

  init(_ expression: SExpression, path: String) throws(MozcProtocolError) {
    guard case .list(let elements, nil) = expression else {
      throw .unexpectedValue(path: path, expected: "a list of entries", found: expression.description)
    }
    self.path = path
    entries = elements
  }

  func has(_ key: String) -> Bool { entries.contains { $0.alistKey == key } }

  private func entry(_ key: String) throws(MozcProtocolError) -> SExpression {
    guard let entry = entries.first(where: { $0.alistKey == key }) else {
      throw .missingEntry(path: path + "." + key)
    }
    return entry
  }

  func atom(_ key: String) throws(MozcProtocolError) -> SExpression {
    guard let value = try entry(key).alistValue else {
      throw .unexpectedValue(path: path + "." + key, expected: "one value", found: try entry(key).description)
    }
    return value
  }

  func optionalAtom(_ key: String) throws(MozcProtocolError) -> SExpression? {
    has(key) ? try atom(key) : nil
  }

  /// The entry's value as an association list: `(key . ((a . 1)(b . 2)))`.
  func fields(_ key: String) throws(MozcProtocolError) -> Fields {
    let entry = try entry(key)
    guard let elements = entry.alistElements else {
      throw .unexpectedValue(path: path + "." + key, expected: "a list of entries", found: entry.description)
    }
    return try Fields(.list(elements, tail: nil), path: path + "." + key)
  }

  /// Every element after the key, over all entries with that key: `(segment (…)(…))`.
  func lists(_ key: String) throws(MozcProtocolError) -> [SExpression] {
    var result: [SExpression] = []
    for entry in entries where entry.alistKey == key {
      guard let elements = entry.alistElements else {
        throw .unexpectedValue(path: path + "." + key, expected: "a list", found: entry.description)
      }
      result += elements
    }
    return result
  }

  func integer(_ key: String) throws(MozcProtocolError) -> Int {
    guard case .integer(let value) = try atom(key) else {
      throw .unexpectedValue(path: path + "." + key, expected: "an integer", found: try atom(key).description)
    }
    return value
  }

  func optionalInteger(_ key: String) throws(MozcProtocolError) -> Int? {
    has(key) ? try integer(key) : nil
  }

  /// An offset into a preedit of `codePointCount` code points.
  func offset(_ key: String, upTo codePointCount: Int) throws(MozcProtocolError) -> Int {
    let value = try integer(key)
    guard (0...codePointCount).contains(value) else {
      throw .unexpectedValue(
        path: path + "." + key, expected: "a code point offset from 0 to \(codePointCount)",
        found: String(value))
    }
    return value
  }

  func string(_ key: String) throws(MozcProtocolError) -> String {
    guard case .string(let value) = try atom(key) else {
      throw .unexpectedValue(path: path + "." + key, expected: "a string", found: try atom(key).description)
    }
    return value
  }

  func optionalString(_ key: String) throws(MozcProtocolError) -> String? {
    has(key) ? try string(key) : nil
  }

  /// `t` or `nil`.
  func optionalBoolean(_ key: String) throws(MozcProtocolError) -> Bool? {
    guard has(key) else { return nil }
    let value = try atom(key)
    if value.isNil { return false }
    guard value == .symbol("t") else {
      throw .unexpectedValue(path: path + "." + key, expected: "t or nil", found: value.description)
    }
    return true
  }
}
