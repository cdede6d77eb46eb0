import Testing

@testable import inputsim

/// Issue 30, item 11: `--page` names a file by the bytes the shell passed; the URL keeps them.
@Suite("--page: a file path becomes a file:// URL that keeps its bytes")
struct PageURLTests {
  @Test("a name that is not UTF-8 keeps its byte, percent-encoded")
  func bytesThatAreNotUTF8() {
    let path = Array("caf".utf8) + [0xE9] + Array(".html".utf8)
    let absolute = BrowserRun.absolutePath(path, currentDirectory: Array("/s/app".utf8))
    #expect(absolute == Array("/s/app/caf".utf8) + [0xE9] + Array(".html".utf8))
    // Before, the repaired name caf\u{FFFD}.html named no file ("--page: no such file").
    #expect(BrowserRun.fileURL(absolute) == "file:///s/app/caf%E9.html")
  }

  @Test("UTF-8 names, spaces and reserved characters are encoded as URL(fileURLWithPath:) did")
  func encodedAsBefore() {
    #expect(BrowserRun.fileURL(Array("/s/日本 a#?.html".utf8)) == "file:///s/%E6%97%A5%E6%9C%AC%20a%23%3F.html")
  }

  @Test(
    ". and .. are resolved as written",
    arguments: [
      ("app/../form.html", "/s/form.html"), ("./form.html", "/s/form.html"), ("/x/./y/../z", "/x/z"),
    ])
  func dotsResolved(path: String, expected: String) {
    #expect(
      BrowserRun.absolutePath(Array(path.utf8), currentDirectory: Array("/s".utf8)) == Array(expected.utf8))
  }

  @Test("--input os reads the name back from the URL: UTF-8 names as they were, others refused by name")
  func osPageNameRoundTrip() throws {
    let name = Array("/s/日本 a#?.html".utf8)
    let url = BrowserRun.fileURL(name)
    #expect(BrowserRun.percentDecoded(url.dropFirst("file://".count)) == name)
    let invalid = BrowserRun.fileURL(Array("/s/caf".utf8) + [0xE9] + Array(".html".utf8))
    #expect(BrowserRun.percentDecoded(invalid.dropFirst("file://".count)).contains(0xE9))
    let error = #expect(throws: UsageError.self) {
      _ = try BrowserRun.osUserPage(.user(url: invalid, selector: nil), subcommand: "run")
    }
    #expect(error?.message.contains("not valid UTF-8") == true)
  }
}
