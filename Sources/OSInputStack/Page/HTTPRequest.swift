import Foundation

/// The head of an HTTP/1.1 request, as much as the page server reads: the method, the target
/// split into path and query, and the headers (names lower-cased).
///
///     GET /pages/naive.html?transform=uppercase HTTP/1.1\r\nHost: 127.0.0.1:4000\r\n\r\n
///       →  HTTPRequest(method: "GET", path: "/pages/naive.html", query: "transform=uppercase", headers: ["host": "127.0.0.1:4000"])
struct HTTPRequest: Equatable, Sendable {
  var method: String
  var path: String
  var query: String
  var headers: [String: String]

  /// The request whose head ends in `buffer` (at the blank line), and the head's length;
  /// `nil` when the blank line has not arrived yet or the head is malformed.
  static func parse(_ buffer: [UInt8]) -> (request: HTTPRequest, length: Int)? {
    let terminator: [UInt8] = [13, 10, 13, 10]
    guard buffer.count >= 4,
      let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<($0 + 4)].elementsEqual(terminator) })
    else { return nil }
    let head = String(decoding: buffer[0..<end], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    let target = String(requestLine[1])
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return (
      HTTPRequest(
        method: String(requestLine[0]), path: String(parts[0]),
        query: parts.count > 1 ? String(parts[1]) : "",
        headers: headers),
      end + 4
    )
  }

  /// The value of `name` in the query (`token` in `token=ab12&x=1`), percent-decoded.
  func queryValue(_ name: String) -> String? {
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      if parts.first.map(String.init) == name {
        return parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
      }
    }
    return nil
  }
}
