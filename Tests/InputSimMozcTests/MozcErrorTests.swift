import InputModel
import Testing

@testable import InputSimMozc

@Suite("MozcError: what a failed scenario says")
struct MozcErrorTests {
  @Test(
    "each error's message",
    arguments: [
      (
        MozcError.notInstalled(missing: ["/usr/bin/mozc_emacs_helper"]),
        "Mozc is not installed: /usr/bin/mozc_emacs_helper is missing (install the Debian packages mozc-server and emacs-mozc-bin)"
      ),
      (
        .noUnprivilegedUser(name: "nobody"),
        "running as root, which Mozc refuses, and there is no user \"nobody\" to run it as"
      ),
      (
        .serverExited(command: "SendKey 97", pid: 42),
        "the Mozc server (pid 42) ended during SendKey 97; its server and helper were ended"
      ),
      (
        .noReply(command: "SendKey space", milliseconds: 10_000),
        "no reply from Mozc to SendKey space within 10000 ms (the server hangs); its server and helper were ended"
      ),
      (
        .helperRefused(command: "SendKey 97", kind: "session-error", message: "Session failed"),
        "mozc_emacs_helper refused SendKey 97: session-error \"Session failed\"; its server and helper were ended"
      ),
      (
        .malformedReply(
          command: "SendKey 107",
          .unexpectedValue(path: "reply.output.preedit.cursor", expected: "an integer", found: "x")),
        "the reply to SendKey 107 does not parse: reply.output.preedit.cursor: expected an integer, found x; its server and helper were ended"
      ),
      (.notTypeable("é"), "Mozc has no key for \"é\": type ASCII (romaji) or kana"),
      (
        .candidateNotReached(index: 11, focusedIndex: 10),
        "Down/Up did not reach Mozc's candidate 12: the focus stopped at candidate 11"
      ),
    ])
  func message(error: MozcError, message: String) {
    #expect(error.description == message)
  }

  @Test("at the keyboard it is an engine error of mozc, with the same message")
  func asEngineError() {
    let error = MozcError.notInstalled(missing: ["/usr/bin/mozc_emacs_helper"])
    #expect(error.engineError == .engineFailed(engine: "mozc", reason: error.description))
    #expect(InputMethodError.engineUnavailable(error.engineError).message == "mozc: \(error.description)")
  }
}
