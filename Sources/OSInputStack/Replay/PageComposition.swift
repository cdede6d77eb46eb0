import ChromiumDriver
import InputModel

/// The composition the page shows, followed from its events: it starts at `compositionstart`
/// where the selection was (the field's state in that event is the state before the
/// composition), its text is the last `compositionupdate`'s data, and it ends at
/// `compositionend`, or at the page's assignment in Chromium (which ends it without an event).
/// Firefox fires its own `compositionend` inside the assignment; WebKitGTK keeps composing.
///
///     "ab|" compositionstart → location 2; compositionupdate "か" → "ab[か|]"; compositionend → none
struct PageComposition: Equatable, Sendable {
  /// Where the marked text starts, in UTF-16 code units; `nil` when nothing is marked.
  private(set) var location: Int?
  private(set) var text = ""

  var isOpen: Bool { location != nil }

  mutating func apply(_ event: JSONValue, browser: OSBrowser) {
    switch event["type"]?.stringValue {
    case "compositionstart":
      let start = event["start"]?.intValue ?? 0
      let end = event["end"]?.intValue ?? start
      location = min(start, end)
      text = ""
    case "compositionupdate":
      if location == nil { location = event["start"]?.intValue ?? 0 }
      text = event["data"]?.stringValue ?? ""
    case "compositionend":
      location = nil
      text = ""
    case "assign" where browser == .chromium:
      location = nil
      text = ""
    default:
      break
    }
  }

  /// The marked range in a field showing `fieldText`, `nil` when nothing is marked or the
  /// marked text is not where the composition put it (the page rewrote the field).
  func markedRange(in fieldText: String) -> UTF16Range? {
    guard let location, !text.isEmpty else { return nil }
    let units = Array(fieldText.utf16)
    let marked = Array(text.utf16)
    guard location + marked.count <= units.count,
      units[location..<(location + marked.count)].elementsEqual(marked)
    else { return nil }
    return UTF16Range(location: location, length: marked.count)
  }
}
