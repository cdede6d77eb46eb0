/// When the app side runs.
public enum SettleMode: String, Hashable, Sendable, CaseIterable {
  /// After every step, render passes and main-queue turns run until idle, as when a person
  /// types slower than the app.
  case auto
  /// Nothing runs until a `tick` step: for races.
  case manual
}
