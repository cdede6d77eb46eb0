#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file that the user named (a candidate list, an SKK dictionary, a scenario)
/// with POSIX calls, so this module needs no Foundation.
///
/// Only a regular file is read, and at most `maxByteCount` bytes of it. What the path names is
/// checked with `stat` before the file is opened: `/dev/zero` or `/dev/urandom` would be read
/// until memory runs out, and opening a FIFO for reading blocks until a writer comes. The open
/// itself uses `O_NONBLOCK` and the descriptor is checked again, so a path swapped for a FIFO
/// between the two calls still cannot block.
///
///     try RegularFileReader.read("words.txt")   // the file's bytes
///     try RegularFileReader.read("/dev/zero")   // throws .notARegularFile(…, .characterDevice)
public enum RegularFileReader {
  /// The most bytes a loaded file may have: 256 MiB, about ten times the largest SKK
  /// dictionary (SKK-JISYO.L is 4.6 MB in EUC-JP), so real files fit and a runaway one
  /// stops early.
  public static let maxByteCount = 256 * 1_048_576

  /// The bytes of the regular file at `path`.
  public static func read(_ path: String, maxByteCount: Int = maxByteCount) throws(FileReadError) -> [UInt8] {
    try read(pathBytes: Array(path.utf8), displayPath: path, maxByteCount: maxByteCount)
  }

  /// The bytes of the regular file whose path is `pathBytes`, which need not be UTF-8 (a file
  /// found in a directory walk); errors name it as `displayPath`.
  public static func read(
    pathBytes: [UInt8], displayPath: String, maxByteCount: Int = maxByteCount
  ) throws(FileReadError) -> [UInt8] {
    let descriptor = try openChecked(
      pathBytes: pathBytes, displayPath: displayPath, maxByteCount: maxByteCount)
    defer { _ = close(descriptor.rawValue) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(descriptor.byteCount, maxByteCount) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor.rawValue, $0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(path: displayPath, reason: reason(errno))
      }
      if count == 0 { return bytes }
      // The file may have grown since `stat`: the limit holds for what is read, not what was seen.
      guard bytes.count + count <= maxByteCount else {
        throw .tooLarge(path: displayPath, maxByteCount: maxByteCount)
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Checks, without reading it, that `path` names a regular file this process may open for
  /// reading and that is no larger than `maxByteCount`.
  public static func check(_ path: String, maxByteCount: Int = maxByteCount) throws(FileReadError) {
    let descriptor = try openChecked(
      pathBytes: Array(path.utf8), displayPath: path, maxByteCount: maxByteCount)
    _ = close(descriptor.rawValue)
  }

  /// `check(_:)` for a path given as bytes that need not be UTF-8; `displayPath` names it in
  /// the error.
  public static func check(pathBytes: [UInt8], displayPath: String, maxByteCount: Int = maxByteCount)
    throws(FileReadError)
  {
    let descriptor = try openChecked(
      pathBytes: pathBytes, displayPath: displayPath, maxByteCount: maxByteCount)
    _ = close(descriptor.rawValue)
  }

  /// An open descriptor of a regular file and its size when opened.
  private struct OpenFile {
    var rawValue: Int32
    var byteCount: Int
  }

  private static func openChecked(
    pathBytes: [UInt8], displayPath: String, maxByteCount: Int
  ) throws(FileReadError) -> OpenFile {
    // A NUL would end the C string early and name another file.
    guard !pathBytes.contains(0) else {
      throw .cannotRead(path: displayPath, reason: "the path contains a NUL character")
    }
    let cPath = pathBytes.map { CChar(bitPattern: $0) } + [0]
    var status = stat()
    guard stat(cPath, &status) == 0 else { throw .cannotRead(path: displayPath, reason: reason(errno)) }
    try checkKind(status, displayPath: displayPath, maxByteCount: maxByteCount)
    let descriptor = systemOpenForReading(cPath)
    guard descriptor >= 0 else { throw .cannotRead(path: displayPath, reason: reason(errno)) }
    // The path may name something else now than when it was checked: check what was opened.
    guard fstat(descriptor, &status) == 0 else {
      let failure = errno
      _ = close(descriptor)
      throw .cannotRead(path: displayPath, reason: reason(failure))
    }
    do throws(FileReadError) {
      try checkKind(status, displayPath: displayPath, maxByteCount: maxByteCount)
      // `/proc/self/environ` is "regular" with size 0 and holds the environment's secrets.
      if let fileSystem = KernelFileSystems.type(ofDevice: status.st_dev) {
        throw FileReadError.notARegularFile(path: displayPath, kind: .kernelFile(fileSystem: fileSystem))
      }
    } catch {
      _ = close(descriptor)
      throw error
    }
    return OpenFile(rawValue: descriptor, byteCount: Int(status.st_size))
  }

  private static func checkKind(_ status: stat, displayPath: String, maxByteCount: Int) throws(FileReadError)
  {
    let kind = FileKind(mode: status.st_mode)
    guard kind == .regularFile else { throw .notARegularFile(path: displayPath, kind: kind) }
    guard status.st_size <= maxByteCount else {
      throw .tooLarge(path: displayPath, maxByteCount: maxByteCount)
    }
  }

  /// The system's message for `code`; a loop of symbolic links says so.
  static func reason(_ code: Int32) -> String {
    if code == ELOOP { return "too many levels of symbolic links (a loop?)" }
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}

// At file scope `read` and `open` are the C functions, not the reader's methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}

private func systemOpenForReading(_ path: [CChar]) -> Int32 {
  open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
}
