/// Where a finger goes on a flick key: a tap (`center`) or a flick in one of four directions.
///
/// On the あ key: あ `center`, い `left`, う `up`, え `right`, お `down` — the vowel order runs
/// round the key clockwise from the left.
public enum FlickDirection: String, CaseIterable, Hashable, Sendable {
  case center
  case left
  case up
  case right
  case down
}
