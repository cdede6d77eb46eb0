import ChromiumDriver
import InputModel

/// The composition the page shows, followed from its events: it starts at `compositionstart`
/// where the selection was (the field's state in that event is the state before the
/// composition), its text is the last `compositionupdate`'s data, and it ends at
/// `compositionend`, or at the page's assignment in Chromium and WebKitGTK (which end it
/// without an event). Firefox fires its own `compositionend` inside the assignment. WebKitGTK
/// 2.50's editor holds no composition after the assignment although the page saw no
/// `compositionend` (measured through fcitx5, issue 27): Mozc's next preedit fires a second
/// `compositionstart` and lands at the caret, and its commit fires `insertFromComposition` with
/// no `deleteCompositionText` before it — there was no marked text to delete.
///
/// In WebKitGTK a key the input method passes on while the composition stays open (Mozc reset
/// by a script's blur and focus, the text kept marked) edits the marked text with an `input`
/// not flagged composing, and the composition goes on: Mozc's next preedit replaces what is
/// left (measured 2026-12-04: `まｔ` kept, Backspace → `ま`, `a` → a `compositionupdate` `あ`
/// over it, no `compositionstart`).
///
///     "ab|" compositionstart → location 2; compositionupdate "か" → "ab[か|]"; compositionend → none
///     WebKitGTK "[まｔ|]" beforeinput, input deleteContentBackward (not composing) → "[ま|]"
struct PageComposition: Equatable, Sendable {
  /// Where the marked text starts, in UTF-16 code units; `nil` when nothing is marked.
  private(set) var location: Int?
  private(set) var text = ""
  /// The field's length in UTF-16 code units before a WebKitGTK edit not flagged composing.
  private var fieldLengthBeforeEdit: Int?

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
    case "assign" where browser != .firefox:
      location = nil
      text = ""
    case "beforeinput"
    where browser == .webkit && location != nil && event["isComposing"]?.boolValue == false:
      fieldLengthBeforeEdit = event["text"]?.stringValue?.utf16.count
    case "input" where browser == .webkit && location != nil && event["isComposing"]?.boolValue == false:
      defer { fieldLengthBeforeEdit = nil }
      guard let before = fieldLengthBeforeEdit, let location, let field = event["text"]?.stringValue else {
        break
      }
      let units = Array(field.utf16)
      let length = max(0, text.utf16.count + units.count - before)
      guard location + length <= units.count else { break }
      text = String(decoding: units[location..<(location + length)], as: UTF16.self)
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
