extension OnChangeRecordList {
  /// The records from `start` on, as a failure lists what is left unconsumed: in order, until
  /// the list is longer than a report shows (`TimelineElision.thresholdCharacters`), then how
  /// many more. Only the records listed are rebuilt, so 16,000 records left in a long text
  /// cost a few texts, not 16,000 of them.
  ///
  ///     3 records left      →  "" -> "a", "a" -> "A", "A" -> "Aa"
  ///     16,000 records left →  "" -> "a", "a" -> "A", … , "Ab" -> "AB" and 15,988 more
  func listed(from start: Int) -> String {
    var listed = ""
    var index = Swift.max(start, 0)
    while index < count {
      if !listed.isEmpty {
        if listed.utf8.count > TimelineElision.thresholdCharacters {
          let more = count - index
          return listed + " and \(more) more"
        }
        listed += ", "
      }
      listed += self[index].description
      index += 1
    }
    return listed
  }
}
