import InputModel

/// One line the helper writes, decoded.
///
///     ((mozc-emacs-helper . t)(version . "2.28.4715.102")(config . …))   →  .greeting(version: "2.28.4715.102")
///     ((emacs-event-id . 2)(emacs-session-id . 1)(output . (…)))           →  .reply(MozcReply(…))
///     ((error . session-error)(message . "Session failed"))                 →  .error(kind: "session-error", message: "Session failed")
public enum MozcHelperLine: Equatable, Sendable {
  /// The first line, written when the helper starts.
  case greeting(version: String)
  /// The answer to a command.
  case reply(MozcReply)
  /// The helper could not carry out a command (a session the server failed, a line it could
  /// not read); it has no event id.
  case error(kind: String, message: String)
}

/// The answer to one command: which command (`eventID`, the number the command started with),
/// which session, and what Mozc did.
public struct MozcReply: Equatable, Sendable {
  public var eventID: Int
  public var sessionID: Int
  /// Empty for `CreateSession` and `DeleteSession`.
  public var output: MozcOutput

  public init(eventID: Int, sessionID: Int, output: MozcOutput = MozcOutput()) {
    self.eventID = eventID
    self.sessionID = sessionID
    self.output = output
  }
}

/// What Mozc did with one key.
///
///     "か" + n        →  consumed, preedit [かｎ] cursor 2
///     "[漢字]" enter  →  consumed, result "漢字", no preedit
///     idle escape    →  not consumed (the application gets the key)
public struct MozcOutput: Equatable, Sendable {
  /// Whether Mozc used the key; when not, the key is the application's.
  public var consumed = false
  /// Text committed by this key, if any.
  public var result: String?
  /// The marked text after the key; `nil` when nothing is composed.
  public var preedit: MozcPreedit?
  /// The visible page of the candidate window, when it is open.
  public var candidateWindow: MozcCandidateWindow?
  /// Every candidate of the focused segment (from the first conversion on), or the
  /// suggestions while composing.
  public var allCandidates: MozcCandidateList?
  /// The input mode after the key (`hiragana`, `half-ascii`, …).
  public var mode: String?

  public init(
    consumed: Bool = false, result: String? = nil, preedit: MozcPreedit? = nil,
    candidateWindow: MozcCandidateWindow? = nil, allCandidates: MozcCandidateList? = nil,
    mode: String? = nil
  ) {
    self.consumed = consumed
    self.result = result
    self.preedit = preedit
    self.candidateWindow = candidateWindow
    self.allCandidates = allCandidates
    self.mode = mode
  }
}

/// How Mozc draws a preedit segment.
public enum MozcSegmentAnnotation: String, Hashable, Sendable {
  /// A reading being typed, or a converted segment without the focus.
  case underline
  /// The focused segment of a conversion.
  case highlight
  /// No decoration.
  case none
}

/// One segment of the preedit: the reading `(key . "わたしは")` shown as `(value . "私は")`.
public struct MozcSegment: Equatable, Sendable {
  public var value: String
  /// The segment's reading; empty when Mozc does not say.
  public var reading: String
  public var annotation: MozcSegmentAnnotation

  public init(value: String, reading: String = "", annotation: MozcSegmentAnnotation = .underline) {
    self.value = value
    self.reading = reading
    self.annotation = annotation
  }
}

/// The marked text as Mozc describes it: segments, and a cursor counted in Unicode code points
/// (Mozc's unit), turned here into UTF-16 offsets (the field's unit).
///
///     segments [私は][日本語を][勉強しています], highlight on the second
///       text "私は日本語を勉強しています", focusedUTF16Range {2, 4}
///     segment [𠮷や] (𠮷 is U+20BB7), cursor 2 code points
///       caretUTF16Offset 3
public struct MozcPreedit: Equatable, Sendable {
  public var segments: [MozcSegment]
  /// The caret, in code points from the start of the preedit.
  public var cursorCodePointOffset: Int
  /// Where the focused segment starts, in code points (conversion only).
  public var highlightedCodePointOffset: Int?

  public init(segments: [MozcSegment], cursorCodePointOffset: Int, highlightedCodePointOffset: Int? = nil) {
    self.segments = segments
    self.cursorCodePointOffset = cursorCodePointOffset
    self.highlightedCodePointOffset = highlightedCodePointOffset
  }

  /// The whole marked text.
  public var text: String { segments.map(\.value).joined() }

  /// True while converting: a segment has the focus.
  public var isConverting: Bool { focusedSegmentIndex != nil }

  /// The index of the highlighted segment.
  public var focusedSegmentIndex: Int? { segments.firstIndex { $0.annotation == .highlight } }

  /// The caret in UTF-16 code units of `text`.
  public var caretUTF16Offset: Int { Self.utf16Offset(ofCodePointOffset: cursorCodePointOffset, in: text) }

  /// The focused segment's range in UTF-16 code units of `text`.
  public var focusedUTF16Range: UTF16Range? {
    guard let focused = focusedSegmentIndex else { return nil }
    let start = segments[..<focused].reduce(0) { $0 + $1.value.utf16.count }
    return UTF16Range(location: start, length: segments[focused].value.utf16.count)
  }

  /// What the field selects: the focused segment while converting, else the caret.
  ///
  ///     [かん|じ]          →  {2, 0}
  ///     [{感じ}]           →  {0, 2}
  public var selectedUTF16Range: UTF16Range { focusedUTF16Range ?? .caret(at: caretUTF16Offset) }

  /// `codePointOffset` code points into `text`, in UTF-16 code units; clamped to `text`.
  ///
  ///     "a😀b", 2  →  3
  public static func utf16Offset(ofCodePointOffset codePointOffset: Int, in text: String) -> Int {
    var utf16Offset = 0
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index >= codePointOffset { break }
      utf16Offset += scalar.utf16.count
    }
    return utf16Offset
  }
}

/// A candidate: its position in Mozc's list (0-based) and its text.
public struct MozcCandidate: Equatable, Sendable {
  public var index: Int
  public var value: String

  public init(index: Int, value: String) {
    self.index = index
    self.value = value
  }
}

/// The candidate window's visible page.
///
///     "kanji", space, space  →  focusedIndex 1, size 38, pageSize 9, candidates 0…8
public struct MozcCandidateWindow: Equatable, Sendable {
  /// The focused candidate's index in the whole list.
  public var focusedIndex: Int?
  /// How many candidates the whole list has.
  public var size: Int
  public var pageSize: Int?
  /// The page's candidates.
  public var candidates: [MozcCandidate]

  public init(focusedIndex: Int?, size: Int, pageSize: Int?, candidates: [MozcCandidate]) {
    self.focusedIndex = focusedIndex
    self.size = size
    self.pageSize = pageSize
    self.candidates = candidates
  }
}

/// Every candidate of the focused segment (`all-candidate-words`).
public struct MozcCandidateList: Equatable, Sendable {
  /// The focused candidate's index, when one is focused.
  public var focusedIndex: Int?
  public var candidates: [MozcCandidate]
  /// `conversion`, `prediction`, `suggestion`.
  public var category: String?

  public init(focusedIndex: Int?, candidates: [MozcCandidate], category: String? = nil) {
    self.focusedIndex = focusedIndex
    self.candidates = candidates
    self.category = category
  }

  /// The candidates' texts, in order.
  public var values: [String] { candidates.map(\.value) }
}
