import InputModel
import InputSimMozc

#if canImport(Glibc)
  import Glibc
#endif

extension Benchmarks {
  /// The Mozc keyboard's costs (docs/japanese-mozc.md): what a scenario pays to start, and what
  /// a key costs, each against the naive way in the same run.
  ///
  /// - Scenario start: a session on the process's running server (what `use ime=mozc` does)
  ///   against a server and helper of its own per scenario (a plain subprocess per run).
  /// - A letter and a Space through Mozc, median, against the built-in romaji keyboard's; a
  ///   letter on the built-in keyboard's desktop style (the one `conform --engine mozc` holds
  ///   to Mozc) against its phone style.
  ///
  /// Mozc not installed is a note, not a failure: the group measures what it can.
  mutating func mozcCosts() -> [BenchResult] {
    let rounds = quick ? 3 : 10
    do {
      var serverStarts: [Double] = []
      var sessionStarts: [Double] = []
      var mozcLetters: [Double] = []
      var mozcSpaces: [Double] = []
      for _ in 0..<rounds {
        var server: MozcServer?
        serverStarts.append(
          try Self.milliseconds { () throws(MozcError) in
            let started = try MozcServer.start()
            server = started
            _ = try started.createSession().send(.code(UInt8(ascii: "a")))
          })
        guard let server else { continue }
        defer { server.stop() }
        sessionStarts.append(
          try Self.milliseconds { () throws(MozcError) in
            _ = try server.createSession().send(.code(UInt8(ascii: "a")))
          })
        let keyboard = try MozcInputMethod(server: server)
        let field = TextField()
        try Self.typeWords(on: keyboard, field: field, letters: &mozcLetters, spaces: &mozcSpaces)
      }
      var builtInLetters: [Double] = []
      var builtInSpaces: [Double] = []
      var desktopLetters: [Double] = []
      var desktopSpaces: [Double] = []
      let desktop = [RomajiStyle.optionName: RomajiStyle.desktop.rawValue]
      for _ in 0..<rounds {
        try Self.typeWords(
          on: InputMethodKind.romaji.make(), field: TextField(), letters: &builtInLetters,
          spaces: &builtInSpaces)
        try Self.typeWords(
          on: InputMethodKind.romaji.make(options: desktop), field: TextField(), letters: &desktopLetters,
          spaces: &desktopSpaces)
      }
      let median = { (samples: [Double]) in Measurement.percentile(samples, 0.5) }
      notes.append(
        "Mozc \(MozcKeyboard.expectedVersion) expected; \(rounds) fresh servers, euid \(geteuid())")
      return [
        BenchResult(
          group: "mozc", name: "server start (profile, helper, first key), median",
          value: median(serverStarts),
          unit: "ms", baseline: nil, target: "≤ 500 ms", higherIsBetter: false),
        BenchResult(
          group: "mozc", name: "a scenario's keyboard: a session on the running server, median",
          value: median(sessionStarts), unit: "ms",
          baseline: ("a server and helper of its own", median(serverStarts)), target: nil,
          higherIsBetter: false),
        BenchResult(
          group: "mozc", name: "a letter through Mozc, median", value: median(mozcLetters) * 1e3, unit: "µs",
          baseline: ("the built-in romaji keyboard", median(builtInLetters) * 1e3), target: "≤ 500 µs",
          higherIsBetter: false),
        BenchResult(
          group: "mozc",
          name: "a letter, built-in romaji keyboard held to Mozc (romaji-style=desktop), median",
          value: median(desktopLetters) * 1e3, unit: "µs",
          baseline: ("the built-in romaji keyboard", median(builtInLetters) * 1e3), target: nil,
          higherIsBetter: false),
        BenchResult(
          group: "mozc", name: "Space (conversion) through Mozc, median", value: median(mozcSpaces) * 1e3,
          unit: "µs", baseline: ("the built-in converter", median(builtInSpaces) * 1e3), target: nil,
          higherIsBetter: false),
      ]
    } catch {
      notes.append("mozc not measured: \(error)")
      return []
    }
  }

  /// Readings typed key by key, each converted three times and committed; every letter's and
  /// every Space's time in milliseconds is appended.
  private static func typeWords(
    on keyboard: any InputMethod, field: TextField, letters: inout [Double], spaces: inout [Double]
  ) throws(InputMethodError) {
    for word in ["kanji", "watashihanihongowobenkyoushiteimasu", "kyouhaiitenkidesu", "nihongo"] {
      for letter in word {
        letters.append(
          try milliseconds { () throws(InputMethodError) in
            try keyboard.perform(.key(.typed(String(letter))), client: field)
          })
      }
      for _ in 0..<3 {
        spaces.append(
          try milliseconds { () throws(InputMethodError) in
            try keyboard.perform(.key(.named(.space)), client: field)
          })
      }
      try keyboard.perform(.commit, client: field)
    }
  }

  /// Milliseconds `body` takes.
  private static func milliseconds<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure)
    -> Double
  {
    let started = Measurement.clock.now
    try body()
    let elapsed = started.duration(to: Measurement.clock.now)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
  }
}
