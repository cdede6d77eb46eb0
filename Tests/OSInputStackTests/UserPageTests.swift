import ChromiumDriver
import Foundation
import InputModel
import Testing

@testable import OSInputStack

/// A folder with `files` (name → text) under a fresh temporary directory, removed by `body`'s end.
private func withPages(_ files: [String: String], _ body: (String) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "inputsim-userpage-" + UUID().uuidString
  ).path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  for (name, text) in files {
    try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
  }
  try body(directory)
}

/// A page whose first elements take no typed text; the textarea is the default field.
private let formPage = """
  <!doctype html>
  <meta charset="utf-8">
  <title>form</title>
  <button>go</button>
  <input type="email" id="email">
  <input id="off" disabled>
  <input id="ro" readonly>
  <textarea id="note"></textarea>
  <script src="app.js"></script>
  """

/// The app's binding and change events (a guarded app: none during a composition), from a
/// script next to the page.
private let formScript = """
  const note = document.getElementById('note');
  window.inputsimEvents = [];
  let value = '';
  window.inputsimBinding = () => value;
  const update = () => {
    if (note.value !== value) window.inputsimEvents.push({kind: 'change', old: value, new: note.value});
    value = note.value;
  };
  note.addEventListener('input', (e) => { if (!e.isComposing) update(); });
  note.addEventListener('compositionend', update);
  """

private let typeKa = """
  use ime=romaji bridge=naive platform=web
  type ka
  key enter
  expect field "か|"
  expect binding "か"
  expect onchange "" -> "か"
  """

@Suite("--page through the OS input stack: the user's page, the page contract's field", .serialized)
struct UserPageTests {
  @Test("the default field is the first that takes typed text (a textarea after email, disabled, read-only)")
  func defaultFieldIsTheTextarea() throws {
    try withPages(["form page.html": formPage, "app.js": formScript]) { directory in
      let stack = try OSInputStack.start()
      defer { stack.stop() }
      let page = try OSUserPage(path: directory + "/form page.html", selector: nil)
      let runner = try OSScenarioRunner(browser: .firefox, stack: stack, userPage: page)
      defer { runner.close() }
      let result = runner.run(try parsedScenario(typeKa))
      #expect(result.status == .passed, "\(result.explained)")
    }
  }

  @Test(
    "--field naming an email input fails before the first step, saying why", arguments: [OSBrowser.chromium])
  func fieldNotEditable(browser: OSBrowser) throws {
    try withPages(["form.html": formPage, "app.js": formScript]) { directory in
      let stack = try OSInputStack.start()
      defer { stack.stop() }
      let runner = try OSScenarioRunner(
        browser: browser, stack: stack,
        userPage: try OSUserPage(path: directory + "/form.html", selector: "#email"))
      defer { runner.close() }
      let result = runner.run(try parsedScenario(typeKa))
      #expect(result.status == .failed)
      #expect(result.failure?.kind == .setup)
      #expect(
        result.failure?.heading.contains(
          "'#email' matches no field that takes typed text: an <input type=email> has no text to type into")
          == true,
        "\(result.explained)")
      // A selector that matches nothing, and a page with no field at all.
      let none = try OSScenarioRunner(
        browser: browser, stack: stack,
        userPage: try OSUserPage(path: directory + "/form.html", selector: "#nothing"))
      defer { none.close() }
      #expect(
        none.run(try parsedScenario(typeKa)).failure?.heading.contains("no text field matches '#nothing'")
          == true)
    }
  }

  @Test("a page with no field that takes text, and a page that never loads, fail with what happened")
  func noFieldAndNeverLoads() throws {
    try withPages([
      "buttons.html": "<!doctype html><meta charset=\"utf-8\"><button>a</button><input type=checkbox>",
      "away.html":
        "<!doctype html><meta charset=\"utf-8\"><script>location.replace('about:blank')</script><input>",
    ]) { directory in
      let stack = try OSInputStack.start()
      defer { stack.stop() }
      let buttons = try OSScenarioRunner(
        browser: .webkit, stack: stack,
        userPage: try OSUserPage(path: directory + "/buttons.html", selector: nil))
      defer { buttons.close() }
      let heading = buttons.run(try parsedScenario(typeKa)).failure?.heading ?? ""
      #expect(heading.contains("the page has no field that takes typed text"), "\(heading)")
      let away = try OSScenarioRunner(
        browser: .webkit, stack: stack,
        userPage: try OSUserPage(path: directory + "/away.html", selector: nil))
      defer { away.close() }
      away.loadTimeoutMilliseconds = 3000
      let never = away.run(try parsedScenario(typeKa)).failure?.heading ?? ""
      #expect(never.contains("the page's recorder never reported ready (3000 ms)"), "\(never)")
    }
  }

  @Test("a URL, a missing file, a directory and a path that is not UTF-8 are refused, saying what to do")
  func badPaths() throws {
    #expect(throws: OSInputError.self) { try OSUserPage(path: "https://example.com/", selector: nil) }
    do {
      _ = try OSUserPage(path: "/nonexistent/page.html", selector: nil)
      Issue.record("a missing file was taken")
    } catch {
      #expect(error == .setup(operation: "serving --page /nonexistent/page.html", reason: "no such file"))
    }
    do {
      _ = try OSUserPage(path: "/tmp", selector: nil)
      Issue.record("a directory was taken")
    } catch {
      #expect(error == .setup(operation: "serving --page /tmp", reason: "a directory, not an HTML file"))
    }
    let broken = String(
      decoding: [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xFF, 0x2E, 0x68, 0x74, 0x6D, 0x6C], as: UTF8.self)
    #expect(throws: OSInputError.self) { try OSUserPage(path: broken, selector: nil) }
  }
}
