/// The twelve keys of a phone's flick kana keyboard, named by their key cap.
///
/// The raw value is the label in the key's centre, which is also what a centre tap types
/// (the modifier key, labelled 小゛゜, types nothing: it changes the last kana).
public enum FlickKey: String, CaseIterable, Hashable, Sendable {
  case a = "あ"
  case ka = "か"
  case sa = "さ"
  case ta = "た"
  case na = "な"
  case ha = "は"
  case ma = "ま"
  case ya = "や"
  case ra = "ら"
  case wa = "わ"
  /// 小゛゜: a tap cycles the last kana through its voiced, semi-voiced and small forms.
  case modifier = "小゛゜"
  /// 、。？！: punctuation.
  case punctuation = "、"
}
