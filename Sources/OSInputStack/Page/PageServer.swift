import ChildProcesses
import ChromiumDriver
import Foundation

/// A tiny HTTP/1.1 server on 127.0.0.1 (a free port) that serves the reference pages to the
/// stack's browsers and holds each page's channel, a WebSocket the page's recorder opens back to
/// it. The same origin for page and channel works alike in Chromium, Firefox and WebKitGTK, with
/// no `file://` trap (MiniBrowser drops a `file://` URL's query, FACTS.md) and no automation
/// protocol.
///
///     GET /pages/naive.html?transform=uppercase   the page, with the recorder injected
///     GET /inputsim/recorder.js?token=T           the recorder (`RecorderScript`)
///     GET /inputsim/channel?token=T               Upgrade: websocket → the page's channel
///
/// Nothing runs in the background: the server does its work inside `pump(until:deadline:)`,
/// which the replay calls whenever it waits for the page. A request waits in the kernel's
/// queue until then.
final class PageServer {
  let port: Int
  /// The directory served under `/pages/`.
  let pagesDirectory: String
  /// A page served as HTML whatever its name ends with (a user's `--page`); others are HTML
  /// when they end in `.html` or `.htm`.
  let htmlPage: String?
  private let listener: Int32
  private var connections: [Int32: Connection] = [:]
  private var channels: [String: PageChannel] = [:]

  private enum Connection {
    case http([UInt8])
    case channel(PageChannel, [UInt8])
  }

  init(pagesDirectory: String, htmlPage: String? = nil) throws(OSInputError) {
    self.pagesDirectory = pagesDirectory
    self.htmlPage = htmlPage
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw .channel("socket: \(String(cString: strerror(errno)))") }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socket, 64) == 0 else {
      let reason = String(cString: strerror(errno))
      close(socket)
      throw .channel("bind 127.0.0.1: \(reason)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    ChildLaunch.setNonBlocking(socket)
    listener = socket
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit {
    for descriptor in connections.keys { close(descriptor) }
    close(listener)
  }

  /// The URL of `page` (a file of the pages directory, percent-encoded) with `query`.
  ///
  ///     url(page: "my form.html", query: "inputsim-token=T")
  ///       →  "http://127.0.0.1:4000/pages/my%20form.html?inputsim-token=T"
  func url(page: String, query: String) -> String {
    "http://127.0.0.1:\(port)/pages/\(Self.percentEncoded(page))" + (query.isEmpty ? "" : "?" + query)
  }

  private static func percentEncoded(_ name: String) -> String {
    var output = ""
    for byte in name.utf8 {
      let scalar = Unicode.Scalar(byte)
      if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || "-_.~".unicodeScalars.contains(scalar)
      {
        output.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count < 2 ? "0" : "") + hex
      }
    }
    return output
  }

  /// Expects a page whose recorder will connect with `token`; its messages collect there.
  func channel(token: String, fieldSelector: String?) -> PageChannel {
    let channel = PageChannel(token: token, fieldSelector: fieldSelector)
    channels[token] = channel
    return channel
  }

  /// Forgets a page's channel and closes its connection.
  func discard(_ channel: PageChannel) {
    channels[channel.token] = nil
    for (descriptor, connection) in connections {
      if case .channel(let open, _) = connection, open === channel {
        close(descriptor)
        connections[descriptor] = nil
      }
    }
  }

  /// Serves requests and reads channel messages until `condition` holds or the deadline passes;
  /// returns whether it holds.
  @discardableResult
  func pump(until condition: () -> Bool, deadline: Deadline) -> Bool {
    while true {
      if condition() { return true }
      let remaining = deadline.remainingMilliseconds
      guard remaining > 0 else { return false }
      var entries = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
      entries += connections.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let count = poll(&entries, nfds_t(entries.count), Int32(clamping: remaining))
      if count < 0 && errno != EINTR { return condition() }
      guard count > 0 else { continue }
      for entry in entries where entry.revents != 0 {
        if entry.fd == listener {
          accept()
        } else {
          service(entry.fd)
        }
      }
    }
  }

  private func accept() {
    while true {
      let descriptor = Glibc.accept(listener, nil, nil)
      guard descriptor >= 0 else { return }
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      ChildLaunch.setNonBlocking(descriptor)
      var yes: Int32 = 1
      setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      connections[descriptor] = .http([])
    }
  }

  private func service(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
    guard count > 0, let connection = connections[descriptor] else {
      drop(descriptor)
      return
    }
    let bytes = Array(buffer[0..<count])
    switch connection {
    case .http(let pending):
      let all = pending + bytes
      guard let (request, _) = HTTPRequest.parse(all) else {
        connections[descriptor] = all.count > 65536 ? nil : .http(all)
        if all.count > 65536 { close(descriptor) }
        return
      }
      respond(to: request, on: descriptor)
    case .channel(let channel, let pending):
      var all = pending + bytes
      do {
        while let (frame, length) = try WebSocketFrame.parse(all[...]) {
          all.removeFirst(length)
          switch frame.opcode {
          case .text, .continuation, .binary:
            channel.receive(frame.payload)
          case .ping:
            send(WebSocketFrame(final: true, opcode: .pong, payload: frame.payload).bytes, to: descriptor)
          case .close:
            channel.closed = true
            drop(descriptor)
            return
          case .pong:
            break
          }
        }
        connections[descriptor] = .channel(channel, all)
      } catch {
        channel.failure = "a frame from the page could not be read (\(error))"
        drop(descriptor)
      }
    }
  }

  private func drop(_ descriptor: Int32) {
    if case .channel(let channel, _) = connections[descriptor] { channel.closed = true }
    connections[descriptor] = nil
    close(descriptor)
  }

  private func respond(to request: HTTPRequest, on descriptor: Int32) {
    if request.path == "/inputsim/channel", request.headers["upgrade"]?.lowercased() == "websocket",
      let key = request.headers["sec-websocket-key"], let token = request.queryValue("token"),
      let channel = channels[token]
    {
      let head =
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Accept: \(WebSocketFrame.acceptKey(for: key))\r\n\r\n"
      send(Array(head.utf8), to: descriptor)
      connections[descriptor] = .channel(channel, [])
      channel.connection = { [weak self] bytes in self?.send(bytes, to: descriptor) ?? false }
      return
    }
    let (status, type, body) = content(for: request)
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    send(Array(head.utf8) + (request.method == "HEAD" ? [] : body), to: descriptor)
    drop(descriptor)
  }

  /// The status line's rest, the content type and the body for a plain GET.
  private func content(for request: HTTPRequest) -> (String, String, [UInt8]) {
    let notFound = ("404 Not Found", "text/plain", Array("not found\n".utf8))
    if request.path == "/inputsim/recorder.js" {
      return ("200 OK", "text/javascript; charset=utf-8", Array(RecorderScript.source.utf8))
    }
    if request.path == "/inputsim/timers.js" {
      return ("200 OK", "text/javascript; charset=utf-8", Array(RecorderScript.timers.utf8))
    }
    guard request.path.hasPrefix("/pages/") else { return notFound }
    guard let name = String(request.path.dropFirst("/pages/".count)).removingPercentEncoding,
      !name.isEmpty, !name.contains(".."), !name.hasPrefix("/"),
      let data = FileManager.default.contents(atPath: pagesDirectory + "/" + name)
    else { return notFound }
    if name == htmlPage || name.hasSuffix(".html") || name.hasSuffix(".htm") {
      return (
        "200 OK", "text/html; charset=utf-8",
        injected(Array(data), token: request.queryValue("inputsim-token"))
      )
    }
    let type = name.hasSuffix(".js") ? "text/javascript; charset=utf-8" : "application/octet-stream"
    return ("200 OK", type, Array(data))
  }

  /// The page with the timer counter first and the recorder last, when a channel expects it.
  private func injected(_ page: [UInt8], token: String?) -> [UInt8] {
    guard let token, let channel = channels[token] else { return page }
    return RecorderScript.inject(into: page, token: token, fieldSelector: channel.fieldSelector)
  }

  @discardableResult
  private func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    PipeIO.writeAll(bytes, to: descriptor, deadline: Deadline(milliseconds: 5000)) == nil
  }
}
