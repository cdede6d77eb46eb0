import ChromiumDriver
import Foundation

/// What `inputsim bench --only osinput` measures of the real OS input stack: how long the stack
/// takes to start, and what a key costs through it.
///
///     OSInputBenchmarks.stackStartups(rounds: 3)          →  [0.41, 0.38, 0.45]   (seconds)
///     OSInputBenchmarks.keyRoundTrips(.chromium, keys: 40) →  [3.1, 2.8, …]       (milliseconds)
public enum OSInputBenchmarks {
  /// Starts and stops the stack `rounds` times; each start, from the first program to fcitx5
  /// answering on the bus, in seconds.
  public static func stackStartups(rounds: Int) throws(OSInputError) -> [Double] {
    var seconds: [Double] = []
    for _ in 0..<max(1, rounds) {
      let stack = try OSInputStack.start()
      let (whole, attoseconds) = stack.startupDuration.components
      seconds.append(Double(whole) + Double(attoseconds) / 1e18)
      stack.stop()
    }
    return seconds
  }

  /// Types `keys` keys (`a` and BackSpace in turn, through Mozc) into the naive reference page
  /// in `browser` on a fresh stack; each key's time from its press to the page's first event
  /// for it, in milliseconds. Keys no event answered are left out.
  public static func keyRoundTrips(_ browser: OSBrowser, keys: Int) throws(OSInputError) -> [Double] {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let server: PageServer
    do {
      server = try PageServer(pagesDirectory: try ReferencePages.directory())
    } catch let error as OSInputError {
      throw error
    } catch {
      throw .setup(operation: "finding the reference pages", reason: "\(error)")
    }
    let keyboard = try XKeyboard(display: stack.display)
    defer { keyboard.close() }
    let page = try OSPage.open(
      browser, stack: stack, server: server, keyboard: keyboard, page: "naive.html", query: "", engine: .mozc)
    defer { page.close() }
    let cycle = [XKey(keysym: 0x61, name: "a"), XKey(keysym: 0xFF08, name: "BackSpace")]
    var times: [Double] = []
    for index in 0..<max(1, keys) {
      if let milliseconds = try page.roundTrip(cycle[index % cycle.count]) { times.append(milliseconds) }
    }
    return times
  }
}
