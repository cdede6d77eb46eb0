import Foundation

@testable import ChromiumDriver

/// A fake browser for the connection's tests: the test writes what "Chromium" says into one
/// pipe, which the connection reads, and reads what the connection wrote from the other.
final class FakeBrowser {
  var toConnection: [Int32] = [0, 0]
  var fromConnection: [Int32] = [0, 0]
  let connection: CDPConnection

  init() {
    pipe(&toConnection)
    pipe(&fromConnection)
    connection = CDPConnection(
      readDescriptor: toConnection[0], writeDescriptor: fromConnection[1], defaultTimeoutMilliseconds: 2000)
  }

  func say(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(toConnection[1], $0.baseAddress, $0.count) }
  }

  /// What the connection wrote since the last call, as text, NUL terminators kept.
  func heard() -> String {
    String(decoding: heardBytes(), as: UTF8.self)
  }

  /// What the connection wrote since the last call, one message each, NUL terminators removed.
  func heardMessages() -> [String] {
    heardBytes().split(separator: 0, omittingEmptySubsequences: false).dropLast()
      .map { String(decoding: $0, as: UTF8.self) }
  }

  private func heardBytes() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 8192)
    let flags = fcntl(fromConnection[0], F_GETFL)
    _ = fcntl(fromConnection[0], F_SETFL, flags | O_NONBLOCK)
    let count = buffer.withUnsafeMutableBytes { read(fromConnection[0], $0.baseAddress, $0.count) }
    return Array(buffer.prefix(max(count, 0)))
  }

  deinit {
    for descriptor in toConnection + fromConnection { close(descriptor) }
  }
}
