import ChildProcesses
import Foundation
import InputModel
import InputSimMozc

// The Mozc driver's probe: a process of its own, for what a test process cannot do to itself.
//
//   inputsim-mozc-probe hold     starts Mozc, types "kan", prints its pids and HOME, then waits
//                                for standard input to end (or a signal: the tests send
//                                SIGINT/SIGTERM/SIGHUP and check that nothing is left)
//   inputsim-mozc-probe measure  server start time and per-key cost (docs/japanese-mozc.md)

/// Writes `line` to standard output at once (the tests read it while we wait).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("inputsim-mozc-probe: error: \(message)\n".utf8))
  exit(1)
}

func hold() {
  do {
    let keyboard = try MozcKeyboard.start()
    let field = TextField()
    for letter in "kan" { try keyboard.perform(.key(.typed(String(letter))), client: field) }
    let server = keyboard.server
    say(
      "helper=\(server.helperPID) server=\(server.serverPID) home=\(server.homeDirectory) marked=\(field.text)"
    )
  } catch {
    fail("\(error)")
  }
  // Until standard input ends; a signal ends us earlier (ChildInterrupts, installed by Mozc).
  _ = FileHandle.standardInput.readDataToEndOfFile()
}

/// The median of `values`.
func median(_ values: [Duration]) -> Duration {
  let sorted = values.sorted()
  return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
}

func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
  return String(format: "%.3f ms", value)
}

func measure(rounds: Int) {
  do {
    var starts: [Duration] = []
    var letters: [Duration] = []
    var spaces: [Duration] = []
    for _ in 0..<rounds {
      let clock = ContinuousClock()
      let began = clock.now
      let server = try MozcServer.start()
      starts.append(began.duration(to: clock.now))
      let keyboard = try MozcInputMethod(server: server)
      let field = TextField()
      for word in ["kanji", "watashihanihongowobenkyoushiteimasu", "kyouhaiitenkidesu", "nihongo"] {
        for letter in word {
          let before = clock.now
          try keyboard.perform(.key(.typed(String(letter))), client: field)
          letters.append(before.duration(to: clock.now))
        }
        for _ in 0..<3 {
          let before = clock.now
          try keyboard.perform(.key(.named(.space)), client: field)
          spaces.append(before.duration(to: clock.now))
        }
        try keyboard.perform(.commit, client: field)
      }
      server.stop()
    }
    say("Mozc \(MozcKeyboard.expectedVersion), \(rounds) fresh servers, euid \(geteuid())")
    say(
      "server start (profile, helper, first key): median \(milliseconds(median(starts))), "
        + "min \(milliseconds(starts.min() ?? .zero)), max \(milliseconds(starts.max() ?? .zero))")
    say("letter key: median \(milliseconds(median(letters))) over \(letters.count) keys")
    say("space key (conversion): median \(milliseconds(median(spaces))) over \(spaces.count) keys")
  } catch {
    fail("\(error)")
  }
}

switch CommandLine.arguments.dropFirst().first {
case "hold": hold()
case "measure": measure(rounds: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 10)
default: fail("usage: inputsim-mozc-probe hold | measure [rounds]")
}
