extension FieldPattern {
  /// Writes a field state in pattern notation: the inverse of `FieldPattern(parsing:)` for
  /// every state it can read. Failure output and `explain` show fields this way; wrapped in
  /// quotes the result is a valid `expect field` argument.
  ///
  ///     text "わたし", marked {2, 1}, caret 3        → わた[し|]
  ///     text "a|b",   no marked text, caret 3         → a\|b|
  ///     text "ab",    marked {0, 2}, selection {0, 2} → [{ab}]
  ///
  /// A caret or selection on the boundary of the marked range is shown inside it. The
  /// function is total: offsets are clamped to the text, a marker that falls inside a
  /// surrogate pair is written after the pair, and crossing ranges are written as they are
  /// (such output does not parse back).
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func render(text: String, markedRange: UTF16Range?, selectedRange: UTF16Range)
    -> String
  {
    let utf16Length = text.utf16.count
    func clamped(_ range: UTF16Range) -> (lower: Int, upper: Int) {
      let lower = min(max(range.location, 0), utf16Length)
      let upper = min(max(range.location + max(range.length, 0), lower), utf16Length)
      return (lower, upper)
    }
    let selection = clamped(selectedRange)
    var events: [(utf16Offset: Int, marker: String)]
    if selection.lower == selection.upper {
      events = [(selection.lower, "|")]
    } else {
      events = [(selection.lower, "{"), (selection.upper, "}")]
    }
    if let markedRange {
      let marked = clamped(markedRange)
      let open = (utf16Offset: marked.lower, marker: "[")
      let close = (utf16Offset: marked.upper, marker: "]")
      // Order the four markers so that their offsets never decrease: nested ranges inside
      // out (the selection inside when they are equal), disjoint ones one after the other.
      if selection.lower >= marked.lower && selection.upper <= marked.upper {
        events = [open] + events + [close]
      } else if marked.lower >= selection.lower && marked.upper <= selection.upper {
        events = [events[0], open, close, events[events.count - 1]]
      } else if marked.upper <= selection.lower {
        events = [open, close] + events
      } else if selection.upper <= marked.lower {
        events = events + [open, close]
      } else if marked.lower < selection.lower {
        events = [open, events[0], close, events[events.count - 1]]
      } else {
        events = [events[0], open, events[events.count - 1], close]
      }
    }

    var result = ""
    var next = 0
    var utf16Offset = 0
    for scalar in text.unicodeScalars {
      while next < events.count, events[next].utf16Offset <= utf16Offset {
        result += events[next].marker
        next += 1
      }
      ScenarioString.appendEscaped(scalar, to: &result, extraEscapes: "[]{}|")
      utf16Offset += scalar.utf16.count
    }
    while next < events.count {
      result += events[next].marker
      next += 1
    }
    return result
  }
}

extension FieldPattern {
  /// The field state as the `expect field` argument a person writes: the notation between
  /// quotes, each character escaped once, so pasting it into a scenario reads the same state.
  ///
  ///     text "a|b<TAB>c", caret 5   → "a\|b\tc|"
  ///     text "say \"hi\"", caret 0  → "|say \"hi\""
  public static func quoted(text: String, markedRange: UTF16Range?, selectedRange: UTF16Range)
    -> String
  {
    "\"" + render(text: text, markedRange: markedRange, selectedRange: selectedRange) + "\""
  }

  /// The pattern as an `expect field` argument: `quoted(text:markedRange:selectedRange:)`.
  public var quoted: String {
    Self.quoted(text: text, markedRange: markedRange, selectedRange: selectedRange)
  }
}
