/// Which side of an SKK dictionary becomes the candidates.
///
///     "からあげ /唐揚げ/空揚げ/"   readings → ["からあげ"],  words → ["唐揚げ", "空揚げ"]
public enum SKKCandidateField: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The kana readings, in file order (what a person types).
  case readings
  /// The words, in reading order then word order, each once.
  case words
}
