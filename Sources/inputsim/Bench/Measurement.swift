#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers for `inputsim bench`: a monotonic clock, per-call samples and percentiles.
enum Measurement {
  static let clock = ContinuousClock()

  /// Seconds taken by `body`.
  static func seconds(_ body: () -> Void) -> Double {
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The best of `repeats` runs of `body`, in seconds (machines here are noisy: the best run
  /// is the one least disturbed).
  static func bestSeconds(repeats: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repeats) { best = min(best, seconds(body)) }
    return best
  }

  /// Nanoseconds per call of `body` for each input, one sample per input: the input is run
  /// `repeats` times in a row and the time divided, so the clock's own cost (tens of
  /// nanoseconds) does not swamp sub-microsecond calls.
  static func samples<Input>(_ inputs: [Input], repeats: Int = 1, _ body: (Input) -> Void) -> [Double] {
    inputs.map { input in
      seconds { for _ in 0..<repeats { body(input) } } * 1e9 / Double(repeats)
    }
  }

  /// The value at `fraction` (0.5 median, 0.99 p99) of `samples`, nearest rank.
  static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(0, rank), sorted.count - 1)]
  }

  /// Resets the process's peak resident memory to what is resident now (Linux:
  /// `/proc/self/clear_refs`) and returns that, in bytes; elsewhere returns the peak so far.
  static func resetPeakResidentBytes() -> Int {
    #if os(Linux)
      // Memory an earlier measurement freed stays with the allocator, resident, and the next
      // one reuses it without raising the peak: give it back to the kernel first (glibc's
      // `malloc_trim`, looked up: Swift's Glibc module does not declare it).
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
      }
      if let file = fopen("/proc/self/clear_refs", "w") {
        fputs("5", file)
        fclose(file)
      }
    #endif
    return peakResidentBytes
  }

  /// The process's peak resident memory so far, in bytes.
  static var peakResidentBytes: Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)
    #else
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
