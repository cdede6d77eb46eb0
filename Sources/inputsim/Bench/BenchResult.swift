/// One row of the benchmark table: a measurement, and optionally the naive way measured in
/// the same run with the ratio between them.
struct BenchResult {
  var group: String
  var name: String
  var value: Double
  var unit: String
  /// The naive way's value, same unit, and what it is.
  var baseline: (name: String, value: Double)?
  /// A target from the issue, for the table (`≤ 2 µs`).
  var target: String?
  /// `true` when higher values are better (throughput), `false` for times.
  var higherIsBetter: Bool

  /// How many times better than the baseline.
  var ratio: Double? {
    guard let baseline, baseline.value > 0, value > 0 else { return nil }
    return higherIsBetter ? value / baseline.value : baseline.value / value
  }
}
