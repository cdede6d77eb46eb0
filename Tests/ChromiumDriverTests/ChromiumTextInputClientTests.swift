import InputModel
import Testing

@testable import ChromiumDriver

/// A page with one plain input, as a data: URL.
private func plainPage(_ script: String = "") -> String {
  "data:text/html;charset=utf-8,"
    + "<input id=f><script>\(script)</script>"
    .addingPercentEncodingForURL()
}

extension String {
  fileprivate func addingPercentEncodingForURL() -> String {
    var result = ""
    for byte in utf8 {
      if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
      }
    }
    return result
  }

  private func leftPadded() -> String { count == 1 ? "0" + self : self }
}

@Suite("The keyboard's commands in Chromium", .serialized)
struct ChromiumTextInputClientTests {
  @Test("compositions か, かん then a commit: text, selection, marked range and the DOM events")
  func composeAndCommit() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    try page.navigate(to: plainPage())
    let client = try ChromiumTextInputClient(field: ChromiumField(page: page))
    try client.pressKey { () throws(TextFieldError) in
      try client.setMarkedText("か", selectedRange: .caret(at: 1), replacementRange: nil)
    }
    #expect(client.text == "か")
    #expect(client.markedRange == UTF16Range(location: 0, length: 1))
    let first = client.takeEvents()
    #expect(
      first.map(\.type) == [
        "keydown", "compositionstart", "compositionupdate", "beforeinput", "input", "keyup",
      ])
    #expect(first.first?.keyCode == 229)
    #expect(first.first { $0.type == "beforeinput" }?.inputType == "insertCompositionText")
    try client.pressKey { () throws(TextFieldError) in
      try client.setMarkedText("かん", selectedRange: .caret(at: 2), replacementRange: nil)
    }
    try client.pressKey { () throws(TextFieldError) in
      try client.insertText("漢", replacementRange: nil)
    }
    #expect(client.text == "漢")
    #expect(client.selectedRange == .caret(at: 1))
    #expect(client.markedRange == nil)
    #expect(client.takeEvents().contains { $0.type == "compositionend" && $0.data == "漢" })
    #expect(client.takeFailure() == nil)
  }

  @Test("a page that trims during a composition ends it silently; the next composition restarts it")
  func assignDuringComposition() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    try page.navigate(
      to: plainPage(
        "const f=document.getElementById('f');f.addEventListener('input',()=>{if(f.value.length>2)f.value=f.value.slice(0,2)})"
      ))
    let client = try ChromiumTextInputClient(field: ChromiumField(page: page))
    for reading in ["か", "かん", "かんし"] {
      try client.pressKey { () throws(TextFieldError) in
        try client.setMarkedText(
          reading, selectedRange: .caret(at: reading.utf16.count), replacementRange: nil)
      }
    }
    #expect(client.text == "かん")
    #expect(client.markedRange == nil)
    let events = client.takeEvents()
    #expect(events.contains { $0.type == "assign" && $0.data == "かん" })
    #expect(!events.contains { $0.type == "compositionend" })
    try client.pressKey { () throws(TextFieldError) in
      try client.setMarkedText("かんしよ", selectedRange: .caret(at: 4), replacementRange: nil)
    }
    #expect(client.takeEvents().first { $0.type == "compositionstart" } != nil)
  }

  @Test("backspace, arrows and Enter are key events with their own key codes")
  func namedKeys() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    try page.navigate(to: plainPage())
    let client = try ChromiumTextInputClient(field: ChromiumField(page: page), reportsProcessKey: false)
    try client.insertText("abc", replacementRange: nil)
    client.doCommand(.moveLeft)
    #expect(client.selectedRange == .caret(at: 2))
    client.deleteBackward()
    #expect(client.text == "ac")
    _ = client.takeEvents()
    client.doCommand(.insertNewline)
    #expect(
      client.takeEvents().first == DOMEvent(type: "keydown", isComposing: false, key: "Enter", keyCode: 13))
    #expect(client.takeFailure() == nil)
  }
}

@Suite("A scenario keyboard driving Chromium", .serialized)
struct KeyboardInChromiumTests {
  @Test("romaji k a n j i: the model's keyboard composes かんじ in the browser's field")
  func romajiKeyboard() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    try page.navigate(to: plainPage())
    let client = try ChromiumTextInputClient(field: ChromiumField(page: page))
    let keyboard = InputMethodKind.romaji.make()
    for letter in "kanji" {
      try client.pressKey { () throws(InputMethodError) in
        try keyboard.perform(.key(.typed(String(letter))), client: client)
      }
    }
    #expect(client.text == "かんじ")
    #expect(client.markedRange == UTF16Range(location: 0, length: 3))
    try client.pressKey { () throws(InputMethodError) in
      try keyboard.perform(.commit, client: client)
    }
    #expect(client.text == "かんじ")
    #expect(client.markedRange == nil)
    #expect(client.takeFailure() == nil)
  }
}

@Suite("The OS IME's part: ime-on-assign decides what the keyboard does after the page's write", .serialized)
struct ImeOnAssignInChromiumTests {
  /// Types `keys` with the romaji keyboard on a page that trims to two characters, telling
  /// the keyboard `reaction` whenever the page's assignment ended its composition.
  private func type(_ keys: String, reaction: CompositionReaction) throws -> (text: String, updates: [String])
  {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    try page.navigate(
      to: plainPage(
        "const f=document.getElementById('f');f.addEventListener('input',()=>{if(f.value.length>2)f.value=f.value.slice(0,2)})"
      ))
    let client = try ChromiumTextInputClient(field: ChromiumField(page: page))
    let keyboard = InputMethodKind.romaji.make()
    for letter in keys {
      try client.pressKey { () throws(InputMethodError) in
        try keyboard.perform(.key(.typed(String(letter))), client: client)
      }
      if client.takeCompositionEndedByPage() {
        try keyboard.clientTextDidChange(reaction, client: client)
      }
    }
    #expect(client.takeFailure() == nil)
    let updates = client.takeEvents().filter { $0.type == "compositionupdate" }.compactMap(\.data)
    return (client.text, updates)
  }

  @Test("keep (web): the next key re-sends the whole composition and the page trims it again")
  func keep() throws {
    // k a n s → "かんs" is trimmed to かん (the composition ends); the keyboard keeps
    // "かんs", so i re-sends "かんし" as a new composition at the caret.
    let typed = try type("kansi", reaction: .keep)
    #expect(typed.updates.suffix(2) == ["かんs", "かんし"])
    #expect(typed.text == "かん")
  }

  @Test("drop: the next key starts a fresh composition after the trimmed text")
  func drop() throws {
    let typed = try type("kansi", reaction: .dropBuffer)
    #expect(typed.updates.suffix(2) == ["かんs", "い"])
    #expect(typed.text == "かん")
  }
}
